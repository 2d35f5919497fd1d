/**
 * Opening a group marks all its messages read (spec section 4; PUT /api/messages/read/all/
 * {channelId}). The badge clears at once; the write is queued like any other (offline, a reload,
 * a lost answer: it is sent until the server has it) and only when something is unread or no read
 * of this group is queued already, so an open conversation receiving messages queues one read,
 * not one per message.
 *
 * Whether anything is unread is looked up in a read-only transaction, and a group with nothing
 * unread writes nothing: the look scans the group's messages on this device, and a write
 * transaction around it would hold every other write (a message being sent, one arriving) up.
 */
import Dexie from 'dexie';
import { writableDb, type VigilDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { enqueue, enqueueTables, type MutationResult } from '../../outbox/enqueue.js';
import { READ_ALL_OP } from '../../chat/chat-ops.js';

function queuedReads(db: VigilDb, channelId: number): Promise<number> {
  return db.outbox.where('state').anyOf('pending', 'waiting').filter((row) => row.op === READ_ALL_OP && row.target_id === channelId).count();
}

async function somethingUnread(db: VigilDb, channelId: number, userId: number): Promise<boolean> {
  return db.transaction('r', db.unread_counts, db.messages, async () => {
    const total = await db.unread_counts.get(channelId);
    if (Number(total?.total ?? '0') !== 0) return true;
    const unread = await db.messages
      .where('[channel_id+created_at]')
      .between([channelId, Dexie.minKey], [channelId, Dexie.maxKey])
      .filter((m) => m.message_status.some((s) => s.user_id === userId && s.status === 0))
      .first();
    return unread !== undefined;
  });
}

export async function markChannelRead(local: LocalDb, channelId: number, userId: number): Promise<MutationResult> {
  const db = writableDb(local);
  const nothing: MutationResult = { uuid: null, id: channelId, tempId: null };
  if (!(await somethingUnread(db, channelId, userId))) return nothing;
  return db.transaction('rw', [...enqueueTables(db, ['channels']), db.unread_counts.name], async () => {
    await db.unread_counts.put({ channel_id: channelId, total: '0' });
    if ((await queuedReads(db, channelId)) > 0) return nothing;
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
