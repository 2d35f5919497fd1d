/**
 * What of a company's history beyond the plannings stays on the server until asked for: the sync
 * horizon (SYNC_HORIZON_DAYS) applied to the entities that grow with every request ever made. A
 * new device's first sync leaves out, besides the plannings that ended before the horizon:
 *
 * - requests whose every timeslot ended before it (a request still pending a decision, or created
 *   since, always comes), with their timeslots and equipment;
 * - chat groups whose requests are all such requests and that have had no message since (a group
 *   without requests always comes), with their members;
 * - notifications from before it that have been read (an unread one always comes: the bell
 *   counts it).
 *
 * The lists offer them from the server, a page at a time (read-before-horizon.ts), and keep what
 * they load; the change feed carries every later change of any row as before.
 *
 * Each predicate is evaluated per row through indexes (timeslots_request, the primary keys,
 * channel_requests' own key), so a bootstrap page costs a few index probes per row.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The entities this horizon applies to (the planning calendar has its own steps). */
export const HISTORY_ENTITIES = ['requests', 'request_timeslots', 'request_equipment', 'channels', 'channel_groups', 'notifications'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export function isHistoryEntity(entity: string): entity is HistoryEntity {
  return (HISTORY_ENTITIES as readonly string[]).includes(entity);
}

/** The request `requestId` still matters at the horizon: pending, created since, or with a
 * timeslot not ended before it. */
function requestInHorizon(requestId: RawBuilder<unknown>, horizonStart: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from request_timeslots hz_t where hz_t.request_id = ${requestId} and hz_t."end" >= ${horizonStart})
    or exists (select 1 from requests hz_r where hz_r.id = ${requestId} and (hz_r.status = 'pending' or hz_r.created_at >= ${horizonStart})))`;
}

/** The group `channelId` still matters: a message or a change since the horizon, no requests at
 * all, or one of its requests in the horizon. */
function channelInHorizon(channelId: RawBuilder<unknown>, horizonStart: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from channels hz_c where hz_c.id = ${channelId} and (hz_c.updated_at >= ${horizonStart} or hz_c.created_at >= ${horizonStart}))
    or not exists (select 1 from channel_requests hz_cr where hz_cr.channel_id = ${channelId})
    or exists (select 1 from channel_requests hz_cr2 where hz_cr2.channel_id = ${channelId} and ${requestInHorizon(sql.ref('hz_cr2.request_id'), horizonStart)}))`;
}

/** True for a row of `entity` (in the query's scope under its table name) inside the horizon. */
export function inHistoryHorizon(entity: HistoryEntity, horizonStart: string): Expression<SqlBool> {
  switch (entity) {
    case 'requests':
      return requestInHorizon(sql.ref('requests.id'), horizonStart);
    case 'request_timeslots':
      return requestInHorizon(sql.ref('request_timeslots.request_id'), horizonStart);
    case 'request_equipment':
      return requestInHorizon(sql.ref('request_equipment.request_id'), horizonStart);
    case 'channels':
      return channelInHorizon(sql.ref('channels.id'), horizonStart);
    case 'channel_groups':
      return channelInHorizon(sql.ref('channel_groups.channel_id'), horizonStart);
    case 'notifications':
      return sql<SqlBool>`(notifications.created_at >= ${horizonStart} or notifications.read_at is null)`;
  }
}
