/**
 * The unread totals per group (spec sections 3 and 9: kept locally, as strings). The server's
 * count is the truth: the leader asks GET /api/messages/unread after every pull, so a group read
 * on another tab or device clears here on the next pull (its messages' statuses changed, which
 * the feed announces), and after every realtime message. A group opened here drops to zero at
 * once, before the server has heard of it: a read still queued keeps its group at zero whatever
 * the server's count says meanwhile.
 *
 * Only the groups whose channel this device holds are stored: the server counts the user's
 * groups, and a group whose channel has not arrived yet is not in the list, so the badge must not
 * count it either. It is stored by the refresh after the pull that brings it. Stored this way, the
 * badge is the plain sum of this table: it reads no channel and no membership, so a message sent
 * or a channel changed does not re-run it (it read every channel and every membership of the
 * user, 60-130 ms of main thread after every message for the bench's admin).
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
  // Only what changed is written: the totals are asked after every pull and every message, and a
  // write to the table re-runs every live query reading it (the launcher's badge, the group
  // list). A user in thousands of groups with unread messages rewrote thousands of rows each time.
  await db.transaction('rw', db.unread_counts, db.outbox, db.channels, async () => {
    const reading = await groupsBeingRead(db);
    const here = new Set(await db.channels.toCollection().primaryKeys());
    const counted = parsed.data.data.filter((entry) => here.has(entry.channel_id));
    const next = new Map(counted.map((entry) => [entry.channel_id, reading.has(entry.channel_id) ? '0' : entry.total]));
    const held = await db.unread_counts.toArray();
    const was = new Map(held.map((row) => [row.channel_id, row.total]));
    const gone = held.filter((row) => !next.has(row.channel_id)).map((row) => row.channel_id);
    const changed = [...next].filter(([channelId, total]) => was.get(channelId) !== total).map(([channel_id, total]) => ({ channel_id, total }));
    if (gone.length > 0) await db.unread_counts.bulkDelete(gone);
    if (changed.length > 0) await db.unread_counts.bulkPut(changed);
  });
}
