/**
 * Sending shows the message in the caller's own task (its in-memory echo), before IndexedDB has
 * answered anything, and the echo gives way to the stored copy without a gap and without a
 * double; a send the database refuses takes its echo back. Opening a group with nothing unread
 * writes nothing; with something unread it clears the badge and queues one read. The realtime
 * copy of an own message is left to the send's answer while that send is on its way.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markChannelRead, messageEchoes, MutationInputError, sendMessage, type ChannelRow, type MessageRow, type VigilDb } from '../../../src-sync/index.js';
import { createNewMessageEvents } from '../../../src-sync/chat/new-message-event.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import { FakeHttp, freshDb } from '../helpers/fakes.js';

const T = '2030-01-10 08:00:00';
const me = { id: 5, first_name: 'Sofie', last_name: 'Test' };
const channel: ChannelRow = {
  id: 1, name: 'REQ-1 Acme', request_id: 1, created_at: T, updated_at: T, last_message: null, active: 1,
  requests: [{ id: 1, identifier: 'REQ-1', type: 'Static', subcontractor_id: null, status: 'confirmed' }],
};
const fromMarc = (id: number, status: number): MessageRow => ({
  id, channel_id: 1, text: `m${id}`, tr_text: null, image: null, created_at: T, request_status: null, user: { id: 7, first_name: 'Marc', last_name: 'Test' },
  tempId: null, message_status: [{ user_id: me.id, status, tr_text: null }], system: null,
});

let db: VigilDb;

/** What the conversation shows: the read's rows and the echoes it does not cover. */
async function shown(channelId: number): Promise<string[]> {
  const echoes = messageEchoes(db);
  const readAt = echoes.generation();
  const rows = await db.messages.filter((m) => m.channel_id === channelId).toArray();
  const seen = new Set(rows.map((row) => row.tempId).filter((key): key is string => key !== null));
  return [...rows, ...echoes.unseenBy(channelId, readAt, seen)].map((row) => row.text ?? '');
}

beforeEach(async () => {
  db = freshDb();
  await db.open();
  await db.channels.put(channel);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('sending a message', () => {
  it('echoes it synchronously, then shows the stored copy once, never both and never neither', async () => {
    const echoes = messageEchoes(db);
    const before = echoes.generation();
    const sending = sendMessage(db, { channelId: 1, text: 'Gate 3 is closed', sender: me });
    // Nothing has been awaited: no IndexedDB request can have completed.
    expect(echoes.unseenBy(1, before, new Set()).map((row) => row.text)).toEqual(['Gate 3 is closed']);
    expect(await db.messages.count()).toBe(0);
    const result = await sending;
    // A read that started before the commit but saw nothing still shows the echo…
    expect(echoes.unseenBy(1, before, new Set()).map((row) => row.text)).toEqual(['Gate 3 is closed']);
    // …a read that holds the stored copy shows that copy alone, and so does any later read.
    expect(echoes.unseenBy(1, before, new Set([result.tempId as string]))).toEqual([]);
    expect(await shown(1)).toEqual(['Gate 3 is closed']);
    expect((await db.messages.get(result.id))?.tempId).toBe(result.tempId);
    expect(await db.outbox.count()).toBe(1);
  });

  it('starts the durable write only once `beforeWrite` resolves (the screen paints the echo first)', async () => {
    const echoes = messageEchoes(db);
    let painted!: () => void;
    const paint = new Promise<void>((resolve) => (painted = resolve));
    const sending = sendMessage(db, { channelId: 1, text: 'After the frame', sender: me }, { beforeWrite: () => paint });
    expect(echoes.unseenBy(1, echoes.generation(), new Set()).map((row) => row.text)).toEqual(['After the frame']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    painted();
    const result = await sending;
    expect((await db.messages.get(result.id))?.text).toBe('After the frame');
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not bring the echo back once a read after the commit no longer holds the copy (a refused send rolled it back)', async () => {
    const echoes = messageEchoes(db);
    const result = await sendMessage(db, { channelId: 1, text: 'Refused later', sender: me });
    await db.messages.delete(result.id);
    const readAt = echoes.generation();
    expect(echoes.unseenBy(1, readAt, new Set())).toEqual([]);
    echoes.forgetSeen(1, readAt);
    expect(echoes.unseenBy(1, -1, new Set())).toEqual([]);
  });

  it('takes the echo back when the write fails, and queues nothing', async () => {
    const echoes = messageEchoes(db);
    const sending = sendMessage(db, { channelId: 99, text: 'To a group not here', sender: me });
    expect(echoes.unseenBy(99, echoes.generation(), new Set())).toHaveLength(1);
    await expect(sending).rejects.toBeInstanceOf(MutationInputError);
    expect(echoes.unseenBy(99, -1, new Set())).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
  });

  it('refuses an empty message before echoing anything', async () => {
    const echoes = messageEchoes(db);
    await expect(sendMessage(db, { channelId: 1, text: '   ', sender: me })).rejects.toBeInstanceOf(MutationInputError);
    expect(echoes.unseenBy(1, -1, new Set())).toEqual([]);
  });
});

describe('marking a group read', () => {
  it('writes nothing when nothing is unread', async () => {
    await db.messages.put(fromMarc(10, 1));
    expect((await markChannelRead(db, 1, me.id)).uuid).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.unread_counts.get(1)).toBeUndefined();
  });

  it('clears the badge and queues one read for an unread message, however often it is called', async () => {
    await db.messages.put(fromMarc(10, 0));
    expect((await markChannelRead(db, 1, me.id)).uuid).not.toBeNull();
    expect((await markChannelRead(db, 1, me.id)).uuid).toBeNull();
    expect(await db.outbox.filter((row) => row.op === 'read-channel').count()).toBe(1);
    expect((await db.unread_counts.get(1))?.total).toBe('0');
  });

  it('queues a read for the server’s unread total even when no unread message is on the device', async () => {
    await db.unread_counts.put({ channel_id: 1, total: '4' });
    expect((await markChannelRead(db, 1, me.id)).uuid).not.toBeNull();
    expect((await db.unread_counts.get(1))?.total).toBe('0');
  });
});

describe('the server’s copy of an own message arriving by realtime', () => {
  const events = () => createNewMessageEvents(db, new FakeHttp(), me.id, silentLogger);
  const serverCopy = (tempId: string): MessageRow => ({ ...fromMarc(500, 0), user: me, text: 'On my way', tempId, message_status: [{ user_id: 7, status: 0, tr_text: null }] });

  it('is left to the send’s answer while that send is on its way', async () => {
    const sent = await sendMessage(db, { channelId: 1, text: 'On my way', sender: me });
    await db.outbox.toCollection().modify({ state: 'sending' });
    expect(await events().apply({ message: serverCopy(sent.tempId as string) })).toBe(true);
    expect((await db.messages.toArray()).map((row) => row.id)).toEqual([sent.id]);
  });

  it('takes the place of the local copy when the send is not on its way (its answer was lost)', async () => {
    const sent = await sendMessage(db, { channelId: 1, text: 'On my way', sender: me });
    await db.outbox.toCollection().modify({ state: 'waiting' });
    expect(await events().apply({ message: serverCopy(sent.tempId as string) })).toBe(true);
    expect((await db.messages.toArray()).map((row) => row.id)).toEqual([500]);
  });
});

describe('another member’s message arriving by realtime', () => {
  it('shows from memory before it is stored, then from its stored copy, never twice', async () => {
    await db.channel_groups.put({ id: 1, channel_id: 1, user_id: me.id, muted: 0, created_at: T, updated_at: T, user: { ...me, language: 'en' } });
    const echoes = messageEchoes(db);
    const seenOnChange: { echoed: string[] }[] = [];
    const unsubscribe = echoes.subscribe(() => {
      seenOnChange.push({ echoed: echoes.unseenBy(1, echoes.generation(), new Set()).map((row) => row.text ?? '') });
    });
    const incoming: MessageRow = { ...fromMarc(600, 0), text: 'Gate 5 open', tempId: 'tmp-marc-1' };
    const applying = createNewMessageEvents(db, new FakeHttp(), me.id, silentLogger).apply({ message: incoming });
    expect(await applying).toBe(true);
    unsubscribe();
    // The first change is the echo, before any write: the message showed without IndexedDB.
    expect(seenOnChange[0]?.echoed).toEqual(['Gate 5 open']);
    expect(await shown(1)).toEqual(['Gate 5 open']);
    expect((await db.messages.get(600))?.text).toBe('Gate 5 open');
  });
});
