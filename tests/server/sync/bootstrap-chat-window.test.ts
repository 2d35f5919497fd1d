/**
 * The window-first bootstrap keeps each chat group to its recent window
 * (server/sync/chat-window.ts), as the feed's first sync does: a busy group's newest
 * CHAT_WINDOW_MESSAGES, none older than CHAT_WINDOW_DAYS, small recent groups whole; older history
 * is paged from the server as the user scrolls up. The groups themselves come whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_WINDOW_MESSAGES } from '../../../server/sync/chat-window.js';
import { toUtcText } from '../../../server/lib/time.js';
import { positionQuery, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../../src-sync/protocol/sync.js';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { addChatWindowGroups } from '../helpers-sync/chat-window-groups.js';
import { get, idsOf } from '../helpers-sync/http.js';

let server: TestServer;
let world: World;
let busy: number[];
let quiet: number[];
let quietChannel: number;

const db = () => server.ctx.db;
const DAY = 86_400_000;
const WINDOW = { from: toUtcText(new Date()), to: toUtcText(new Date(Date.now() + 30 * DAY)) };
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
  ({ busy, quiet, quietChannel } = await addChatWindowGroups(server, world));
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
