/**
 * A create is made once per tempId, however late it is sent again. The Idempotency-Key answers a
 * retried write from its stored answer for a day (IDEMPOTENCY_TTL_SECONDS); a phone that sent a
 * create, lost the answer and stayed offline longer sends the same create once more, and without
 * this it would be stored twice (two "started" events, two orders, two SOS alarms).
 *
 * Every create of a record that carries a tempId runs its checks and insert through `createOnce`
 * inside its write's transaction. The earlier record is looked for first, before any check: a late
 * copy would break rules the first send passed (a start now in the past, an e-mail now taken by
 * itself, a guard since taken off the shift), and "refused" would tell the device a stored record
 * was not. The first create stores (user, tempId) -> record in `created_records`; a later one
 * answers that record as the user may see it now, or `null` when it was deleted since or is no
 * longer theirs to see: the device then drops its copy and pulls. Scoped to the user, because rows
 * carry their tempId to every reader. Chat messages and groups keep the same rule on their own
 * rows (they name their sender).
 */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { AuthUser } from '../auth/types.js';
import { HttpError, unprocessable } from '../lib/http-errors.js';
import { visibilityFilter } from '../policies/index.js';
import { utcNow } from '../lib/time.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from '../sync/change-log.js';
import type { WriteAnswer } from './run-write.js';

/** The records a device creates with a tempId outside the chat. */
export type CreatedEntity = Extract<
  SyncEntity,
  'plannings' | 'shifts' | 'planning_history' | 'requests' | 'sos_alerts' | 'accounts' | 'clients' | 'branches' | 'locations' | 'subcontractors' | 'agents' | 'licenses' | 'equipment' | 'contacts'
>;

/** `created: false`: an earlier send made it; `id` null when that record was deleted since. */
export type CreatedOnce = { created: true; id: number } | { created: false; id: number | null };

export interface CreateKey {
  user: AuthUser;
  entity: CreatedEntity;
  tempId: string | null | undefined;
}

async function earlierCreate(trx: Executor, key: CreateKey & { tempId: string }): Promise<CreatedOnce | null> {
  const earlier = await trx
    .selectFrom('created_records')
    .select(['entity', 'row_id'])
    .where('user_id', '=', key.user.id)
    .where('temp_id', '=', key.tempId)
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.entity !== key.entity) {
    throw unprocessable('This tempId was already used for another kind of record.', [{ path: 'tempId', message: 'already used for another record' }]);
  }
  // The row keeps its tempId as long as it exists; the check costs nothing and guards the link.
  let query = trx.selectFrom(key.entity as 'plannings').select('id').where('id', '=', earlier.row_id).where('temp_id', '=', key.tempId);
  const visible = visibilityFilter(key.user, key.entity);
  if (visible) query = query.where(visible);
  const row = await query.executeTakeFirst();
  return { created: false, id: row?.id ?? null };
}

/** Runs `create` (which answers the new row's id) unless this user already created this tempId. */
export async function createOnce(trx: Executor, key: CreateKey, create: () => Promise<number>): Promise<CreatedOnce> {
  const tempId = key.tempId ?? null;
  if (tempId !== null) {
    const earlier = await earlierCreate(trx, { ...key, tempId });
    if (earlier) return earlier;
  }
  const id = await create();
  if (tempId !== null) {
    const kept = await trx
      .insertInto('created_records')
      .values({ user_id: key.user.id, temp_id: tempId, entity: key.entity, row_id: id, created_at: utcNow() })
      .onConflict((oc) => oc.columns(['user_id', 'temp_id']).doNothing())
      .returning('row_id')
      .executeTakeFirst();
    // Another send of the same create committed first (overlapping transactions, PostgreSQL):
    // this one rolls back, and its retry is answered with that record.
    if (!kept) throw new HttpError(409, 'conflict', 'This record is being saved by another attempt. Retry shortly.', undefined, { 'retry-after': '1' });
  }
  return { created: true, id };
}

/** 201 with the new row; 200 with the earlier one (or `data: null` when it was deleted since). */
export async function createdAnswer(trx: Executor, entity: CreatedEntity, result: CreatedOnce): Promise<WriteAnswer> {
  const data = result.id === null ? null : ((await serializeRows(trx, entity, [result.id]))[0] ?? null);
  return { status: result.created ? 201 : 200, body: { data } };
}
