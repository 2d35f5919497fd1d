/**
 * A chat text's request leaves while its outbox row is still being written (outbox/send-ahead.ts),
 * and the row's delivery takes that request's answer as its own: one request, one message, and
 * the order of a group's messages kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import { messageEchoes } from '../../../src-sync/chat/message-echoes.js';
import { sendMessage } from '../../../src-sync/mutations/chat/send-message.js';
import { onOutboxAppended } from '../../../src-sync/outbox/outbox-appended.js';
import { OutboxSender } from '../../../src-sync/outbox/outbox-sender.js';
import { KnownActiveRows } from '../../../src-sync/outbox/send-ahead.js';
import type { OutboxRow } from '../../../src-sync/db/engine-tables.js';
import type { ChannelRow } from '../../../src-sync/protocol/entities.js';
import { eventually, FakeHttp, freshDb, httpError } from '../helpers/fakes.js';

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

interface Sent {
  tempId: string;
  key: string;
}

/** A server storing each message once per Idempotency-Key, answering when the test lets it. */
function server(options: { loseFirstAnswer?: boolean } = {}) {
  const waiting: (() => void)[] = [];
  const stored = new Map<string, number>();
  const arrived: Sent[] = [];
  let lose = options.loseFirstAnswer ?? false;
  let nextId = 100;
  const http = new FakeHttp(async (request: HttpRequest) => {
    // The sender's probe after a lost answer.
    if (request.method === 'GET') return {};
    const body = request.body as { text: string; tempId: string };
    const key = request.headers?.['Idempotency-Key'] ?? '';
    arrived.push({ tempId: body.tempId, key });
    await new Promise<void>((resolve) => waiting.push(resolve));
    let id = stored.get(key);
    if (id === undefined) {
      nextId += 1;
      id = nextId;
      stored.set(key, id);
    }
    if (lose) {
      lose = false;
      throw httpError(0, 'Network Error');
    }
    return { data: { id, channel_id: 1, text: body.text, tr_text: null, image: null, created_at: T, request_status: null, user: me, tempId: body.tempId, message_status: [{ user_id: 7, status: 0, tr_text: null }] } };
  });
  return { http, arrived, stored, release: () => waiting.shift()?.(), held: () => waiting.length };
}

async function start(http: FakeHttp, now = () => 1_000_000): Promise<void> {
  db = freshDb();
  await db.open();
  await db.channels.put(channel);
  sender = new OutboxSender({ db, http, now, random: () => 0.5, logger: silentLogger });
  sender.start();
  await sender.idle();
  stopListening = onOutboxAppended(db, sender);
}

describe('a chat text sent ahead of its durable write', () => {
  it('reaches the server before the write starts, and the row is settled by that one request', async () => {
    const fake = server();
    await start(fake.http);
    const sending = sendMessage(db, { channelId: 1, text: 'Gate 3 is closed', sender: me }, {
      // The write waits until the server holds the request: it cannot start before it.
      beforeWrite: () => eventually(() => fake.held() === 1),
    });
    const sent = await sending;
    const [row] = await db.outbox.toArray();
    expect(row?.uuid).toBe(sent.uuid);
    expect(fake.arrived).toEqual([{ tempId: sent.tempId, key: sent.uuid }]);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect((await db.messages.toArray()).map((message) => message.id)).toEqual([101]);
    expect(fake.http.writes()).toHaveLength(1);
  });

  it('keeps a group’s order: a text typed while the one before is still on its way waits for it', async () => {
    const fake = server();
    await start(fake.http);
    // Both typed before either is written: the second is not sent ahead of the first.
    const first = sendMessage(db, { channelId: 1, text: 'first', sender: me });
    const second = sendMessage(db, { channelId: 1, text: 'second', sender: me });
    const [a, b] = await Promise.all([first, second]);
    await eventually(() => fake.held() === 1);
    expect(fake.arrived.map((sent) => sent.tempId)).toEqual([a.tempId]);
    fake.release();
    await eventually(() => fake.held() === 1);
    // A third, typed while the second is being delivered, does not go ahead either.
    const third = await sendMessage(db, { channelId: 1, text: 'third', sender: me });
    expect(fake.arrived.map((sent) => sent.tempId)).toEqual([a.tempId, b.tempId]);
    fake.release();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect(fake.arrived.map((sent) => sent.tempId)).toEqual([a.tempId, b.tempId, third.tempId]);
    expect((await db.messages.orderBy('id').toArray()).map((message) => message.text)).toEqual(['first', 'second', 'third']);
  });

  it('does not go ahead of an earlier write of the group waiting in the outbox to be retried', async () => {
    let clock = 1_000_000;
    const fake = server();
    let failing = true;
    const handler = fake.http.handler;
    fake.http.handler = (request) => {
      // A broken server (not one that said to pause): the row waits for its next attempt.
      if (failing) throw httpError(500, 'Server Error');
      return handler(request);
    };
    await start(fake.http, () => clock);
    const first = await sendMessage(db, { channelId: 1, text: 'first', sender: me });
    await eventually(async () => (await db.outbox.toArray())[0]?.state === 'waiting');
    failing = false;
    const second = await sendMessage(db, { channelId: 1, text: 'second', sender: me });
    expect(fake.arrived).toEqual([]);
    clock += 10 * 60_000;
    await sender?.retryNow();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect(fake.arrived.map((sent) => sent.tempId)).toEqual([first.tempId, second.tempId]);
  });

  it('does not go ahead of a write of the group left waiting by an earlier session', async () => {
    const fake = server();
    let failing = true;
    const handler = fake.http.handler;
    fake.http.handler = (request) => {
      if (failing) throw httpError(500, 'Server Error');
      return handler(request);
    };
    await start(fake.http);
    const first = await sendMessage(db, { channelId: 1, text: 'first', sender: me });
    await eventually(async () => (await db.outbox.toArray())[0]?.state === 'waiting');
    // A reload: a new sender over the same database, which has not sent the waiting row yet.
    stopListening?.();
    await sender?.stop();
    failing = false;
    sender = new OutboxSender({ db, http: fake.http, now: () => 1_000_000, random: () => 0.5, logger: silentLogger });
    sender.start();
    await sender.idle();
    stopListening = onOutboxAppended(db, sender);
    const second = await sendMessage(db, { channelId: 1, text: 'second', sender: me });
    expect(fake.arrived).toEqual([]);
    await sender.retryNow();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    expect(fake.arrived.map((sent) => sent.tempId)).toEqual([first.tempId, second.tempId]);
  });

  it('stores the message once when the answer to the request sent ahead is lost', async () => {
    const fake = server({ loseFirstAnswer: true });
    await start(fake.http);
    const sent = await sendMessage(db, { channelId: 1, text: 'Patrol done', sender: me });
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(async () => (await db.outbox.toArray())[0]?.state === 'waiting');
    await sender?.retryNow();
    await eventually(() => fake.held() === 1);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    // Sent twice under the row's one key; stored once.
    expect(fake.arrived).toEqual([{ tempId: sent.tempId, key: sent.uuid }, { tempId: sent.tempId, key: sent.uuid }]);
    expect(fake.stored.size).toBe(1);
    expect((await db.messages.toArray()).map((message) => message.id)).toEqual([101]);
  });

  it('is made off the thread where the client can, at once: before the render the keystroke queued', async () => {
    const fake = server();
    const order: string[] = [];
    const offThread: HttpRequest[] = [];
    // The SPA's api client hands such a request to a worker; the fake records that it was asked to.
    const http = Object.assign(fake.http, {
      requestOffThread: (request: HttpRequest) => {
        order.push('request');
        offThread.push(request);
        return fake.http.request(request);
      },
    });
    await start(http);
    // A screen showing the echo: its render is queued as a microtask when the echo appears (React's is).
    const stop = messageEchoes(db).subscribe(() => queueMicrotask(() => order.push('render')));
    setTimeout(() => order.push('next task'), 0);
    const sent = await sendMessage(db, { channelId: 1, text: 'Gate 3 is closed', sender: me }, { beforeWrite: () => eventually(() => fake.held() === 1) });
    stop();
    // Made after that render (still in the keystroke's task), the bench's second client waited
    // 30-40 ms longer at p95: the request goes first.
    expect(order.slice(0, 3)).toEqual(['request', 'render', 'next task']);
    expect(offThread.map((request) => request.headers?.['Idempotency-Key'])).toEqual([sent.uuid]);
    fake.release();
    await eventually(async () => (await db.outbox.count()) === 0);
    // The row's delivery took the answer of the request made off the thread: sent once.
    expect(fake.http.writes()).toHaveLength(1);
  });

  it('sends nothing when the message is refused before it is written', async () => {
    const fake = server();
    await start(fake.http);
    await expect(sendMessage(db, { channelId: 1, text: 'x'.repeat(5001), sender: me })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.arrived).toEqual([]);
  });
});

describe('the undelivered rows the sender knows of', () => {
  const row = (seq: number, state: OutboxRow['state']) => ({ seq, state, keys: [`messages:-${seq}`, 'channels:1'] }) as OutboxRow;

  it('knows nothing, and so lets nothing go ahead, until the outbox was read once', () => {
    const known = new KnownActiveRows();
    expect(known.mayHoldKey('channels:1')).toBe(true);
    known.beginRead();
    known.replace([]);
    expect(known.mayHoldKey('channels:1')).toBe(false);
  });

  it('counts a row as delivered from the server’s answer, even when a read from before that still shows it sending', () => {
    const known = new KnownActiveRows();
    known.beginRead();
    known.replace([row(1, 'sending')]);
    expect(known.mayHoldKey('channels:1')).toBe(true);
    known.beginRead();
    known.delivered(1);
    // The read began before the answer: it still has the row as sending.
    known.replace([row(1, 'sending')]);
    expect(known.mayHoldKey('channels:1')).toBe(false);
    known.settled(1);
    expect(known.mayHoldKey('channels:1')).toBe(false);
  });

  it('keeps a row appended while a read is under way, which that read may not have seen', () => {
    const known = new KnownActiveRows();
    known.beginRead();
    known.replace([]);
    known.beginRead();
    known.add(row(2, 'pending'));
    known.replace([]);
    expect(known.mayHoldKey('channels:1')).toBe(true);
    expect(known.mayHoldKey('channels:2')).toBe(false);
  });
});
