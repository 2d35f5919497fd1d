/**
 * Proof of service for clients: a client user now sees the shifts and history of its own
 * organisation's plannings, except history entries the guarding company's staff mark internal.
 *
 * 1. `planning_history.internal` (0/1, default 0: visible to the client).
 * 2. The shifts and history rows already in the change log are logged again, with the scopes they
 *    had, so that devices of client users that synced before this release receive them on their
 *    next pull (their cursors are past the old entries). Plain SQL through a scratch table, so it
 *    runs the same on SQLite and PostgreSQL; nothing else about those entries changes.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Parents first, as a bootstrap stores them. */
const RELOGGED = ['shifts', 'planning_history'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('planning_history').addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await sql`CREATE TABLE change_log_relog AS SELECT entity, row_id, op, scope FROM change_log WHERE op = 'upsert' AND entity IN ('shifts', 'planning_history')`.execute(db);
  await sql`DELETE FROM change_log WHERE op = 'upsert' AND entity IN ('shifts', 'planning_history')`.execute(db);
  for (const entity of RELOGGED) {
    await sql`INSERT INTO change_log (entity, row_id, op, scope) SELECT entity, row_id, op, scope FROM change_log_relog WHERE entity = ${entity} ORDER BY row_id`.execute(db);
  }
  await sql`DROP TABLE change_log_relog`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('planning_history').dropColumn('internal').execute();
}
