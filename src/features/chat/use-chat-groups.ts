/**
 * The signed-in user's groups as the chat list shows them, live from the local database: the
 * user's own member row (muted), the channel (name, last message, requests), the unread total.
 * Spec section 4: a group is active while one planning of its requests is confirmed work, as the
 * server keeps it on the channel (server/chat/channel-activity.ts; not every member may see the
 * plannings), otherwise recent. A flip reaches the device as `channel-updated` and the feed, and
 * the live query moves the group between the tabs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
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
  const channels = await db.channels.bulkGet(own.map((g) => g.channel_id));
  const totals = new Map((await unreadTotals(db)).map((u) => [u.channel_id, Number(u.total)]));
  const items: ChatGroupItem[] = [];
  own.forEach((group, index) => {
    const channel = channels[index];
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

/** `enabled` false reads nothing (undefined): the list is every group of the user, so the widget
 * reads it only once it is first wanted (use-unread-total.ts says why). */
export function useChatGroups(db: LocalDb, userId: number, enabled = true): ChatGroupItem[] | undefined {
  return useLiveQuery(() => (enabled ? readGroups(db, userId) : undefined), [db, userId, enabled]);
}
