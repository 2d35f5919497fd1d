/**
 * Request groups (issue 13):
 *
 * 1. `messages.system_key` / `system_params`: what a system message records, as a key and its
 *    parameters (JSON), so every device words it in its user's language
 *    (src-sync/protocol/chat-system.ts). System messages written before get theirs from the two
 *    texts earlier releases wrote ("New request <name>", "Request <status>").
 * 2. `channels.active`: 1 while one planning of the group's requests is confirmed work, kept by
 *    every write from now on (server/chat/channel-activity.ts); set here for every channel.
 * 3. Channels and those system messages already in the change log are logged again, so devices
 *    synced before this release get the new fields on their next pull.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';
import { refreshAllChannelActivity } from '../../chat/channel-activity.js';
import { backfillSystemMessages } from '../../chat/system-messages.js';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('messages').addColumn('system_key', 'text').execute();
  await db.schema.alterTable('messages').addColumn('system_params', 'text').execute();
  await db.schema.alterTable('channels').addColumn('active', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  const typed = db as unknown as Kysely<Database>;
  await refreshAllChannelActivity(typed);
  const messages = await backfillSystemMessages(typed);

  // Logged again at the end of the log (the way 0005 does it), keeping each row's scope.
  await relog(db, sql`entity = 'channels'`);
  for (let i = 0; i < messages.length; i += 500) await relog(db, sql`entity = 'messages' AND row_id IN (${sql.join(messages.slice(i, i + 500))})`);
}

async function relog(db: AnyDb, rows: ReturnType<typeof sql>): Promise<void> {
  await sql`CREATE TABLE change_log_relog AS SELECT entity, row_id, op, scope FROM change_log WHERE op = 'upsert' AND ${rows}`.execute(db);
  await sql`DELETE FROM change_log WHERE op = 'upsert' AND ${rows}`.execute(db);
  await sql`INSERT INTO change_log (entity, row_id, op, scope) SELECT entity, row_id, op, scope FROM change_log_relog ORDER BY row_id`.execute(db);
  await sql`DROP TABLE change_log_relog`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('channels').dropColumn('active').execute();
  await db.schema.alterTable('messages').dropColumn('system_params').execute();
  await db.schema.alterTable('messages').dropColumn('system_key').execute();
}
