/**
 * The launcher's unread total (the badge and the page title), live from the local database. It
 * reads only the groups that have unread messages (the unread_counts rows, a handful) and the
 * user's membership of those: the whole group list (useChatGroups) is one read per channel and
 * per request, 17,946 of each for the bench's admin, over a second of the page's main thread and
 * of the browser's IndexedDB queue at every start and after every pull. Started with the app, it
 * sat in front of the planner's first keystroke and of the next reload's first rows (DESIGN.md
 * section 6). Counts what the group list would sum: the user's own groups whose channel is here.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { unreadTotals, type LocalDb } from '../../../src-sync/index.js';

/** Above this many groups with unread messages, the user's groups and the channels here are read
 * whole (two requests) instead of one request per group (thousands, seconds, after every pull). */
export const TARGETED_READ_LIMIT = 100;

async function ownPresentGroups(db: LocalDb, userId: number, channelIds: number[]): Promise<Set<number>> {
  if (channelIds.length <= TARGETED_READ_LIMIT) {
    const own = await db.channel_groups.where('channel_id').anyOf(channelIds).filter((group) => group.user_id === userId).toArray();
    const ids = [...new Set(own.map((group) => group.channel_id))];
    return new Set((await db.channels.bulkGet(ids)).filter((channel) => channel !== undefined).map((channel) => channel.id));
  }
  const [own, present] = await Promise.all([db.channel_groups.where('user_id').equals(userId).toArray(), db.channels.toCollection().primaryKeys()]);
  const here = new Set(present);
  return new Set(own.map((group) => group.channel_id).filter((id) => here.has(id)));
}

export async function readUnreadTotal(db: LocalDb, userId: number): Promise<number> {
  const unread = (await unreadTotals(db)).filter((row) => Number(row.total) > 0);
  if (unread.length === 0) return 0;
  const counted = await ownPresentGroups(db, userId, unread.map((row) => row.channel_id));
  return unread.reduce((sum, row) => sum + (counted.has(row.channel_id) ? Number(row.total) : 0), 0);
}

export function useUnreadTotal(db: LocalDb, userId: number): number {
  return useLiveQuery(() => readUnreadTotal(db, userId), [db, userId]) ?? 0;
}
