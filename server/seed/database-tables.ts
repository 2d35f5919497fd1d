/** Table-level operations around a seed: emptying the database for `--reset`, filling the change
 * log for the seeded rows, and moving PostgreSQL's id sequences past explicitly written ids. */
import { sql } from 'kysely';
import { SYNC_ENTITIES } from '../../src-sync/protocol/sync.js';
import type { Database } from '../db/types.js';
import type { Executor } from './bulk-writer.js';

/** Every table that holds data, children before parents so deletes satisfy foreign keys. */
export const DATA_TABLES: readonly (keyof Database)[] = [
  'mail_outbox', 'sos_alerts', 'agent_positions', 'idempotency_keys', 'change_log', 'license_alerts', 'password_resets', 'oauth_codes', 'refresh_tokens', 'notifications',
  'unread_totals', 'message_status', 'messages', 'channel_groups', 'channel_requests', 'channels', 'planning_history',
  'shift_agents', 'shifts', 'plannings', 'request_timeslots', 'request_equipment', 'requests', 'accounts',
  'contacts', 'equipment', 'licenses', 'agents', 'users', 'locations', 'subcontractors', 'branches', 'clients',
];

/** Tables with an `id` column the generator writes explicitly. */
// sos_alerts and mail_outbox take their ids from their sequence; agent_positions' id is the agent's (no sequence).
const ID_TABLES = DATA_TABLES.filter((t) => !['idempotency_keys', 'change_log', 'license_alerts', 'unread_totals', 'message_status', 'channel_requests', 'sos_alerts', 'agent_positions', 'mail_outbox'].includes(t));

export async function wipeDatabase(db: Executor): Promise<void> {
  for (const table of DATA_TABLES) await db.deleteFrom(table).execute();
}

/** The scope of a row's first change: created, so nobody could see it before (the contract of
 * server/sync/change-scope.ts: `{ previous: [] }` for a row the write creates). */
const CREATED_SCOPE = JSON.stringify({ previous: [] });

/**
 * One 'upsert' entry per synced row, parents first (SYNC_ENTITIES is in that order) and by id
 * within a table, so a feed read from cursor 0 never delivers a child before its parent.
 * Set-based: a single INSERT … SELECT per table instead of one recordChange() per row.
 */
export async function fillChangeLog(db: Executor): Promise<void> {
  for (const entity of SYNC_ENTITIES) {
    await sql`INSERT INTO change_log (entity, row_id, op, scope)
      SELECT ${sql.lit(entity)}, id, 'upsert', ${sql.lit(CREATED_SCOPE)} FROM ${sql.table(entity)} ORDER BY id`.execute(db);
  }
}

/** PostgreSQL serial columns do not advance on explicit ids; without this the next insert by
 * the server would collide with a seeded id. SQLite's AUTOINCREMENT already follows max(id). */
export async function advancePostgresSequences(db: Executor): Promise<void> {
  for (const table of ID_TABLES) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT MAX(id) FROM ${sql.table(table)}), 1))`.execute(db);
  }
}
