/**
 * Opening a group marks all its messages read (spec section 4; PUT /api/messages/read/all/
 * {channelId}). The badge clears at once; the write is queued like any other (offline, a reload,
 * a lost answer: it is sent until the server has it) and only when something is unread or no read
 * of this group is queued already, so an open conversation receiving messages queues one read,
 * not one per message.
 */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { enqueue, mutationTables, type MutationResult } from '../../outbox/enqueue.js';
import { READ_ALL_OP } from '../../chat/chat-ops.js';

export async function markChannelRead(local: LocalDb, channelId: number, userId: number): Promise<MutationResult> {
  const db = writableDb(local);
  return db.transaction('rw', mutationTables(db), async () => {
    const total = await db.unread_counts.get(channelId);
    const unreadHere = await db.messages
      .where('channel_id')
      .equals(channelId)
      .filter((m) => m.message_status.some((s) => s.user_id === userId && s.status === 0))
      .count();
    const queued = await db.outbox.where('state').anyOf('pending', 'waiting').filter((row) => row.op === READ_ALL_OP && row.target_id === channelId).count();
    await db.unread_counts.put({ channel_id: channelId, total: '0' });
    if (queued > 0 || (Number(total?.total ?? '0') === 0 && unreadHere === 0)) return { uuid: null, id: channelId, tempId: null };
    const row = await enqueue(db, {
      op: READ_ALL_OP,
      entity: 'channels',
      recordId: channelId,
      method: 'PUT',
      path: '/api/messages/read/all/{id}',
      targetId: channelId,
      body: {},
      // The statuses change on the server; the feed brings them back (read receipts).
      effects: [],
    });
    return { uuid: row.uuid, id: channelId, tempId: null };
  });
}
