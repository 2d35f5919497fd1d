/**
 * The window-first bootstrap keeps each chat group to its recent window
 * (server/sync/chat-window.ts), as the feed's first sync does: a busy group's newest
 * CHAT_WINDOW_MESSAGES, none older than CHAT_WINDOW_DAYS, small recent groups whole; older history
 * is paged from the server as the user scrolls up. The groups themselves come whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { CHAT_WINDOW_MESSAGES } from '../../../server/sync/chat-window.js';
import { toUtcText } from '../../../server/lib/time.js';
import { positionQuery, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../../src-sync/protocol/sync.js';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { get, idsOf } from '../helpers-sync/http.js';

let server: TestServer;
let world: World;
let busy: number[];
let quiet: number[];
let quietChannel: number;

const db = () => server.ctx.db;
const DAY = 86_400_000;
const WINDOW = { from: toUtcText(new Date()), to: toUtcText(new Date(Date.now() + 30 * DAY)) };
const recent = (second: number) => toUtcText(new Date(Date.now() - 3600_000 + second * 1000));

async function insertMessages(channel_id: number, texts: string[], at: (i: number) => string): Promise<number[]> {
  const rows = await db()
    .insertInto('messages')
    .values(texts.map((text, i) => ({ channel_id, user_id: world.users.admin, text, tr_text: null, image: null, request_status: null, temp_id: null, created_at: at(i) })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  await recordRowChanges(db(), 'messages', ids, 'upsert');
  return ids;
}

async function bootstrap(token: string, limit: number): Promise<Change[]> {
  const changes: Change[] = [];
  let next: BootstrapPage['next'] = { step: 0, after: 0 };
  while (next !== null) {
    const qs: URLSearchParams = new URLSearchParams({ ...WINDOW, ...positionQuery(next), limit: String(limit) });
    const reply = await get<BootstrapPage>(server, `/api/sync/bootstrap?${qs.toString()}`, token);
    expect(reply.status).toBe(200);
    changes.push(...reply.body.changes);
    next = reply.body.next;
  }
  return changes;
}

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
  busy = await insertMessages(world.channels.ch2, Array.from({ length: 120 }, (_, i) => `busy ${i}`), recent);
  quietChannel = (await db().insertInto('channels').values({ name: 'Quiet desk', request_id: null, created_by: world.users.admin, temp_id: null, last_message_id: null }).returning('id').executeTakeFirstOrThrow()).id;
  await db().insertInto('channel_groups').values([{ channel_id: quietChannel, user_id: world.users.admin, muted: 0 }]).execute();
  await recordRowChanges(db(), 'channels', [quietChannel], 'upsert');
  quiet = await insertMessages(quietChannel, ['one', 'two', 'three'], (i) => `2020-03-0${i + 1} 10:00:00`);
});
afterAll(async () => server.close());

describe('the bootstrap keeps each group to its recent window', () => {
  it('sends a busy group its newest messages only, an old group none, small recent groups whole, whatever the page size', async () => {
    const small = (await db().selectFrom('messages').select('id').where('channel_id', '=', world.channels.ch1).execute()).map((r) => r.id);
    expect(small.length).toBeGreaterThan(0);
    for (const limit of [1000, 7]) {
      const changes = await bootstrap(world.tokens.admin, limit);
      const messages = idsOf(changes, 'messages');
      expect(messages.filter((id) => busy.includes(id))).toEqual(busy.slice(-CHAT_WINDOW_MESSAGES));
      expect(messages.filter((id) => quiet.includes(id))).toEqual([]);
      expect(messages).toEqual(expect.arrayContaining(small));
      expect(idsOf(changes, 'channels')).toContain(quietChannel);
    }
  });
});
