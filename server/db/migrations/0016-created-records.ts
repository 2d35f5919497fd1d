/**
 * `created_records`: which record each user's create made, by the tempId the creating device gave
 * it (server/writes/created-once.ts). The Idempotency-Key keeps a create exactly-once for a day;
 * a device offline longer that sends its create again (its first answer was lost) is answered
 * from here instead, for as long as the database lives. Filled from the creates whose creator
 * the rows themselves name (requests, SOS alarms); the other records carry no creator.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('created_records')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('temp_id', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('created_records_pk', ['user_id', 'temp_id'])
    .execute();
  // `on conflict do nothing` rather than SQLite's `insert or ignore`: PostgreSQL runs it too.
  await sql`insert into created_records (user_id, temp_id, entity, row_id, created_at)
    select created_by, temp_id, 'requests', id, created_at from requests where created_by is not null and temp_id is not null
    on conflict do nothing`.execute(db);
  await sql`insert into created_records (user_id, temp_id, entity, row_id, created_at)
    select user_id, temp_id, 'sos_alerts', id, received_at from sos_alerts where user_id is not null and temp_id is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('created_records').execute();
}
