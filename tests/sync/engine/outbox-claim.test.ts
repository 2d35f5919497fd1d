/**
 * A write queued in the sender's own tab goes out the moment it commits: it is marked sending in
 * the transaction that appends it, with nothing else waking the sender. A write that must wait
 * (an earlier message of the same group still on its way) is left pending and follows in order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import { sendMessage } from '../../../src-sync/mutations/chat/send-message.js';
import { onOutboxAppended } from '../../../src-sync/outbox/outbox-appended.js';
import { OutboxSender } from '../../../src-sync/outbox/outbox-sender.js';
import type { ChannelRow } from '../../../src-sync/protocol/entities.js';
import { eventually, FakeHttp, freshDb } from '../helpers/fakes.js';

const T = '2030-01-10 08:00:00';
const me = { id: 5, first_name: 'Sofie', last_name: 'Test' };
const channel: ChannelRow = {
  id: 1, name: 'REQ-1 Acme', request_id: 1, created_at: T, updated_at: T, last_message: null, active: 1,
  requests: [{ id: 1, identifier: 'REQ-1', type: 'Static', subcontractor_id: null, status: 'confirmed' }],
};

let db: VigilDb;
let sender: OutboxSender | null = null;
let stopListening: (() => void) | null = null;
afterEach(async () => {
  stopListening?.();
  await sender?.stop();
  sender = null;
  await db.delete();
});

/** A server that holds each answer until the test lets it go. */
function heldServer() {
  const waiting: (() => void)[] = [];
  let nextId = 100;
  const http = new FakeHttp(async (request: HttpRequest) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    const body = request.body as { text: string; tempId: string };
    nextId += 1;
    return { data: { id: nextId, channel_id: 1, text: body.text, tr_text: null, image: null, created_at: T, request_status: null, user: me, tempId: body.tempId, message_status: [{ user_id: 7, status: 0, tr_text: null }] } };
  });
  return { http, release: () => waiting.shift()?.(), held: () => waiting.length };
}

async function start(http: FakeHttp): Promise<OutboxSender> {
  db = freshDb();
  await db.open();
  await db.channels.put(channel);
  sender = new OutboxSender({ db, http, now: () => 1_000_000, random: () => 0.5, logger: silentLogger });
  sender.start();
  await sender.idle();
  stopListening = onOutboxAppended(db, sender);
  return sender;
}

describe('a write queued in the sender’s tab', () => {
  it('is marked sending in its own transaction and requested once committed, with nothing else waking the sender', async () => {
    const server = heldServer();
    await start(server.http);
    const sent = await sendMessage(db, { channelId: 1, text: 'Gate 3 is closed', sender: me });
    expect((await db.outbox.toArray()).map((row) => row.state)).toEqual(['sending']);
    await eventually(() => server.held() === 1);
    expect(server.http.writes().map((request) => (request.body as { tempId: string }).tempId)).toEqual([sent.tempId]);
    server.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect((await db.messages.toArray()).map((row) => row.id)).toEqual([101]);
  });

  it('leaves a later message of the same group pending until the earlier one is answered, so they arrive in order', async () => {
    const server = heldServer();
    await start(server.http);
    const first = await sendMessage(db, { channelId: 1, text: 'first', sender: me });
    await eventually(() => server.held() === 1);
    const second = await sendMessage(db, { channelId: 1, text: 'second', sender: me });
    expect((await db.outbox.orderBy('seq').toArray()).map((row) => row.state)).toEqual(['sending', 'pending']);
    expect(server.http.writes()).toHaveLength(1);
    server.release();
    await eventually(() => server.held() === 1);
    server.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect(server.http.writes().map((request) => (request.body as { tempId: string }).tempId)).toEqual([first.tempId, second.tempId]);
  });

  it('goes at once beside a waiting write of another group, reading only the rows that share its keys', async () => {
    const server = heldServer();
    await start(server.http);
    await db.channels.put({ ...channel, id: 2, name: 'REQ-2 Acme', request_id: 2 });
    const first = await sendMessage(db, { channelId: 1, text: 'first', sender: me });
    await eventually(() => server.held() === 1);
    await sendMessage(db, { channelId: 1, text: 'second', sender: me });
    // The whole outbox is not read inside the appending transaction any more.
    const wholeReads = vi.spyOn(db.outbox, 'toArray');
    const other = await sendMessage(db, { channelId: 2, text: 'other group', sender: me });
    expect(wholeReads).not.toHaveBeenCalled();
    wholeReads.mockRestore();
    expect((await db.outbox.orderBy('seq').toArray()).map((row) => row.state)).toEqual(['sending', 'pending', 'sending']);
    await eventually(() => server.held() === 2);
    expect(server.http.writes().map((request) => (request.body as { tempId: string }).tempId)).toEqual([first.tempId, other.tempId]);
    for (let i = 0; i < 3; i++) {
      server.release();
      await eventually(async () => server.held() > 0 || (await db.outbox.count()) === 0);
    }
    await eventually(async () => (await db.outbox.count()) === 0);
  });
});
