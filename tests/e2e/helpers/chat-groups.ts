/** The demo company's chat groups as the e2e tests find them through the API. */
import type { ApiAs } from './api.js';

export interface ChatGroup {
  id: number;
  channel_id: number;
  members: { user_id: number }[];
  channels: { name: string }[];
}

/** Up to `wanted` groups the caller shares with `userId`, Active then Recent (whether each is active). */
export async function sharedGroups(api: ApiAs, userId: number, wanted: number): Promise<{ group: ChatGroup; active: boolean }[]> {
  const found: { group: ChatGroup; active: boolean }[] = [];
  const active = await api.get<{ success: ChatGroup[] }>('/api/channels/active');
  for (const group of active.success) if (group.members.some((m) => m.user_id === userId)) found.push({ group, active: true });
  for (let page = 1; page <= 20 && found.length < wanted; page++) {
    const recent = await api.get<{ data: ChatGroup[] }>(`/api/channels/recent?sort=-id&page[number]=${page}`);
    for (const group of recent.data) if (group.members.some((m) => m.user_id === userId)) found.push({ group, active: false });
  }
  if (found.length < wanted) throw new Error(`only ${found.length} groups shared with user ${userId}`);
  return found.slice(0, wanted);
}

export const groupName = (group: ChatGroup): string => group.channels[0]?.name ?? '';
