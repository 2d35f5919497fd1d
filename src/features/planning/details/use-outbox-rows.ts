/**
 * Queued shift writes of one planning, read live from the engine's outbox. Rows show their own
 * state with the shared PendingWriteState; this finds what no row can show: a new shift the
 * server refused, whose optimistic row is already rolled back.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { recordKey, type OutboxRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NO_ROWS: OutboxRow[] = [];

/** Every queued write about the shifts of one planning: shift writes name their planning among
 * their keys (delivery order), which is also what finds a failed create whose row is rolled back. */
export function usePlanningShiftWrites(planningId: number): OutboxRow[] {
  const { db } = useOpenWorkspace();
  return (
    useLiveQuery(
      () => db.outbox.where('keys').equals(recordKey('plannings', planningId)).filter((row) => row.entity === 'shifts').sortBy('seq'),
      [db, planningId],
    ) ?? NO_ROWS
  );
}
