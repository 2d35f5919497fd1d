/**
 * A request's group (ARCHITECTURE.md "Team chat"): made with the request in its transaction, once
 * under a retried Idempotency-Key, with the staff and the client's users; the subcontractor's
 * users join when a planning is forwarded to them, an agent's user when put on a shift; the
 * request's events post system messages with their key; the Active flag follows the plannings and
 * reaches every member; and a non-member still gets 404.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelRowSchema, messageRowSchema } from '../../../src-sync/protocol/entities.js';
import { refreshAllChannelActivity } from '../../../server/chat/channel-activity.js';
import { apiFor, buildWorld, recordBroadcasts, type Api, type Broadcast, type Role, type World } from '../planning/fixtures.js';
import { orderBody, orderScene, type OrderScene } from '../requests/order-fixtures.js';

let w: World;
let scene: OrderScene;
let as: (role: Role) => Api;
let sent: Broadcast[];

beforeEach(async () => {
  w = await buildWorld();
  scene = await orderScene(w);
  as = (role) => apiFor(w.server, w.tokens[role]);
  sent = recordBroadcasts(w.server);
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;
const userChannel = (userId: number) => `private-App.User.${userId}`;
const usersOf = (where: 'client1' | 'staff') =>
  db()
    .selectFrom('users')
    .select('id')
    .where((eb) => (where === 'client1' ? eb('client_id', '=', w.ids.client1) : eb.or([eb('roles', 'like', '%ROLE_ADMIN%'), eb('roles', 'like', '%ROLE_PLANNER%')])))
    .execute()
    .then((rows) => rows.map((r) => r.id));
const groupOf = async (requestId: number) => (await db().selectFrom('channels').select(['id', 'name', 'active']).where('request_id', '=', requestId).orderBy('id').executeTakeFirstOrThrow());
const memberIds = async (channelId: number) => (await db().selectFrom('channel_groups').select('user_id').where('channel_id', '=', channelId).execute()).map((r) => r.user_id).sort((a, b) => a - b);
const systemMessages = async (channelId: number) =>
  db().selectFrom('messages').select(['id', 'text', 'system_key', 'system_params', 'request_status']).where('channel_id', '=', channelId).where('user_id', 'is', null).orderBy('id').execute();

/** Orders as client1 (one timeslot: the gala evening, one planning when `single`). */
async function order(options: { single?: boolean; key?: string } = {}): Promise<{ requestId: number; identifier: string }> {
  const body = orderBody(w, scene);
  if (options.single) body.planning.splice(0, 1);
  const res = await as('client1')('POST', '/api/requests', body, options.key ? { 'Idempotency-Key': options.key } : {});
  expect(res.status).toBe(201);
  const row = res.body.data as { id: number; identifier: string };
  return { requestId: row.id, identifier: row.identifier };
}

describe('a new request’s group', () => {
  it('is made with the request: named after it, linked to it, with the staff and the client’s users, and a “request created” message', async () => {
    const { requestId, identifier } = await order();
    const group = await groupOf(requestId);
    expect(group.name).toBe(`${identifier} Acme`);
    expect(await db().selectFrom('channel_requests').select('request_id').where('channel_id', '=', group.id).execute()).toEqual([{ request_id: requestId }]);
    const expected = [...new Set([...(await usersOf('staff')), ...(await usersOf('client1'))])].sort((a, b) => a - b);
    expect(await memberIds(group.id)).toEqual(expected);
    expect(expected).not.toContain(w.users.sub1);

    const [created] = await systemMessages(group.id);
    expect(created).toMatchObject({ text: `New request ${identifier} Acme`, system_key: 'request-created' });
    expect(JSON.parse(created?.system_params ?? '{}')).toEqual({ name: `${identifier} Acme` });
    // Read for the client who ordered, unread for everyone else.
    const statuses = await db().selectFrom('message_status').select(['user_id', 'status']).where('message_id', '=', created?.id ?? 0).execute();
    expect(statuses.find((s) => s.user_id === w.users.client1)?.status).toBe(1);
    expect(statuses.find((s) => s.user_id === w.users.admin)?.status).toBe(0);

    // The group reaches its members only, and its message carries the key on the wire.
    const announced = sent.find((b) => b.event === 'channel-created');
    expect([...(announced?.channels ?? [])].sort()).toEqual(expected.map(userChannel).sort());
    const wire = messageRowSchema.parse((sent.find((b) => b.event === 'new-message')?.data as { message: unknown }).message);
    expect(wire.system).toEqual({ key: 'request-created', params: { name: `${identifier} Acme` } });
    expect(wire.user).toBeNull();
    const channel = channelRowSchema.parse((announced?.data as { channel: unknown }).channel);
    expect(channel).toMatchObject({ active: 0, last_message: { system: { key: 'request-created' } } });
  });

  it('is made once for a retried Idempotency-Key', async () => {
    const first = await order({ key: 'order-group-1' });
    const again = await as('client1')('POST', '/api/requests', orderBody(w, scene), { 'Idempotency-Key': 'order-group-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await db().selectFrom('channels').select('id').where('request_id', '=', first.requestId).execute()).toHaveLength(1);
    const group = await groupOf(first.requestId);
    expect(await systemMessages(group.id)).toHaveLength(1);
  });

  it('stays closed to non-members: 404 for another client, a subcontractor and an agent', async () => {
    const { requestId } = await order();
    const group = await groupOf(requestId);
    expect((await as('client1')('GET', `/api/channels/${group.id}`)).status).toBe(200);
    for (const role of ['client2', 'sub1', 'agent1'] as const) {
      expect((await as(role)('GET', `/api/channels/${group.id}`)).status).toBe(404);
      expect((await as(role)('GET', `/api/messages/${group.id}`)).status).toBe(404);
    }
  });
});

describe('members follow the work', () => {
  it('adds the subcontractor’s users when a planning is forwarded, with “forwarded” and “members added” messages', async () => {
    const { requestId } = await order({ single: true });
    const group = await groupOf(requestId);
    const before = await memberIds(group.id);
    const planning = await db().selectFrom('plannings').select('id').where('request_id', '=', requestId).executeTakeFirstOrThrow();
    sent.length = 0;
    const res = await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: planning.id, subcontractor_id: w.ids.sub1 }], remove_shifts: false });
    expect(res.status).toBe(200);
    expect(await memberIds(group.id)).toEqual([...before, w.users.sub1].sort((a, b) => a - b));
    const messages = await systemMessages(group.id);
    expect(messages.slice(1).map((m) => [m.system_key, JSON.parse(m.system_params ?? '{}') as unknown])).toEqual([
      ['request-forwarded', { subcontractor: 'Argus' }],
      ['members-added', { names: ['sub1 Test'] }],
    ]);
    // The newcomer's device learns of the group as new, the others' as changed.
    const channelEvents = sent.filter((b) => b.event === 'channel-created' || b.event === 'channel-updated');
    expect(channelEvents.find((b) => b.event === 'channel-created')?.channels).toEqual([userChannel(w.users.sub1)]);
    expect([...(channelEvents.find((b) => b.event === 'channel-updated')?.channels ?? [])].sort()).toEqual(before.map(userChannel).sort());
    expect((await as('sub1')('GET', `/api/channels/${group.id}`)).status).toBe(200);
    // Forwarding again to the same subcontractor adds nobody twice.
    await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: planning.id, subcontractor_id: w.ids.sub1 }], remove_shifts: false });
    expect((await memberIds(group.id)).filter((id) => id === w.users.sub1)).toHaveLength(1);
  });

  it('adds an agent’s user when the agent is put on a shift of the request', async () => {
    const { requestId } = await order({ single: true });
    const group = await groupOf(requestId);
    const planning = await db().selectFrom('plannings').select(['id', 'start', 'end']).where('request_id', '=', requestId).executeTakeFirstOrThrow();
    const shift = await as('admin')('POST', '/api/shifts', { start: planning.start, end: planning.end, planning_id: planning.id, request_id: requestId });
    expect(shift.status).toBe(201);
    expect(await memberIds(group.id)).not.toContain(w.users.agent1);
    const id = (shift.body.data as { id: number }).id;
    const put = await as('admin')('PUT', `/api/shifts/${id}`, { agents_added: [w.ids.agent1] });
    expect(put.status).toBe(200);
    expect(await memberIds(group.id)).toContain(w.users.agent1);
    const last = (await systemMessages(group.id)).at(-1);
    expect(last).toMatchObject({ system_key: 'members-added' });
    expect((await as('agent1')('GET', `/api/messages/${group.id}`)).status).toBe(200);
  });
});

describe('system messages for the request’s events', () => {
  it('records a change of the order and a cancel, each with its key', async () => {
    const { requestId } = await order();
    const group = await groupOf(requestId);
    const version = (await db().selectFrom('requests').select('version').where('id', '=', requestId).executeTakeFirstOrThrow()).version;
    expect((await as('client1')('PUT', `/api/requests/${requestId}`, { note: 'Ring twice', base_version: version })).status).toBe(200);
    expect((await as('client1')('PUT', `/api/requests/${requestId}/cancel`, {})).status).toBe(200);
    const messages = await systemMessages(group.id);
    expect(messages.map((m) => [m.system_key, m.system_params])).toEqual([
      ['request-created', expect.any(String)],
      ['request-changed', '{}'],
      ['request-status', '{"status":"cancelled"}'],
    ]);
    expect(messages[2]).toMatchObject({ text: 'Request cancelled', request_status: 'cancelled' });
  });
});

describe('Active and Recent', () => {
  it('moves the group to Active when the review confirms its planning, and back to Recent when that work is cancelled, telling every member', async () => {
    const { requestId } = await order({ single: true });
    const group = await groupOf(requestId);
    const activeIds = async (role: Role) => ((await as(role)('GET', '/api/channels/active')).body.success as { channel_id: number }[]).map((g) => g.channel_id);
    expect(await activeIds('client1')).not.toContain(group.id);
    const slot = await db().selectFrom('request_timeslots').select('id').where('request_id', '=', requestId).executeTakeFirstOrThrow();
    sent.length = 0;
    expect((await as('admin')('POST', `/api/requests/${requestId}/review`, { timeslots: [{ id: slot.id, action: 'accept' }] })).status).toBe(200);
    expect((await groupOf(requestId)).active).toBe(1);
    expect(await activeIds('client1')).toContain(group.id);
    const updated = sent.find((b) => b.event === 'channel-updated');
    expect(channelRowSchema.parse((updated?.data as { channel: unknown }).channel).active).toBe(1);
    expect([...(updated?.channels ?? [])].sort()).toEqual((await memberIds(group.id)).map(userChannel).sort());
    expect((await systemMessages(group.id)).at(-1)).toMatchObject({ system_key: 'request-status', request_status: 'confirmed' });

    const planning = await db().selectFrom('plannings').select('id').where('request_id', '=', requestId).executeTakeFirstOrThrow();
    expect((await as('admin')('PUT', `/api/planning/${planning.id}/cancel`, {})).status).toBe(200);
    expect((await groupOf(requestId)).active).toBe(0);
    expect(await activeIds('client1')).not.toContain(group.id);
    const recent = (await as('client1')('GET', '/api/channels/recent?search=&sort=-id&page[number]=1')).body.data as { channel_id: number }[];
    expect(recent.map((g) => g.channel_id)).toContain(group.id);
  });

  it('sets every channel’s flag from its plannings at once (migration and demo data)', async () => {
    const ch1 = w.company.channels.ch1;
    await db().updateTable('channels').set({ active: 0 }).execute();
    await refreshAllChannelActivity(db());
    // REQ-1's plannings are confirmed in the company's scene; the Globex desk has no request.
    const flags = await db().selectFrom('channels').select(['id', 'active']).where('id', 'in', [ch1, w.company.channels.ch2]).orderBy('id').execute();
    expect(flags).toEqual([{ id: ch1, active: 1 }, { id: w.company.channels.ch2, active: 0 }]);
  });
});
