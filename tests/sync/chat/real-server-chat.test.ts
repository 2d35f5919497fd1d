/**
 * The chat engine against the real server (through the fault proxy): a message sent offline,
 * after a lost answer, with the access token expired, or from two tabs reaches the group exactly
 * once and in order; a conversation keeps its local echo until the server's row takes its place;
 * realtime messages add to the unread total and announce themselves; a group read on another
 * device clears here; a message for a group this device does not know fetches the group first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildUnreadTotals } from '../../../server/chat/unread-totals.js';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { CHAT_WINDOW_MESSAGES } from '../../../server/sync/chat-window.js';
import { AccessTokens } from '../../../server/auth/access-token.js';
import { issueRefreshToken } from '../../../server/auth/refresh-tokens.js';
import { createMemoryCookieJar } from '../../../src-sync/api/index.js';
import { markChannelRead, sendMessage } from '../../../src-sync/mutations/chat/index.js';
import type { MessageRow } from '../../../src-sync/protocol/entities.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, connected, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const sender = (handle: EngineHandle) => ({ id: stack.world.users[handle.role], first_name: handle.role, last_name: 'Test' });
const ch1 = () => stack.world.channels.ch1;
const serverMessages = (channelId: number) =>
  stack.server.context.db.selectFrom('messages').select(['id', 'text', 'temp_id', 'user_id']).where('channel_id', '=', channelId).orderBy('id').execute();
const messagePosts = (channelId: number) => stack.proxy.forwarded.filter((r) => r.method === 'POST' && r.url === `/api/messages/${channelId}`);

async function withChannel(handle: EngineHandle, channelId: number): Promise<void> {
  await eventually(async () => (await handle.db.channels.get(channelId)) !== undefined, 10_000);
}

async function localTexts(handle: EngineHandle, channelId: number): Promise<string[]> {
  const rows = await handle.db.messages.where('[channel_id+created_at]').between([channelId, ''], [channelId, '\uffff']).toArray();
  return rows.map((m) => m.text ?? '');
}

describe('sending', () => {
  it('shows a message sent offline at once, keeps it over a reload, and stores it once when back online', { timeout: 30_000 }, async () => {
    const first = stack.engineFor('agent');
    await withChannel(first, ch1());
    first.network.set(false);
    stack.proxy.rule = (r) => (r.url.startsWith('/api/') || r.url === '/healthz' ? 'drop-request' : 'pass');
    const sent = await sendMessage(first.db, { channelId: ch1(), text: 'Gate closed at 22:00', sender: sender(first) });
    expect(sent.id).toBeLessThan(0);
    const local = await first.db.messages.get(sent.id);
    expect(local).toMatchObject({ text: 'Gate closed at 22:00', tempId: sent.tempId, message_status: [] });
    // A reload while offline: the message is still there, still queued.
    const name = first.db.name;
    await stack.closeEngine(first);
    const { VigilDb } = await import('../../../src-sync/db/vigil-db.js');
    const second = stack.engineFor('agent', new VigilDb(name));
    expect(await second.db.messages.get(sent.id)).toBeDefined();
    stack.proxy.rule = () => 'pass';
    second.network.set(true);
    await settle(second);
    const stored = (await serverMessages(ch1())).filter((m) => m.temp_id === sent.tempId);
    expect(stored).toHaveLength(1);
    // The server's row took the local copy's place: one message, with its server id and statuses.
    const copies = await second.db.messages.filter((m) => m.tempId === sent.tempId).toArray();
    expect(copies.map((m) => m.id)).toEqual([stored[0]?.id]);
    expect(copies[0]?.message_status.length).toBe(2);
  });

  it('stores a message once when its answer is lost after the commit, and the echo never vanishes meanwhile', { timeout: 30_000 }, async () => {
    const agent = stack.engineFor('agent');
    await withChannel(agent, ch1());
    let lost = false;
    stack.proxy.rule = (r) => (r.method === 'POST' && r.url === `/api/messages/${ch1()}` && !lost ? ((lost = true), 'drop-response') : 'pass');
    const sent = await sendMessage(agent.db, { channelId: ch1(), text: 'Lost answer', sender: sender(agent) });
    await eventually(async () => (await agent.db.outbox.toArray())[0]?.state === 'waiting', 10_000);
    // The server has it; a pull brings the server's copy, which takes the local one's place.
    await agent.engine.pull();
    expect((await agent.db.messages.filter((m) => m.tempId === sent.tempId).toArray())).toHaveLength(1);
    await agent.engine.retryNow();
    await settle(agent);
    expect(messagePosts(ch1()).map((r) => r.idempotencyKey)).toEqual([messagePosts(ch1())[0]?.idempotencyKey, messagePosts(ch1())[0]?.idempotencyKey]);
    expect((await serverMessages(ch1())).filter((m) => m.temp_id === sent.tempId)).toHaveLength(1);
    expect(await agent.db.messages.filter((m) => m.tempId === sent.tempId).count()).toBe(1);
  });

  it('keeps the order of a group’s messages under retries', { timeout: 30_000 }, async () => {
    const agent = stack.engineFor('agent');
    await withChannel(agent, ch1());
    let failures = 0;
    stack.proxy.rule = (r) => (r.method === 'POST' && r.url === `/api/messages/${ch1()}` && failures < 2 ? ((failures += 1), 'drop-request') : 'pass');
    for (const text of ['one', 'two', 'three']) await sendMessage(agent.db, { channelId: ch1(), text, sender: sender(agent) });
    await eventually(() => failures >= 1, 10_000);
    await agent.engine.retryNow();
    await eventually(() => failures >= 2, 10_000);
    await agent.engine.retryNow();
    await settle(agent);
    const texts = (await serverMessages(ch1())).map((m) => m.text).filter((t) => t === 'one' || t === 'two' || t === 'three');
    expect(texts).toEqual(['one', 'two', 'three']);
  });

  it('does not wedge when the access token expires with messages queued: all go after one refresh', { timeout: 30_000 }, async () => {
    const { token } = await issueRefreshToken(stack.server.context.db, stack.world.users.agent, 3600);
    const jar = createMemoryCookieJar();
    jar.store([`vigil_refresh=${token}; HttpOnly; Path=/`]);
    const agent = stack.engineFor('agent', undefined, { cookieJar: jar });
    await withChannel(agent, ch1());
    agent.network.set(false);
    stack.proxy.rule = (r) => (r.url.startsWith('/api/') || r.url === '/healthz' ? 'drop-request' : 'pass');
    for (const text of ['a', 'b', 'c']) await sendMessage(agent.db, { channelId: ch1(), text, sender: sender(agent) });
    const secret = fs.readFileSync(path.join(stack.server.dataDir, 'app-secret'), 'utf8').trim();
    agent.api.setAccessToken(await new AccessTokens(secret, -60).sign(stack.world.users.agent));
    stack.proxy.rule = () => 'pass';
    agent.network.set(true);
    await settle(agent);
    expect((await serverMessages(ch1())).map((m) => m.text).filter((t) => ['a', 'b', 'c'].includes(t ?? ''))).toEqual(['a', 'b', 'c']);
    expect(stack.proxy.forwarded.filter((r) => r.url === '/oauth/token')).toHaveLength(1);
  });

  it('sends from two tabs of one user, each message once', { timeout: 30_000 }, async () => {
    const tabA = stack.engineFor('agent');
    const tabB = stack.engineFor('agent');
    await withChannel(tabA, ch1());
    await withChannel(tabB, ch1());
    await sendMessage(tabA.db, { channelId: ch1(), text: 'from A', sender: sender(tabA) });
    await sendMessage(tabB.db, { channelId: ch1(), text: 'from B', sender: sender(tabB) });
    await settle(tabA);
    await settle(tabB);
    await tabA.engine.pull();
    const onServer = (await serverMessages(ch1())).map((m) => m.text);
    expect(onServer.filter((t) => t === 'from A')).toHaveLength(1);
    expect(onServer.filter((t) => t === 'from B')).toHaveLength(1);
    const texts = await localTexts(tabA, ch1());
    expect(texts.filter((t) => t === 'from A' || t === 'from B').sort()).toEqual(['from A', 'from B']);
  });
});

describe('receiving', () => {
  it('adds a realtime message to the unread total and announces it; a read on another device clears it here', { timeout: 30_000 }, async () => {
    const admin = stack.engineFor('admin');
    const phone = stack.engineFor('agent');
    const desk = stack.engineFor('agent');
    for (const handle of [admin, phone, desk]) {
      await withChannel(handle, ch1());
      await connected(handle);
    }
    const announced: MessageRow[] = [];
    const subscription = phone.engine.incomingMessage$.subscribe((m) => announced.push(m));
    const before = Number((await phone.db.unread_counts.get(ch1()))?.total ?? '0');
    await sendMessage(admin.db, { channelId: ch1(), text: 'Check the east gate', sender: sender(admin) });
    await settle(admin);
    await eventually(() => announced.some((m) => m.text === 'Check the east gate'), 10_000);
    subscription.unsubscribe();
    await eventually(async () => Number((await phone.db.unread_counts.get(ch1()))?.total ?? '0') === before + 1, 10_000);
    await eventually(async () => Number((await desk.db.unread_counts.get(ch1()))?.total ?? '0') === before + 1, 10_000);
    // Read at the desk: the phone's badge clears with its next pull.
    await markChannelRead(desk.db, ch1(), stack.world.users.agent);
    expect((await desk.db.unread_counts.get(ch1()))?.total).toBe('0');
    await settle(desk);
    // No entry is no unread message (the server lists groups with unread messages only).
    await eventually(async () => Number((await phone.db.unread_counts.get(ch1()))?.total ?? '0') === 0, 10_000);
  });

  it('fetches the group first for a message of a group it does not know', { timeout: 30_000 }, async () => {
    const client2 = stack.engineFor('client2');
    await withChannel(client2, stack.world.channels.ch2);
    await connected(client2);
    // A new group the device has not pulled yet; its first message arrives by realtime.
    const db = stack.server.context.db;
    const ch3 = (await db.insertInto('channels').values({ name: 'Dock night', request_id: null, created_by: stack.world.users.admin, temp_id: null, last_message_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('channel_groups').values([{ channel_id: ch3, user_id: stack.world.users.admin, muted: 0 }, { channel_id: ch3, user_id: stack.world.users.client2, muted: 0 }]).execute();
    const token = stack.world.tokens.admin;
    // The message's post also announces a change, and a pull that answered first would bring the
    // group before the message (nothing left to fetch): held back, so the message comes first.
    stack.proxy.rule = (request) => (request.url.startsWith('/api/sync/changes') ? { delayMs: 3000 } : 'pass');
    try {
      const res = await fetch(`${stack.proxy.url}/api/messages/${ch3}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Welcome', tempId: 'w-1' }) });
      expect(res.status).toBe(201);
      await eventually(async () => (await client2.db.messages.filter((m) => m.channel_id === ch3).count()) === 1, 10_000);
      expect((await client2.db.channels.get(ch3))?.name).toBe('Dock night');
      expect(stack.proxy.forwarded.some((r) => r.url === `/api/channels/${ch3}/group`)).toBe(true);
    } finally {
      stack.proxy.rule = () => 'pass';
    }
  });

  it('bootstraps only the recent window of a busy group, pages the rest on demand and keeps it, with the server’s unread total', { timeout: 30_000 }, async () => {
    const db = stack.server.context.db;
    const ch2 = stack.world.channels.ch2;
    const rows = await db.insertInto('messages').values(Array.from({ length: 120 }, (_, i) => ({ channel_id: ch2, user_id: stack.world.users.admin, text: `old ${i}`, tr_text: null, image: null, request_status: null, temp_id: null, created_at: `2030-01-11 ${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00` }))).returning('id').execute();
    await db.insertInto('message_status').values(rows.map((r) => ({ message_id: r.id, user_id: stack.world.users.client2, status: 0 }))).execute();
    await rebuildUnreadTotals(db);
    await db.updateTable('channels').set({ last_message_id: rows[rows.length - 1]?.id ?? null }).where('id', '=', ch2).execute();
    await recordRowChanges(db, 'messages', rows.map((r) => r.id), 'upsert');
    await recordRowChanges(db, 'channels', [ch2], 'upsert');
    const client2 = stack.engineFor('client2');
    await settle(client2);
    const ids = rows.map((r) => r.id);
    const local = async () => (await client2.db.messages.filter((m) => m.channel_id === ch2).primaryKeys()).sort((a, b) => a - b);
    // The first sync brought the group's newest 10 (the window), not its 121 messages.
    expect(CHAT_WINDOW_MESSAGES).toBe(10);
    expect(await local()).toEqual(ids.slice(-CHAT_WINDOW_MESSAGES));
    // It came through the window-first bootstrap, whose messages step keeps the window.
    expect(stack.proxy.forwarded.some((r) => r.url.startsWith('/api/sync/bootstrap'))).toBe(true);
    // The badge counts what the server counts, not the rows on the device.
    await eventually(async () => (await client2.db.unread_counts.get(ch2))?.total === '120', 10_000);
    // Scrolling up pages the older ones from the server, and they stay.
    expect(await client2.engine.loadOlderMessages(ch2)).toEqual({ loaded: 50, more: true });
    expect(await client2.engine.loadOlderMessages(ch2)).toEqual({ loaded: 50, more: true });
    expect(await client2.engine.loadOlderMessages(ch2)).toEqual({ loaded: 11, more: false });
    expect((await local()).length).toBe(121);
    // A message sent after the first sync still arrives (the window is the first sync's only).
    const res = await fetch(`${stack.proxy.url}/api/messages/${ch2}`, { method: 'POST', headers: { authorization: `Bearer ${stack.world.tokens.admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'After the window', tempId: 'after-1' }) });
    expect(res.status).toBe(201);
    await eventually(async () => (await localTexts(client2, ch2)).includes('After the window'), 10_000);
    expect((await local()).length).toBe(122);
  });
});
