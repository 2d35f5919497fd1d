import { useLiveQuery } from 'dexie-react-hooks';
import { readRequestEquipment, type RequestEquipmentLine } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** The equipment ordered with the planning's request, live; [] when this device holds none (a
 * subcontractor sees no requests) and while reading. */
export function useRequestEquipment(requestId: number): RequestEquipmentLine[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => readRequestEquipment(db, requestId), [db, requestId]) ?? [];
}
