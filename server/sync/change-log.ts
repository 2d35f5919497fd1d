/**
 * Records a committed change in the change log. Call it inside the same transaction as the
 * write, so the log can never miss or invent a change. The log is compacted to one entry per
 * row: the old entry is deleted and the new one takes the next seq, so a feed from cursor 0 is
 * a snapshot and a feed from cursor N holds exactly the rows changed after N.
 *
 * `scope` follows the contract of ./change-scope.ts: `{ previous: AudienceKey[] }`, the audience
 * the row had before this change; it is merged with the replaced entry's audience. After the
 * transaction commits, call publishChanges (./publish-changes.ts) so that clients pull.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import { mergeScope } from './change-scope.js';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Who could see the row before this change: `{ previous: AudienceKey[] }` (see change-scope.ts). */
export type ChangeScope = Record<string, unknown>;

/** Any fixed number: the advisory lock that orders change-log writers on PostgreSQL. */
const CHANGE_LOG_LOCK = 7_340_021;

/**
 * PostgreSQL only: sequence values are handed out at insert time but become visible at commit,
 * so without this a reader could pass seq 101 (committed) while seq 100 is still in flight and
 * skip it forever. Holding a transaction-scoped lock while writing log entries makes commit
 * order equal seq order. SQLite has a single writer, so no lock is needed there.
 */
export async function lockChangeLog(db: Executor): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`.execute(db);
  }
}

export async function recordChange(
  db: Executor,
  entity: SyncEntity,
  rowId: number,
  op: 'upsert' | 'delete',
  scope: ChangeScope = {},
): Promise<number> {
  await lockChangeLog(db);
  const old = await db.selectFrom('change_log').select('scope').where('entity', '=', entity).where('row_id', '=', rowId).executeTakeFirst();
  await db.deleteFrom('change_log').where('entity', '=', entity).where('row_id', '=', rowId).execute();
  const row = await db
    .insertInto('change_log')
    .values({ entity, row_id: rowId, op, scope: JSON.stringify(mergeScope(old?.scope, scope)) })
    .returning('seq')
    .executeTakeFirstOrThrow();
  // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
  return Number(row.seq);
}
