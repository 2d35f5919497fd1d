/**
 * The unread totals per group (spec sections 3 and 9: kept locally, as strings). The server's
 * count is the truth: the leader asks GET /api/messages/unread after every pull, so a group read
 * on another tab or device clears here on the next pull (its messages' statuses changed, which
 * the feed announces), and after every realtime message. A group opened here drops to zero at
 * once, before the server has heard of it: a read still queued keeps its group at zero whatever
 * the server's count says meanwhile.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { unreadAnswerSchema } from '../protocol/chat-writes.js';
import { READ_ALL_OP } from './chat-ops.js';

async function groupsBeingRead(db: VigilDb): Promise<Set<number>> {
  const rows = await db.outbox.where('state').anyOf('pending', 'waiting', 'sending').filter((row) => row.op === READ_ALL_OP).toArray();
  return new Set(rows.map((row) => row.target_id).filter((id): id is number => id !== null));
}

export async function refreshUnreadTotals(db: VigilDb, http: HttpClient, logger: EngineLogger): Promise<void> {
  let answer: unknown;
  try {
    answer = await http.request({ method: 'GET', url: '/api/messages/unread' });
  } catch (error) {
    logger.warn('could not read the unread totals', error);
    return;
  }
  const parsed = unreadAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    logger.warn('unread totals: malformed answer');
    return;
  }
  await db.transaction('rw', db.unread_counts, db.outbox, async () => {
    const reading = await groupsBeingRead(db);
    await db.unread_counts.clear();
    await db.unread_counts.bulkPut(parsed.data.data.map((entry) => ({ channel_id: entry.channel_id, total: reading.has(entry.channel_id) ? '0' : entry.total })));
  });
}
