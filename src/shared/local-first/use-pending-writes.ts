/**
 * The queued writes (outbox rows) that touch one record, live from the local database. The
 * outbox's multi-entry `keys` index lists every record a write changes or depends on, so a
 * planning also sees the writes of its shifts and history entries, and a failed create whose
 * optimistic row was already rolled back is still found through its parent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { recordKey, type OutboxRow, type SyncEntity } from '../../../src-sync/index.js';
import { useOpenWorkspace } from './workspace-context.js';

const NO_ROWS: readonly OutboxRow[] = [];

export interface PendingWritesOptions {
  /** Only writes whose subject is this record (its own create/update/delete), not its children's. */
  subjectOnly?: boolean;
}

/** Rows in delivery order (seq); an empty array while none (or while loading). */
export function usePendingWrites(table: SyncEntity, id: number, options: PendingWritesOptions = {}): readonly OutboxRow[] {
  const { db } = useOpenWorkspace();
  const key = recordKey(table, id);
  const subjectOnly = options.subjectOnly ?? false;
  return (
    useLiveQuery(
      () => (subjectOnly ? db.outbox.where('record_key').equals(key) : db.outbox.where('keys').equals(key)).sortBy('seq'),
      [db, key, subjectOnly],
    ) ?? NO_ROWS
  );
}
