/**
 * The signed-in user's groups as the chat list shows them, live from the local database: the
 * user's own member row (muted), the channel (name, last message, requests), the unread total.
 * Spec section 4: a group is active while one planning of its requests is confirmed work, as the
 * server keeps it on the channel (server/chat/channel-activity.ts; not every member may see the
 * plannings), otherwise recent. A flip reaches the device as `channel-updated` and the feed, and
 * the live query moves the group between the tabs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { unreadTotals, type ChannelRow, type LocalDb } from '../../../src-sync/index.js';

export interface ChatGroupItem {
  groupId: number;
  channelId: number;
  name: string;
  muted: boolean;
  unread: number;
  active: boolean;
  lastMessage: ChannelRow['last_message'];
  requestIds: number[];
  /** For ordering: the last message's time, else the group's creation. */
  sortKey: string;
}

async function readGroups(db: LocalDb, userId: number): Promise<ChatGroupItem[]> {
  const own = await db.channel_groups.where('user_id').equals(userId).toArray();
  // One read of the table, not one per group: the device holds only the groups of its user (the
  // feed sends a group to its members only), and a bulkGet is a request per key, 17,931 for the
  // bench's admin: 16 s in a browser holding a million rows.
  const channels = new Map((await db.channels.toArray()).map((channel) => [channel.id, channel]));
  const totals = new Map((await unreadTotals(db)).map((u) => [u.channel_id, Number(u.total)]));
  const items: ChatGroupItem[] = [];
  own.forEach((group) => {
    const channel = channels.get(group.channel_id);
    if (!channel) return;
    items.push({
      groupId: group.id,
      channelId: channel.id,
      name: channel.name,
      muted: group.muted === 1,
      unread: totals.get(channel.id) ?? 0,
      active: channel.active === 1,
      lastMessage: channel.last_message,
      requestIds: channel.requests.map((r) => r.id),
      sortKey: channel.last_message?.created_at ?? channel.created_at,
    });
  });
  return items.sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : b.channelId - a.channelId));
}

export interface ChatGroups {
  /** What the list shows: the live read, or the last one while it is not live or re-reading. */
  shown: ChatGroupItem[] | undefined;
  /** The live read only (undefined until it arrives): what a lookup by id or request must use. */
  fresh: ChatGroupItem[] | undefined;
}

/**
 * `live` false reads nothing and keeps the last list read: the list is every group of the user,
 * so the widget reads it only while it is shown (use-unread-total.ts says why). Shown again, the
 * kept list stands until the fresh read arrives.
 */
export function useChatGroups(db: LocalDb, userId: number, live = true): ChatGroups {
  const fresh = useLiveQuery(() => (live ? readGroups(db, userId) : undefined), [db, userId, live]);
  const [kept, setKept] = useState<{ userId: number; groups: ChatGroupItem[] } | null>(null);
  useEffect(() => {
    if (fresh !== undefined) setKept({ userId, groups: fresh });
  }, [fresh, userId]);
  return { shown: fresh ?? (kept?.userId === userId ? kept.groups : undefined), fresh };
}
