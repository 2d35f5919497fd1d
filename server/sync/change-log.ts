/**
 * Records a committed change in the change log. Call it inside the same transaction as the
 * write, so the log can never miss or invent a change. The log is compacted to one entry per
 * row: the old entry is deleted and the new one takes the next seq, so a feed from cursor 0 is
 * a snapshot and a feed from cursor N holds exactly the rows changed after N.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Who could see the row before this change (user ids, or audience keys such as
 * `subcontractor:4`), so a row that leaves someone's view reaches them as a delete. */
export type ChangeScope = Record<string, unknown>;

export async function recordChange(
  db: Executor,
  entity: SyncEntity,
  rowId: number,
  op: 'upsert' | 'delete',
  scope: ChangeScope = {},
): Promise<number> {
  await db.deleteFrom('change_log').where('entity', '=', entity).where('row_id', '=', rowId).execute();
  const row = await db
    .insertInto('change_log')
    .values({ entity, row_id: rowId, op, scope: JSON.stringify(scope) })
    .returning('seq')
    .executeTakeFirstOrThrow();
  return row.seq;
}
