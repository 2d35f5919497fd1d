/**
 * Active or Recent (spec section 4: "A planning is active in the chat list when its status is
 * confirmed, otherwise recent"): a group is active while one planning of its requests is
 * confirmed work (`ACTIVE_PLANNING_STATUSES`). The flag is stored on the channel
 * (`channels.active`) and kept by the change tracker at the end of every write that touched a
 * planning or a request (`ChangeTracker.record`): a channel whose flag flips is logged again, so
 * every member's device moves the group between Active and Recent at once (`channel-updated`,
 * then the feed) and after a reload, whatever that member may see of the plannings themselves.
 */
import { sql } from 'kysely';
import { utcNow } from '../lib/time.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks, uniqueIds } from '../sync/in-chunks.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import { ACTIVE_PLANNING_STATUSES } from '../../src-sync/protocol/chat-system.js';

const activeStatuses = sql.join(ACTIVE_PLANNING_STATUSES.map((status) => sql.lit(status)));

/** 1 when one planning of the channel's requests is confirmed work, else 0 (SQL, per channel). */
const activeOf = (channelId: ReturnType<typeof sql.ref>) => sql<number>`case when exists (
  select 1 from channel_requests cr inner join plannings p on p.request_id = cr.request_id
  where cr.channel_id = ${channelId} and p.status in (${activeStatuses})) then 1 else 0 end`;

/** The request ids of these plannings (registered with a write before they change). */
export async function requestsOfPlannings(db: Executor, planningIds: readonly number[]): Promise<number[]> {
  const rows = await inChunks(planningIds, (chunk) => db.selectFrom('plannings').select('request_id').where('id', 'in', chunk).execute());
  return uniqueIds(rows.map((r) => r.request_id));
}

/** Sets the flag of the channels of these requests, logging each channel whose flag flips. */
export async function refreshChannelActivity(trx: Executor, changes: ChangeTracker, requestIds: readonly number[]): Promise<void> {
  const rows = await inChunks(uniqueIds(requestIds), (chunk) =>
    trx
      .selectFrom('channels')
      .select(['channels.id', 'channels.active', activeOf(sql.ref('channels.id')).as('now_active')])
      .where((eb) => eb.exists(eb.selectFrom('channel_requests').select('channel_requests.channel_id').whereRef('channel_requests.channel_id', '=', 'channels.id').where('channel_requests.request_id', 'in', chunk)))
      .execute(),
  );
  const flips = new Map<number, number>();
  for (const row of rows) if (Number(row.now_active) !== row.active) flips.set(row.id, Number(row.now_active));
  if (flips.size === 0) return;
  await changes.before('channels', [...flips.keys()]);
  for (const value of [0, 1]) {
    const ids = [...flips].filter(([, active]) => active === value).map(([id]) => id);
    // A newer updated_at: a realtime copy of the channel from before never wins over this one.
    if (ids.length > 0) await trx.updateTable('channels').set({ active: value, updated_at: utcNow() }).where('id', 'in', ids).execute();
  }
}

/** Sets every channel's flag at once (migration 0009, the demo data). */
export async function refreshAllChannelActivity(db: Executor): Promise<void> {
  await db.updateTable('channels').set({ active: activeOf(sql.ref('channels.id')) }).execute();
}
