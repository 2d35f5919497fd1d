/**
 * Queued shift writes of one planning, read live through the engine's query. Rows show their own
 * state with the shared PendingWriteState; this finds what no row can show: a new shift the
 * server refused, whose optimistic row is already rolled back.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { childWritesOf, type OutboxRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NO_ROWS: OutboxRow[] = [];

/** Every queued write about the shifts of one planning, in delivery order. */
export function usePlanningShiftWrites(planningId: number): OutboxRow[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => childWritesOf(db, 'plannings', planningId, 'shifts'), [db, planningId]) ?? NO_ROWS;
}
