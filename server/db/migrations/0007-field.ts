/**
 * Agents in the field: an agent's events keep the server's receive time beside the phone's
 * (`created_at`), the geolocation fix and the geofence verdict; SOS alerts; each agent's last
 * known position; and per assignment whether the agent acknowledged the shift's changed times.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: AnyDb): Promise<void> {
  const now = isPostgres(db) ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS'))` : sql`CURRENT_TIMESTAMP`;
  for (const [column, type] of [['received_at', 'text'], ['latitude', 'real'], ['longitude', 'real'], ['accuracy', 'real'], ['fence', 'text']] as const) {
    await db.schema.alterTable('planning_history').addColumn(column, type).execute();
  }
  // 1 after the shift's times changed, until the agent acknowledges; set back to 0 by the agent.
  await db.schema.alterTable('shift_agents').addColumn('change_pending', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('shift_agents').addColumn('acknowledged_at', 'text').execute();

  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    isPostgres(db) ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id(db.schema.createTable('sos_alerts'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('planning_id', 'integer', (c) => c.references('plannings.id').onDelete('set null'))
    .addColumn('shift_id', 'integer', (c) => c.references('shifts.id').onDelete('set null'))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('accuracy', 'real')
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('escalated_at', 'text')
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('temp_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sos_alerts_open').on('sos_alerts').columns(['acknowledged_at', 'escalated_at']).execute();
  await db.schema.createIndex('sos_alerts_user_temp').on('sos_alerts').columns(['user_id', 'temp_id']).execute();

  // One row per agent: its id is the agent's id.
  await db.schema
    .createTable('agent_positions')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .addColumn('accuracy', 'real', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agent_positions').execute();
  await db.schema.dropTable('sos_alerts').execute();
  await db.schema.alterTable('shift_agents').dropColumn('acknowledged_at').execute();
  await db.schema.alterTable('shift_agents').dropColumn('change_pending').execute();
  for (const column of ['fence', 'accuracy', 'longitude', 'latitude', 'received_at']) {
    await db.schema.alterTable('planning_history').dropColumn(column).execute();
  }
}
