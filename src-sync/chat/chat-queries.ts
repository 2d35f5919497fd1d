/** The UI's reads of the chat's local-only state (the unread totals are engine bookkeeping, not
 * a synced table, so LocalDb does not carry them). */
import type { LocalDb } from '../db/local-db.js';
import type { UnreadCountRow } from '../db/engine-tables.js';
import { writableDb } from '../db/vigil-db.js';

export function unreadTotals(local: LocalDb): Promise<UnreadCountRow[]> {
  return writableDb(local).unread_counts.toArray();
}
