import { useLiveQuery } from 'dexie-react-hooks';
import type { HistoryRow, Local } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** The planning's history, newest first (the [planning_id+created_at] index serves the order). */
export function usePlanningHistory(planningId: number): Local<HistoryRow>[] | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(
    () => db.planning_history.where('[planning_id+created_at]').between([planningId, ''], [planningId, '\uffff']).reverse().toArray(),
    [db, planningId],
  );
}
