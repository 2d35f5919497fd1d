/**
 * `notifications.params`: JSON text with what a notification's kind names beyond the request
 * (src-sync/protocol/notifications.ts), so each client words it in its reader's language. Licence
 * notices carry the agent, the licence and its last valid day. Null for every existing row: those
 * keep showing their English `message`, as they did, and nothing needs logging again.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
}
