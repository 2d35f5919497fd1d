/**
 * Queued writes of one record, read live from the engine's outbox, so each row can show its own
 * state (DESIGN.md section 3: sending, waiting, failed with Retry and Discard). Until the shared
 * PendingWriteState (src/shared/local-first) lands, this is the planning screen's own reader.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { recordKey, type OutboxRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NO_ROWS: OutboxRow[] = [];

/** Writes whose subject is this record (its create, updates, delete). */
export function useRecordWrites(key: string): OutboxRow[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => db.outbox.where('record_key').equals(key).sortBy('seq'), [db, key]) ?? NO_ROWS;
}

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
