/**
 * Clients order guarding and staff answer it (issue 14):
 *
 * 1. `request_timeslots.start_date` / `end_date`: the calendar days the client asked for, at the
 *    location (`start`/`end` stay the first planning's start and the last one's end). Filled for
 *    existing timeslots from those instants in the location's zone; a last planning that ends at
 *    or before the time it started (a night, a 24-hour watch) started the day before.
 * 2. `requests.temp_id` (the spec's tempId of a request created offline) and `version`.
 * 3. `request_images`: photos of the site, uploaded through POST /api/request/imageUpload.
 * 4. `notifications.kind` (what happened, so each client words it in its user's language) and
 *    `planning_id` (the planning a notification is about). Existing notifications get their kind
 *    from the two messages earlier releases wrote.
 * 5. Requests, timeslots and notifications already in the change log are logged again, so that
 *    devices synced before this release receive the new fields on their next pull.
 */
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { withId } from './0001-initial.js';

type AnyDb = Kysely<unknown>;

interface SlotRow {
  id: number;
  start: string;
  end: string;
  timezone: string;
}

const WIRE = 'yyyy-MM-dd HH:mm:ss';

/** The calendar days at the location of a timeslot stored before the days were kept. */
export function storedTimeslotDays(slot: Omit<SlotRow, 'id'>): { start_date: string; end_date: string } {
  const zone = DateTime.local().setZone(slot.timezone).isValid ? slot.timezone : 'utc';
  const start = DateTime.fromFormat(slot.start, WIRE, { zone: 'utc' }).setZone(zone);
  const end = DateTime.fromFormat(slot.end, WIRE, { zone: 'utc' }).setZone(zone);
  if (!start.isValid || !end.isValid) return { start_date: slot.start.slice(0, 10), end_date: slot.end.slice(0, 10) };
  const minutes = (value: DateTime) => value.hour * 60 + value.minute;
  const lastDay = minutes(end) <= minutes(start) ? end.minus({ days: 1 }) : end;
  const start_date = start.toFormat('yyyy-MM-dd');
  const end_date = lastDay.toFormat('yyyy-MM-dd');
  return { start_date, end_date: end_date < start_date ? start_date : end_date };
}

const RELOGGED = ['requests', 'request_timeslots', 'notifications'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('request_timeslots').addColumn('start_date', 'text').execute();
  await db.schema.alterTable('request_timeslots').addColumn('end_date', 'text').execute();
  await db.schema.alterTable('requests').addColumn('temp_id', 'text').execute();
  await db.schema.alterTable('requests').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('notifications').addColumn('kind', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('planning_id', 'integer', (c) => c.references('plannings.id').onDelete('set null')).execute();

  await withId(db, db.schema.createTable('request_images'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_images_request').on('request_images').columns(['request_id']).execute();
  await db.schema.createIndex('requests_temp_id').on('requests').columns(['created_by', 'temp_id']).execute();

  const slots = await sql<SlotRow>`
    SELECT request_timeslots.id AS id, request_timeslots.start AS start, request_timeslots."end" AS "end", locations.timezone AS timezone
    FROM request_timeslots
    JOIN requests ON requests.id = request_timeslots.request_id
    JOIN locations ON locations.id = requests.location_id`.execute(db);
  for (const slot of slots.rows) {
    const days = storedTimeslotDays(slot);
    await sql`UPDATE request_timeslots SET start_date = ${days.start_date}, end_date = ${days.end_date} WHERE id = ${slot.id}`.execute(db);
  }

  await sql`UPDATE notifications SET kind = 'request-created' WHERE message LIKE 'New request %'`.execute(db);
  await sql`UPDATE notifications SET kind = 'request-confirmed' WHERE message LIKE 'Request % was confirmed'`.execute(db);
  await sql`UPDATE notifications SET kind = 'request-cancelled' WHERE message LIKE 'Request % was cancelled'`.execute(db);

  await sql`CREATE TABLE change_log_relog AS SELECT entity, row_id, op, scope FROM change_log WHERE op = 'upsert' AND entity IN ('requests', 'request_timeslots', 'notifications')`.execute(db);
  await sql`DELETE FROM change_log WHERE op = 'upsert' AND entity IN ('requests', 'request_timeslots', 'notifications')`.execute(db);
  for (const entity of RELOGGED) {
    await sql`INSERT INTO change_log (entity, row_id, op, scope) SELECT entity, row_id, op, scope FROM change_log_relog WHERE entity = ${entity} ORDER BY row_id`.execute(db);
  }
  await sql`DROP TABLE change_log_relog`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_images').ifExists().execute();
  await db.schema.alterTable('notifications').dropColumn('planning_id').execute();
  await db.schema.alterTable('notifications').dropColumn('kind').execute();
  await db.schema.alterTable('requests').dropColumn('version').execute();
  await db.schema.alterTable('requests').dropColumn('temp_id').execute();
  await db.schema.alterTable('request_timeslots').dropColumn('end_date').execute();
  await db.schema.alterTable('request_timeslots').dropColumn('start_date').execute();
}
