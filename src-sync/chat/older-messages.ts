/**
 * Older messages than the device holds, paged from the server as the user scrolls up (spec
 * section 9: load more near the top of the list) and kept locally like any synced row.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues } from '../outbox/rebase.js';
import { messagePageSchema } from '../protocol/chat-writes.js';

export interface OlderMessages {
  /** How many messages the page brought. */
  loaded: number;
  /** False once the server has nothing older (`next_page_url` -1). */
  more: boolean;
}

/** The page before the oldest message the device holds of the group (server ids only). */
export async function loadOlderMessages(db: VigilDb, http: HttpClient, channelId: number): Promise<OlderMessages> {
  const oldest = await db.messages.where('[channel_id+created_at]').between([channelId, ''], [channelId, '\uffff']).filter((m) => m.id > 0).first();
  const answer = await http.request({
    method: 'GET',
    url: `/api/messages/${channelId}`,
    params: { sort: '-id', 'page[number]': 1, ...(oldest ? { before: oldest.id } : {}) },
  });
  const page = messagePageSchema.parse(answer);
  await db.transaction('rw', mutationTables(db), async () => {
    await applyServerValues(db, page.data.map((row) => ({ table: 'messages' as const, id: row.id, row })), { onlyIfNewer: true });
  });
  return { loaded: page.data.length, more: page.next_page_url !== -1 };
}
