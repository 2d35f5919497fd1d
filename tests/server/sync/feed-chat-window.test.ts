/**
 * The change feed keeps a device's first sync to each chat group's recent window
 * (server/sync/chat-window.ts): the newest CHAT_WINDOW_MESSAGES of a group, none older than
 * CHAT_WINDOW_DAYS, on the first page and on every later page that says `first_sync=1`; a delta
 * (a device past its first sync) still brings every message changed since its cursor. The window
 * is part of the log query, read from indexes only (checked on SQLite's query plan).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_WINDOW_MESSAGES } from '../../../server/sync/chat-window.js';
import { feedLogQuery } from '../../../server/sync/read-feed-page.js';
import type { FeedPage } from '../../../src-sync/protocol/sync.js';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { addChatWindowGroups, insertMessages } from '../helpers-sync/chat-window-groups.js';
import { get, idsOf } from '../helpers-sync/http.js';

let server: TestServer;
let world: World;
/** The busy group's 120 messages, oldest first; the quiet group's 5, all older than the window. */
let busy: number[];
let quiet: number[];
let quietChannel: number;
let cursorBefore: number;

const db = () => server.ctx.db;

/** Every page from `cursor`, each asked the way the engine asks (`first_sync=1` on a first sync). */
async function pull(token: string, cursor: number, limit: number, firstSync: boolean) {
  const changes: FeedPage['changes'] = [];
  for (;;) {
    const reply = await get<FeedPage>(server, `/api/sync/changes?cursor=${cursor}&limit=${limit}${firstSync ? '&first_sync=1' : ''}`, token);
    expect(reply.status).toBe(200);
    changes.push(...reply.body.changes);
    cursor = reply.body.cursor;
    if (!reply.body.has_more) return { changes, cursor };
  }
}

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
  const last = await db().selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow();
  cursorBefore = Number(last.seq);
  ({ busy, quiet, quietChannel } = await addChatWindowGroups(server, world));
});
afterAll(async () => server.close());

describe('the first sync keeps each group to its recent window', () => {
  it('sends a busy group its newest messages only, a quiet group none, and small groups whole, on every page', async () => {
    const windowOfBusy = busy.slice(-CHAT_WINDOW_MESSAGES);
    const small = (await db().selectFrom('messages').select('id').where('channel_id', '=', world.channels.ch1).execute()).map((r) => r.id);
    expect(small.length).toBeGreaterThan(0);
    for (const limit of [1000, 7]) {
      const { changes } = await pull(world.tokens.admin, 0, limit, true);
      const messages = idsOf(changes, 'messages');
      expect(messages.filter((id) => busy.includes(id))).toEqual(windowOfBusy);
      expect(messages.filter((id) => quiet.includes(id))).toEqual([]);
      // The groups themselves come whole: the quiet one is listed (its history is paged on demand).
      expect(idsOf(changes, 'channels')).toContain(quietChannel);
      expect(messages).toEqual(expect.arrayContaining(small));
    }
  });

  it('keeps the window on the first page even when a device does not say first_sync', async () => {
    const { changes } = await pull(world.tokens.admin, 0, 1000, false);
    expect(idsOf(changes, 'messages').filter((id) => busy.includes(id))).toEqual(busy.slice(-CHAT_WINDOW_MESSAGES));
  });

  it('brings a device past its first sync every message changed since its cursor, inside the window or not', async () => {
    expect(idsOf((await pull(world.tokens.admin, cursorBefore, 1000, false)).changes, 'messages')).toEqual([...busy, ...quiet]);
    const { cursor } = await pull(world.tokens.admin, 0, 1000, true);
    const late = await insertMessages(server, world, quietChannel, ['six'], () => '2020-03-06 10:00:00');
    expect(idsOf((await pull(world.tokens.admin, cursor, 1000, false)).changes, 'messages')).toEqual(late);
  });

  it('answers 400 naming first_sync for anything but 1', async () => {
    const reply = await get<{ issues: { path: string }[] }>(server, '/api/sync/changes?first_sync=yes', world.tokens.admin);
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((i) => i.path)).toContain('first_sync');
  });

  it('reads the window from indexes: no table scan of messages in the log query', async () => {
    const compiled = feedLogQuery(db(), { cursor: 0, limit: 1000, first_sync: '1' }, new Date()).compile();
    const plan = await db().getExecutor().executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    const details = (plan.rows as { detail: string }[]).map((r) => r.detail);
    const onMessages = details.filter((d) => /\bmessages\b|\bw\b/.test(d));
    expect(onMessages.length, details.join('\n')).toBeGreaterThan(0);
    for (const detail of onMessages) expect(detail, details.join('\n')).toMatch(/^SEARCH/);
  });
});
