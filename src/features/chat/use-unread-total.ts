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

export async function readUnreadTotal(db: LocalDb, userId: number): Promise<number> {
  const unread = (await unreadTotals(db)).filter((row) => Number(row.total) > 0);
  if (unread.length === 0) return 0;
  const own = await db.channel_groups
    .where('channel_id')
    .anyOf(unread.map((row) => row.channel_id))
    .filter((group) => group.user_id === userId)
    .toArray();
  const channelIds = [...new Set(own.map((group) => group.channel_id))];
  const present = new Set((await db.channels.bulkGet(channelIds)).filter((channel) => channel !== undefined).map((channel) => channel.id));
  return unread.reduce((sum, row) => sum + (present.has(row.channel_id) ? Number(row.total) : 0), 0);
}

export function useUnreadTotal(db: LocalDb, userId: number): number {
  return useLiveQuery(() => readUnreadTotal(db, userId), [db, userId]) ?? 0;
}
