/**
 * The queued writes (outbox rows) that touch one record, live from the local database, through
 * the engine's query (src-sync pendingWritesOf): a planning also sees the writes of its shifts
 * and history entries, and a failed create whose optimistic row was already rolled back is
 * still found through its parent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { pendingWritesOf, type OutboxRow, type PendingWritesOptions, type SyncEntity } from '../../../src-sync/index.js';
import { useOpenWorkspace } from './workspace-context.js';

export type { PendingWritesOptions };

const NO_ROWS: readonly OutboxRow[] = [];

/** Rows in delivery order (seq); an empty array while none (or while loading). */
export function usePendingWrites(table: SyncEntity, id: number, options: PendingWritesOptions = {}): readonly OutboxRow[] {
  const { db } = useOpenWorkspace();
  const subjectOnly = options.subjectOnly ?? false;
  return useLiveQuery(() => pendingWritesOf(db, table, id, { subjectOnly }), [db, table, id, subjectOnly]) ?? NO_ROWS;
}
