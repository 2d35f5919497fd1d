/**
 * Bulk change-log writers (the single-row form is recordChange in ./change-log.ts). Usage inside
 * a write transaction:
 *
 *   const before = await audienceOf(trx, 'plannings', ids);      // 1. BEFORE the write
 *   await trx.updateTable('plannings')…;                          // 2. the write
 *   const changes = await recordRowChanges(trx, 'plannings', ids, 'upsert', before);  // 3.
 *   // after commit: await publishChanges(ctx, changes)
 *
 * Rows whose visibility follows a parent must be recorded with it (see server/policies):
 * a planning's subcontractor decides who sees its shifts and history; agents put on or taken off
 * a shift change who sees the shift, its planning and the history entries of that shift.
 */
import { sql } from 'kysely';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { AudienceMap } from '../policies/types.js';
import { lockChangeLog, type Executor } from './change-log.js';
import { mergeScope } from './change-scope.js';
import { ID_CHUNK } from './in-chunks.js';

export interface RecordedChange {
  entity: SyncEntity;
  id: number;
  op: 'upsert' | 'delete';
  seq: number;
  /** The write created this row (set by the ChangeTracker; drives `*-created` events). */
  created?: boolean;
  /** Logged only because it carries a copy of a changed row's fields (server/writes/carried-copies.ts):
   * it travels with the feed, without a named event of its own. */
  carried?: boolean;
}

/** Records one change per id (in id order), merging each row's previous scope. `before` is the
 * audience captured before the write; rows missing from it are recorded as newly created. */
export async function recordRowChanges(
  db: Executor,
  entity: SyncEntity,
  ids: readonly number[],
  op: 'upsert' | 'delete',
  before: AudienceMap = new Map(),
): Promise<RecordedChange[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  await lockChangeLog(db);
  const out: RecordedChange[] = [];
  // Smaller slices than ID_CHUNK: the insert binds four values per row.
  const slice = Math.floor(ID_CHUNK / 4);
  for (let i = 0; i < unique.length; i += slice) {
    const chunk = unique.slice(i, i + slice);
    const old = await db.selectFrom('change_log').select(['row_id', 'scope']).where('entity', '=', entity).where('row_id', 'in', chunk).execute();
    const oldScope = new Map(old.map((r) => [r.row_id, r.scope]));
    await db.deleteFrom('change_log').where('entity', '=', entity).where('row_id', 'in', chunk).execute();
    const inserted = await db
      .insertInto('change_log')
      .values(
        chunk.map((id) => ({
          entity,
          row_id: id,
          op,
          scope: JSON.stringify(mergeScope(oldScope.get(id), { previous: before.get(id) ?? [] })),
        })),
      )
      .returning(['seq', 'row_id'])
      .execute();
    // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
    for (const r of inserted.map((x) => ({ id: Number(x.row_id), seq: Number(x.seq) })).sort((a, b) => a.seq - b.seq)) out.push({ entity, id: r.id, op, seq: r.seq });
  }
  return out;
}

/**
 * Logs every existing row of the entities as an upsert that nobody saw before, replacing any
 * entries they had: what a freshly seeded or imported database needs so that a pull from cursor
 * 0 is a full snapshot. One INSERT … SELECT per entity (portable SQL), parents first in the
 * order given, so a bootstrap stores a parent before its children.
 */
export async function recordSnapshot(db: Executor, entities: readonly SyncEntity[]): Promise<void> {
  await lockChangeLog(db);
  const scope = JSON.stringify({ previous: [] });
  for (const entity of entities) {
    await db.deleteFrom('change_log').where('entity', '=', entity).execute();
    await db
      .insertInto('change_log')
      .columns(['entity', 'row_id', 'op', 'scope'])
      .expression(
        db
          .selectFrom(entity as 'plannings')
          .select([sql.lit(entity).as('entity'), 'id as row_id', sql.lit('upsert').as('op'), sql.lit(scope).as('scope')])
          .orderBy('id'),
      )
      .execute();
  }
}
