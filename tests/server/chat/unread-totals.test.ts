/**
 * The unread totals the server keeps (server/chat/unread-totals.ts) are what counting the
 * statuses gives, after every kind of write that changes a status: messages posted to two groups
 * by several members, one message read, a group read, a group read with nothing unread, and the
 * rebuild a seed runs after writing statuses in bulk. GET /api/messages/unread answers the kept
 * totals.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildUnreadTotals } from '../../../server/chat/unread-totals.js';
import { unreadAnswerSchema } from '../../../src-sync/protocol/chat-writes.js';
import { messageRowSchema } from '../../../src-sync/protocol/entities.js';
import { apiFor, buildWorld, type Api, type Role, type World } from '../planning/fixtures.js';

let w: World;
let as: (role: Role) => Api;
let ch1: number;
let ch2: number;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
  ({ ch1, ch2 } = w.company.channels);
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;

/** Every (user, group) with something unread, counted from the statuses, as 'user:group=total'. */
async function counted(): Promise<string[]> {
  const rows = await sql<{ user_id: number; channel_id: number; total: number }>`select message_status.user_id, messages.channel_id, count(*) as total
    from message_status inner join messages on messages.id = message_status.message_id
    where message_status.status = 0 group by message_status.user_id, messages.channel_id`.execute(db());
  return rows.rows.map((r) => `${r.user_id}:${r.channel_id}=${r.total}`).sort();
}

async function kept(): Promise<string[]> {
  const rows = await db().selectFrom('unread_totals').select(['user_id', 'channel_id', 'total']).where('total', '>', 0).execute();
  return rows.map((r) => `${r.user_id}:${r.channel_id}=${r.total}`).sort();
}

describe('the unread totals the server keeps', () => {
  it('match the statuses after posts, a message read, a group read and a read of nothing', async () => {
    expect(await kept()).toEqual(await counted());
    for (const [role, channel, text] of [['agent1', ch1, 'a'], ['sub1', ch1, 'b'], ['admin', ch1, 'c'], ['client2', ch2, 'd'], ['admin', ch2, 'e']] as const) {
      expect((await as(role)('POST', `/api/messages/${channel}`, { text, tempId: `t-${text}` })).status).toBe(201);
    }
    expect(await kept()).toEqual(await counted());
    expect((await kept()).length).toBeGreaterThan(2);

    const page = (await as('admin')('GET', `/api/messages/${ch1}?sort=-id&page[number]=1`)).body.data as unknown[];
    const fromSub = page.map((m) => messageRowSchema.parse(m)).find((m) => m.text === 'b');
    const one = await as('admin')('PUT', `/api/messages/read/${fromSub?.id ?? 0}`);
    expect(one.status).toBe(200);
    expect(await kept()).toEqual(await counted());
    // Reading the same message again changes nothing.
    expect((await as('admin')('PUT', `/api/messages/read/${fromSub?.id ?? 0}`)).status).toBe(200);
    expect(await kept()).toEqual(await counted());

    const all = await as('agent1')('PUT', `/api/messages/read/all/${ch1}`);
    expect(all.body).toMatchObject({ channel_id: ch1, total: '0' });
    expect((await as('agent1')('PUT', `/api/messages/read/all/${ch1}`)).body).toMatchObject({ total: '0' });
    expect(await kept()).toEqual(await counted());

    const answer = unreadAnswerSchema.parse((await as('admin')('GET', '/api/messages/unread')).body);
    const admin = (await counted()).filter((entry) => entry.startsWith(`${w.users.admin}:`));
    expect(answer.data.map((e) => `${w.users.admin}:${e.channel_id}=${e.total}`).sort()).toEqual(admin);
  });

  it('are counted again from statuses written in bulk, as a seed writes them', async () => {
    const [message] = await db().selectFrom('messages').select('id').where('channel_id', '=', ch2).execute();
    await db().insertInto('message_status').values({ message_id: message?.id ?? 0, user_id: w.users.planner, status: 0 }).execute();
    expect(await kept()).not.toEqual(await counted());
    await rebuildUnreadTotals(db());
    expect(await kept()).toEqual(await counted());
  });
});
