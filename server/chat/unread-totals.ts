/**
 * Each member's unread total per group, kept beside the statuses (`unread_totals`, migration
 * 0015) so the badge's `GET /api/messages/unread` reads one row per group instead of counting
 * every unread status. Counted, an admin of a company with a million messages (unread in 10,000
 * groups) cost the server 130 ms of synchronous SQLite per call, and every member's device asks
 * after each message: the next message's POST waited behind those counts.
 *
 * Every write of `message_status` goes through here in the same transaction: a message posted
 * (+1 for each member it is unread for), a group read (0), one message read (-1).
 */
import { sql } from 'kysely';
import type { Executor } from '../sync/change-log.js';

/** +1 for each of these members in the group (one statement: the group's members at once). */
export async function addUnread(trx: Executor, channelId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('unread_totals')
    .values(userIds.map((user_id) => ({ user_id, channel_id: channelId, total: 1 })))
    .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doUpdateSet({ total: sql<number>`unread_totals.total + 1` }))
    .execute();
}

/** The member read `count` of the group's messages (all of them when `count` is null). */
export async function subtractUnread(trx: Executor, userId: number, channelId: number, count: number | null): Promise<void> {
  const total = count === null ? sql<number>`0` : sql<number>`case when unread_totals.total > ${count} then unread_totals.total - ${count} else 0 end`;
  await trx.updateTable('unread_totals').set({ total }).where('user_id', '=', userId).where('channel_id', '=', channelId).execute();
}

/** The member's unread total of the group, as the spec's string. */
export async function unreadTotalOf(db: Executor, userId: number, channelId: number): Promise<string> {
  const row = await db.selectFrom('unread_totals').select('total').where('user_id', '=', userId).where('channel_id', '=', channelId).executeTakeFirst();
  return String(row?.total ?? 0);
}

/** Every group where the member has something unread, by group id. */
export async function unreadTotalsOf(db: Executor, userId: number): Promise<{ channel_id: number; total: string }[]> {
  const rows = await db.selectFrom('unread_totals').select(['channel_id', 'total']).where('user_id', '=', userId).where('total', '>', 0).orderBy('channel_id').execute();
  return rows.map((r) => ({ channel_id: Number(r.channel_id), total: String(r.total) }));
}

/** Counts every total again from the statuses (the migration, and a seed that writes statuses in bulk). */
export async function rebuildUnreadTotals(db: Executor): Promise<void> {
  await db.deleteFrom('unread_totals').execute();
  await sql`insert into unread_totals (user_id, channel_id, total)
    select message_status.user_id, messages.channel_id, count(*) from message_status
    inner join messages on messages.id = message_status.message_id
    where message_status.status = 0
    group by message_status.user_id, messages.channel_id`.execute(db);
}
