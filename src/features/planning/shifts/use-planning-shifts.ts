import { useLiveQuery } from 'dexie-react-hooks';
import type { Local, ShiftRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** The planning's shifts in start order, live (the [planning_id+start] index serves the order). */
export function usePlanningShifts(planningId: number): Local<ShiftRow>[] | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(
    () => db.shifts.where('[planning_id+start]').between([planningId, ''], [planningId, '\uffff']).toArray(),
    [db, planningId],
  );
}
