import { useLiveQuery } from 'dexie-react-hooks';
import { readRequestEquipment, type RequestEquipmentLine } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** The equipment ordered with the planning's request, live (staff, the client, and the
 * subcontractor of a planning of the request hold its lines); [] when there is none and while
 * reading. */
export function useRequestEquipment(requestId: number): RequestEquipmentLine[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => readRequestEquipment(db, requestId), [db, requestId]) ?? [];
}
