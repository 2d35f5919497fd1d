/**
 * A page of the history the first sync left on the server (history-horizon.ts), newest first, as
 * the user may see it, with each row's children: what a list loads when the user asks for what
 * lies before the horizon (GET /api/sync/before-horizon, src-sync/protocol/bootstrap.ts). Rows
 * come as upserts, like /api/sync/rows; `next` is the `before` of the following page.
 */
import { sql, type SqlBool } from 'kysely';
import type { BeforeHorizonPage, BeforeHorizonQuery } from '../../src-sync/protocol/bootstrap.js';
import type { Change, SyncEntity } from '../../src-sync/protocol/sync.js';
import { visibilityFilter, type Who } from '../policies/index.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';
import { inHistoryHorizon } from './history-horizon.js';

/** Each list's rows, and its children by the column naming the parent. */
const CHILDREN: Record<BeforeHorizonQuery['list'], { entity: SyncEntity; parent: string }[]> = {
  requests: [{ entity: 'request_timeslots', parent: 'request_id' }, { entity: 'request_equipment', parent: 'request_id' }],
  channels: [{ entity: 'channel_groups', parent: 'channel_id' }],
  notifications: [],
};

async function upserts(db: Executor, who: Who, entity: SyncEntity, ids: readonly number[]): Promise<Change[]> {
  return (await serializeRows(db, entity, ids, { visibleTo: who })).map((row) => ({ entity, op: 'upsert', id: row.id, data: row }));
}

export async function readBeforeHorizon(db: Executor, who: Who, query: BeforeHorizonQuery, horizonStart: string): Promise<BeforeHorizonPage> {
  const { list, limit } = query;
  // The cast only widens the table name: every list's table has an integer id.
  const table = list as 'requests';
  let rows = db
    .selectFrom(table)
    .select(sql.ref<number>(`${list}.id`).as('id'))
    .where(sql<SqlBool>`not ${inHistoryHorizon(list, horizonStart)}`);
  const visible = visibilityFilter(who, list);
  if (visible) rows = rows.where(visible);
  if (query.before !== undefined) rows = rows.where(sql.ref(`${list}.id`), '<', query.before);
  if (list === 'requests' && query.status !== undefined) rows = rows.where('requests.status', '=', query.status);
  const found = (await rows.orderBy(sql.ref(`${list}.id`), 'desc').limit(limit + 1).execute()).map((row) => Number(row.id));
  const ids = found.slice(0, limit);
  const changes = await upserts(db, who, list, ids);
  for (const child of CHILDREN[list]) {
    if (ids.length === 0) break;
    let children = db.selectFrom(child.entity as 'request_timeslots').select(sql.ref<number>(`${child.entity}.id`).as('id')).where(sql.ref(`${child.entity}.${child.parent}`), 'in', ids);
    const visibleChild = visibilityFilter(who, child.entity);
    if (visibleChild) children = children.where(visibleChild);
    const childIds = (await children.orderBy(sql.ref(`${child.entity}.id`)).execute()).map((row) => Number(row.id));
    changes.push(...(await upserts(db, who, child.entity, childIds)));
  }
  return { changes, next: found.length > limit ? (ids[ids.length - 1] ?? null) : null };
}
