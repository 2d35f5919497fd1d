/**
 * The chat calls of spec section 7 on a real server: members-only reads (404 for anyone else,
 * the admin included), messages upserted on (sender, tempId) with the tempId echoed, per-member
 * statuses, unread totals as strings, read marking, mute, combine, members, pages ending in -1,
 * and the realtime events reaching the members only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatGroupSchema, messagePageSchema, unreadAnswerSchema } from '../../../src-sync/protocol/chat-writes.js';
import { channelRowSchema, messageRowSchema } from '../../../src-sync/protocol/entities.js';
import { apiFor, buildWorld, type Api, type Role, type World } from '../planning/fixtures.js';

let w: World;
let as: (role: Role) => Api;
let ch1: number;
let ch2: number;
let published: { channels: string[]; event: string; data: unknown }[];

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
  ({ ch1, ch2 } = w.company.channels);
  published = [];
  const real = w.server.ctx.broadcaster.publish.bind(w.server.ctx.broadcaster);
  w.server.ctx.broadcaster.publish = async (channels, event, data) => {
    published.push({ channels: [...channels], event, data });
    await real(channels, event, data);
  };
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;
const userChannel = (role: Role) => `private-App.User.${w.users[role]}`;
const messageCount = async () => (await db().selectFrom('messages').select('id').execute()).length;

describe('reading groups', () => {
  it('lists a member its groups: Active holds the groups with confirmed work, Recent the others', async () => {
    // REQ-1's plannings are confirmed: its group is active.
    const active = await as('admin')('GET', '/api/channels/active');
    const activeGroups = (active.body.success as unknown[]).map((g) => chatGroupSchema.parse(g));
    expect(activeGroups.map((g) => g.channel_id)).toEqual([ch1]);
    expect(activeGroups[0]?.members.map((m) => m.user_id).sort()).toEqual([w.users.admin, w.users.sub1, w.users.agent1].sort());
    const recent = await as('admin')('GET', '/api/channels/recent?search=&sort=-id&page[number]=1');
    expect(recent.status).toBe(200);
    expect((recent.body.data as unknown[]).map((g) => chatGroupSchema.parse(g).channel_id)).toEqual([ch2]);
    expect(recent.body.next_page_url).toBe(-1);

    // Its work cancelled, REQ-1's group is recent.
    for (const id of [w.company.plannings.p1, w.company.plannings.p2]) expect((await as('admin')('PUT', `/api/planning/${id}/cancel`, {})).status).toBe(200);
    expect((await as('admin')('GET', '/api/channels/active')).body.success).toEqual([]);
    const after = await as('admin')('GET', '/api/channels/recent?search=&sort=-id&page[number]=1');
    expect((after.body.data as { channel_id: number }[]).map((g) => g.channel_id)).toEqual([ch2, ch1]);
    const searched = await as('admin')('GET', '/api/channels/recent?search=globex');
    expect((searched.body.data as { channel_id: number }[]).map((g) => g.channel_id)).toEqual([ch2]);
  });

  it.each<Role>(['planner', 'client1', 'sub2'])('answers 404 to %s, who is not a member', async (role) => {
    for (const path of [`/api/channels/${ch1}`, `/api/channels/${ch1}/group`, `/api/messages/${ch1}`]) {
      expect((await as(role)('GET', path)).status).toBe(404);
    }
    expect((await as(role)('POST', `/api/messages/${ch1}`, { text: 'hi', tempId: 'x' })).status).toBe(404);
    expect(await messageCount()).toBe(3);
  });

  it('answers 404 to the admin for a group it is not in', async () => {
    const ch3 = (await db().insertInto('channels').values({ name: 'Private', request_id: null, created_by: w.users.sub1, temp_id: null, last_message_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db().insertInto('channel_groups').values({ channel_id: ch3, user_id: w.users.sub1, muted: 0 }).execute();
    expect((await as('admin')('GET', `/api/channels/${ch3}`)).status).toBe(404);
    expect((await as('sub1')('GET', `/api/channels/${ch3}`)).status).toBe(200);
  });

  it("answers a group's members and the caller's own group", async () => {
    const one = await as('sub1')('GET', `/api/channels/${ch1}`);
    expect((one.body.data as { members: unknown[] }).members).toHaveLength(3);
    const group = chatGroupSchema.parse((await as('sub1')('GET', `/api/channels/${ch1}/group`)).body.data);
    expect(group).toMatchObject({ channel_id: ch1, user_id: w.users.sub1, muted: 1 });
    expect(group.channels[0]?.name).toBe('REQ-1 team');
  });

  it('labels members and senders as spec section 6 does: admins the company, subcontractors Sub C', async () => {
    const members = chatGroupSchema.parse((await as('sub1')('GET', `/api/channels/${ch1}/group`)).body.data).members;
    const roleOf = (userId: number) => members.find((member) => member.user_id === userId)?.user.chat_role;
    expect(roleOf(w.users.admin)).toBe('company');
    expect(roleOf(w.users.sub1)).toBe('sub');
    expect(roleOf(w.users.agent1)).toBeNull();
    await as('admin')('POST', `/api/messages/${ch1}`, { text: 'Shift moved', tempId: 'tmp-role-1' });
    const page = messagePageSchema.parse((await as('sub1')('GET', `/api/messages/${ch1}`)).body);
    expect(page.data.find((message) => message.tempId === 'tmp-role-1')?.user?.chat_role).toBe('company');
  });
});

describe('sending', () => {
  it('stores a message with a status per other member, echoes its tempId, and upserts on (sender, tempId)', async () => {
    const first = await as('agent1')('POST', `/api/messages/${ch1}`, { text: 'Gate closed', tempId: 'tmp-a1' });
    expect(first.status).toBe(201);
    const row = messageRowSchema.parse(first.body.data);
    expect(row).toMatchObject({ channel_id: ch1, text: 'Gate closed', tempId: 'tmp-a1', user: { id: w.users.agent1 } });
    expect(row.message_status.map((s) => [s.user_id, s.status]).sort()).toEqual([[w.users.admin, 0], [w.users.sub1, 0]].sort());
    // The same tempId again (a retry with another key): the same message, nothing added.
    const again = await as('agent1')('POST', `/api/messages/${ch1}`, { text: 'Gate closed', tempId: 'tmp-a1' }, { 'idempotency-key': 'another-key-1' });
    expect(again.status).toBe(200);
    expect((again.body.data as { id: number }).id).toBe(row.id);
    expect(await messageCount()).toBe(4);
    const channel = channelRowSchema.parse((await as('admin')('GET', `/api/channels/${ch1}`)).body.data);
    expect(channel.last_message?.id).toBe(row.id);
  });

  it('refuses an empty message and a text over 5,000 characters, naming the field', async () => {
    const empty = await as('admin')('POST', `/api/messages/${ch1}`, { text: '   ', tempId: 't1' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: 'text', message: 'a message needs a text or an image' }]);
    const long = await as('admin')('POST', `/api/messages/${ch1}`, { text: 'x'.repeat(5001), tempId: 't2' });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: 'text', message: 'at most 5000 characters' }]);
    const foreignImage = await as('admin')('POST', `/api/messages/${ch1}`, { image: '0123456789abcdef0123456789abcdef.jpg', tempId: 't3' });
    expect(foreignImage.status).toBe(422);
    expect(await messageCount()).toBe(3);
  });

  it('publishes new-message and channel-updated to the members only', async () => {
    await as('admin')('POST', `/api/messages/${ch2}`, { text: 'Hello Globex', tempId: 'tmp-g' });
    const named = published.filter((p) => p.event !== 'changes');
    expect(named.map((p) => p.event)).toEqual(['new-message', 'channel-updated']);
    for (const p of named) expect([...p.channels].sort()).toEqual([userChannel('admin'), userChannel('client2')].sort());
    const message = messageRowSchema.parse((named[0]?.data as { message: unknown }).message);
    expect(message.tempId).toBe('tmp-g');
  });

  it('sends a photo with its message in one multipart request, served to members only', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d6a00000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.set('text', 'Broken fence');
    form.set('tempId', 'tmp-photo');
    form.set('image', new Blob([png], { type: 'image/png' }), 'fence.png');
    const res = await fetch(`${w.server.url}/api/messages/${ch1}`, { method: 'POST', headers: { authorization: `Bearer ${w.tokens.agent1}` }, body: form });
    expect(res.status).toBe(201);
    const row = messageRowSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(row.image).toMatch(/^[a-f0-9]{32}\.png$/);
    const path = `/api/messages/image/${ch1}/${row.image ?? ''}`;
    const seen = await fetch(`${w.server.url}${path}`, { headers: { authorization: `Bearer ${w.tokens.sub1}` } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    await seen.arrayBuffer();
    expect((await as('client2')('GET', path)).status).toBe(404);
  });

  it('uploads a photo through POST /api/request/imageUpload for a later message', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d6a00000000049454e44ae426082', 'hex');
    const upload = async (role: Role) => {
      const form = new FormData();
      form.set('request_id', String(w.company.requests.r1));
      form.set('image', new Blob([png], { type: 'image/png' }), 'x.png');
      const res = await fetch(`${w.server.url}/api/request/imageUpload`, { method: 'POST', headers: { authorization: `Bearer ${w.tokens[role]}` }, body: form });
      return { status: res.status, body: (await res.json()) as { success?: string } };
    };
    expect((await upload('client2')).status).toBe(404);
    const ok = await upload('agent1');
    expect(ok.status).toBe(201);
    const sent = await as('agent1')('POST', `/api/messages/${ch1}`, { image: ok.body.success, tempId: 'tmp-up' });
    expect(sent.status).toBe(201);
    expect((sent.body.data as { image: string }).image).toBe(ok.body.success);
  });
});

describe('unread and read', () => {
  it('answers unread totals as strings, and clears them when the group is read', async () => {
    await as('agent1')('POST', `/api/messages/${ch1}`, { text: 'one', tempId: 'u1' });
    await as('agent1')('POST', `/api/messages/${ch1}`, { text: 'two', tempId: 'u2' });
    const unread = unreadAnswerSchema.parse((await as('admin')('GET', '/api/messages/unread')).body);
    expect(unread.data).toEqual([{ channel_id: ch1, total: '3' }]);
    published = [];
    const read = await as('admin')('PUT', `/api/messages/read/all/${ch1}`);
    expect(read.body).toMatchObject({ channel_id: ch1, total: '0' });
    expect(unreadAnswerSchema.parse((await as('admin')('GET', '/api/messages/unread')).body).data).toEqual([]);
    // The senders learn through the feed who read their messages (read receipts).
    expect(published.some((p) => p.event === 'changes' && p.channels.includes(userChannel('agent1')))).toBe(true);
    expect(published.some((p) => p.event === 'new-message')).toBe(false);
    const page = messagePageSchema.parse((await as('agent1')('GET', `/api/messages/${ch1}?sort=-id&page[number]=1`)).body);
    expect(page.data[0]?.message_status.find((s) => s.user_id === w.users.admin)?.status).toBe(1);
  });

  it('marks one message read, and refuses a stranger with 404', async () => {
    const sent = messageRowSchema.parse((await as('agent1')('POST', `/api/messages/${ch1}`, { text: 'one', tempId: 'r1' })).body.data);
    expect((await as('client2')('PUT', `/api/messages/read/${sent.id}`)).status).toBe(404);
    const ok = await as('sub1')('PUT', `/api/messages/read/${sent.id}`);
    expect(ok.body).toMatchObject({ total: '0' });
  });
});

describe('pages', () => {
  it('pages a group newest first and ends with next_page_url -1', async () => {
    const values = Array.from({ length: 120 }, (_, i) => ({ channel_id: ch2, user_id: w.users.admin, text: `m${i}`, tr_text: null, image: null, request_status: null, temp_id: null }));
    await db().insertInto('messages').values(values).execute();
    const first = messagePageSchema.parse((await as('client2')('GET', `/api/messages/${ch2}?sort=-id&page[number]=1`)).body);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.text).toBe('m119');
    expect(first.next_page_url).toBe(`/api/messages/${ch2}?sort=-id&page%5Bnumber%5D=2`);
    const third = messagePageSchema.parse((await as('client2')('GET', `/api/messages/${ch2}?sort=-id&page[number]=3`)).body);
    expect(third.data).toHaveLength(21);
    expect(third.next_page_url).toBe(-1);
    const older = messagePageSchema.parse((await as('client2')('GET', `/api/messages/${ch2}?before=${first.data[49]?.id ?? 0}`)).body);
    expect(older.data[0]?.text).toBe('m69');
  });
});

describe('groups', () => {
  it('mutes and unmutes the caller’s own group only', async () => {
    const group = chatGroupSchema.parse((await as('admin')('GET', `/api/channels/${ch1}/group`)).body.data);
    const muted = await as('admin')('PUT', `/api/channels/group/${group.id}`, { muted: 1 });
    expect(muted.body.data).toMatchObject({ id: group.id, muted: 1 });
    expect((await as('sub1')('PUT', `/api/channels/group/${group.id}`, { muted: 0 })).status).toBe(404);
    expect((await as('admin')('PUT', `/api/channels/group/${group.id}`, { muted: 2 })).status).toBe(400);
  });

  it('combines requests’ groups into a new one (staff), upserted on tempId', async () => {
    const body = { name: 'North sites', members: [w.users.sub1, w.users.client1], tempId: 'tmp-ch', requestIds: [w.company.requests.r1] };
    expect((await as('sub1')('POST', '/api/channels', body)).status).toBe(403);
    const created = await as('admin')('POST', '/api/channels', body);
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const channel = channelRowSchema.parse(created.body.data);
    expect(channel.requests.map((r) => r.id)).toEqual([w.company.requests.r1]);
    expect((created.body.related as { channel_groups: { user_id: number }[] }).channel_groups.map((g) => g.user_id).sort()).toEqual([w.users.admin, w.users.sub1, w.users.client1].sort());
    expect(published.filter((p) => p.event === 'channel-created')).toHaveLength(1);
    const again = await as('admin')('POST', '/api/channels', body, { 'idempotency-key': 'other' });
    expect((again.body.data as { id: number }).id).toBe(channel.id);
    const foreign = await as('admin')('POST', '/api/channels', { ...body, tempId: 'x2', requestIds: [w.company.requests.r2], members: [999999] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues).toEqual([{ path: 'members.0', message: 'user 999999 does not exist' }]);
  });

  it('adds agents with a sign-in who are not in yet, and names each refused member', async () => {
    const agent3User = (await db().selectFrom('users').select('id').where('email', '=', 'agent3@t.test').executeTakeFirstOrThrow()).id;
    const refused = await as('admin')('POST', `/api/channels/members/${ch1}`, { members: [w.users.client1, w.users.agent1] });
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([
      { path: 'members.0', message: `user ${w.users.client1} is not an agent with a sign-in` },
      { path: 'members.1', message: `user ${w.users.agent1} is already in the group` },
    ]);
    // A subcontractor adds only its own guards.
    const notOwn = await as('sub1')('POST', `/api/channels/members/${ch1}`, { members: [w.users.agentB] });
    expect(notOwn.body.issues).toEqual([{ path: 'members.0', message: `user ${w.users.agentB} is not one of your agents` }]);
    const added = await as('sub1')('POST', `/api/channels/members/${ch1}`, { members: [agent3User] });
    expect(added.status).toBe(201);
    const newcomer = apiFor(w.server, await w.server.ctx.tokens.sign(agent3User));
    expect((await newcomer('GET', `/api/messages/${ch1}`)).status).toBe(200);
  });

  it('renames a group and records a request status with a system message (staff who are members)', async () => {
    expect((await as('sub1')('PUT', `/api/channels/${ch1}`, { channelName: 'x' })).status).toBe(403);
    const res = await as('admin')('PUT', `/api/channels/${ch1}`, { channelName: 'REQ-1 north', request_status: 'confirmed' });
    expect(res.status).toBe(200);
    const channel = channelRowSchema.parse(res.body.data);
    expect(channel).toMatchObject({ name: 'REQ-1 north', last_message: { text: 'Request confirmed', user: null } });
  });
});
