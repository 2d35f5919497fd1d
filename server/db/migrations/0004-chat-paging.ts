/**
 * Team chat: a group's messages are read newest first by id, a page at a time (spec section 9),
 * and each member's unread ones are counted per group. `(channel_id, id)` serves both pages and
 * "older than this id" without sorting a group's whole history (a group of 100,000 messages
 * opens on one index range); `(user_id, status, message_id)` answers the unread totals from the
 * index alone.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('messages_channel_id').on('messages').columns(['channel_id', 'id']).execute();
  await db.schema.createIndex('message_status_unread').on('message_status').columns(['user_id', 'status', 'message_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('messages_channel_id').execute();
  await db.schema.dropIndex('message_status_unread').execute();
}
