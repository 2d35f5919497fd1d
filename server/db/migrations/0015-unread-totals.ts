/**
 * `unread_totals`: each member's unread total per group (server/chat/unread-totals.ts), kept with
 * every status written, so the badge's totals are read, not counted (counting an admin's unread
 * statuses at a million messages took 130 ms of the server's one thread per call). Filled here
 * from the statuses as they stand.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('unread_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('unread_totals_pk', ['user_id', 'channel_id'])
    .execute();
  await sql`insert into unread_totals (user_id, channel_id, total)
    select message_status.user_id, messages.channel_id, count(*) from message_status
    inner join messages on messages.id = message_status.message_id
    where message_status.status = 0
    group by message_status.user_id, messages.channel_id`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('unread_totals').execute();
}
