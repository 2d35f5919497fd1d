/**
 * Spec section 4: "A message for an unknown channel triggers fetching the group first." The
 * group (channel and members) is written before the message, so the list never shows a message
 * without its group.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues, type ServerValue } from '../outbox/rebase.js';
import { chatGroupSchema } from '../protocol/chat-writes.js';

export async function fetchGroup(db: VigilDb, http: HttpClient, channelId: number): Promise<boolean> {
  const answer = await http.request({ method: 'GET', url: `/api/channels/${channelId}/group` });
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  const parsed = chatGroupSchema.safeParse(data);
  if (!parsed.success) return false;
  const { members, channels, ...own } = parsed.data;
  const values: ServerValue[] = [
    ...channels.map((row) => ({ table: 'channels' as const, id: row.id, row })),
    ...members.map((row) => ({ table: 'channel_groups' as const, id: row.id, row })),
    { table: 'channel_groups', id: own.id, row: own },
  ];
  await db.transaction('rw', mutationTables(db), async () => {
    await applyServerValues(db, values, { onlyIfNewer: true });
  });
  return true;
}
