/**
 * Groups in the shape the chat list reads (spec section 3 "Channel group"): the caller's own
 * member row (its id, muted flag) with all members and the channel (last message, requests).
 * A fixed number of queries for any number of groups.
 */
import { sql } from 'kysely';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from '../sync/change-log.js';
import type { ChatGroup } from '../../src-sync/protocol/chat-writes.js';

/** The caller's groups of these channels, in the order of `channelIds`. */
export async function groupsOf(db: Executor, userId: number, channelIds: readonly number[]): Promise<ChatGroup[]> {
  if (channelIds.length === 0) return [];
  const own = await db.selectFrom('channel_groups').select(['id', 'channel_id']).where('user_id', '=', userId).where('channel_id', 'in', [...channelIds]).execute();
  const all = await db.selectFrom('channel_groups').select(['id', 'channel_id']).where('channel_id', 'in', [...channelIds]).execute();
  const [ownRows, memberRows, channels] = await Promise.all([
    serializeRows(db, 'channel_groups', own.map((r) => r.id)),
    serializeRows(db, 'channel_groups', all.map((r) => r.id)),
    serializeRows(db, 'channels', [...channelIds]),
  ]);
  const out: ChatGroup[] = [];
  for (const channelId of channelIds) {
    const mine = ownRows.find((g) => g.channel_id === channelId);
    const channel = channels.find((c) => c.id === channelId);
    if (!mine || !channel) continue;
    out.push({ ...mine, members: memberRows.filter((m) => m.channel_id === channelId), channels: [channel] });
  }
  return out;
}

/**
 * Spec section 4: "A planning is active in the chat list when its status is confirmed,
 * otherwise recent." The flag the server keeps on each channel (channel-activity.ts); the query
 * joins `channels`.
 */
export const activeCondition = sql<boolean>`channels.active = 1`;
