/**
 * Plannings of the same request, for the Forward modal's extra slots. The spec reads them from
 * GET /api/planning/{id}/related; we read the local database instead (same request_id, the
 * plannings this user can see), which answers at once and works offline. Closed plannings are
 * left out: the server refuses to forward them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { CLOSED_PLANNING_STATUSES, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** Undefined while loading (the Forward form fixes its slots when it opens). */
export function useRelatedPlannings(planning: Pick<PlanningRow, 'id' | 'request_id'>): Local<PlanningRow>[] | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(
    () =>
      db.plannings
        .where('request_id')
        .equals(planning.request_id)
        .filter((row) => row.id !== planning.id && !(CLOSED_PLANNING_STATUSES as readonly string[]).includes(row.status))
        .sortBy('start'),
    [db, planning.id, planning.request_id],
  );
}
