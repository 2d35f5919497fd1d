import { useLiveQuery } from 'dexie-react-hooks';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** The planning from the local database, live: undefined while loading, null when it is not
 * (or no longer) on this device, e.g. deleted or forwarded away. */
export function usePlanning(planningId: number): Local<PlanningRow> | null | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(async () => (await db.plannings.get(planningId)) ?? null, [db, planningId]);
}
