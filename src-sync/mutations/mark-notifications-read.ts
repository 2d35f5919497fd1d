/**
 * The notification centre was opened: the unread count resets (spec section 7,
 * PUT /api/notifications/unread/reset through the outbox, so it is queued offline like any
 * write). Only the notifications up to the newest one the user had (`throughId`) are marked
 * read, on the device at once and on the server, so one that arrives meanwhile stays unread.
 * Nothing is queued when nothing is unread.
 */
import type { Effect } from '../db/engine-tables.js';
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { notificationsResetSchema } from '../protocol/notifications.js';
import { parseInput, utcNow } from './mutation-input.js';

export async function markNotificationsRead(local: LocalDb, throughId: number): Promise<MutationResult | null> {
  const db = writableDb(local);
  const body = parseInput(notificationsResetSchema, { through_id: throughId });
  // Keys only, no rows: the read_at index holds the read ones (an unread row has no key there).
  const [upTo, read] = await Promise.all([db.notifications.where('id').belowOrEqual(throughId).primaryKeys(), db.notifications.orderBy('read_at').primaryKeys()]);
  const readIds = new Set(read);
  const unread = upTo.filter((id) => !readIds.has(id));
  if (unread.length === 0) return null;
  const readAt = utcNow();
  return runMutation(db, () =>
    Promise.resolve({
      op: 'mark-notifications-read',
      entity: 'notifications',
      recordId: throughId,
      method: 'PUT',
      path: '/api/notifications/unread/reset',
      targetId: null,
      body,
      effects: unread.map((id): Effect => ({ table: 'notifications', id, kind: 'merge', fields: { read_at: readAt } })),
    }),
  );
}
