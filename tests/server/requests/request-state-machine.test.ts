/** The request state machine on the server: a pending request is edited or cancelled by its
 * client (or staff), answered by the admin's review, and then neither; who hears of each step. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFor, buildWorld, recordBroadcasts, type Api, type Role, type World } from '../planning/fixtures.js';
import { pullAll } from '../helpers-sync/http.js';
import { dayAhead, orderBody, orderScene, orderTableCounts, type OrderScene } from './order-fixtures.js';

let w: World;
let scene: OrderScene;
let as: (role: Role) => Api;
let requestId: number;

const db = () => w.server.ctx.db;

beforeEach(async () => {
  w = await buildWorld();
  scene = await orderScene(w);
  as = (role) => apiFor(w.server, w.tokens[role]);
  const res = await as('client1')('POST', '/api/requests', orderBody(w, scene));
  requestId = (res.body.data as { id: number }).id;
});
afterEach(async () => {
  await w.server.close();
});

async function slots() {
  return db().selectFrom('request_timeslots').select(['id', 'start_date', 'end_date', 'status']).where('request_id', '=', requestId).orderBy('id').execute();
}
async function plannings() {
  return db().selectFrom('plannings').select(['id', 'timeslot_id', 'status']).where('request_id', '=', requestId).orderBy('id').execute();
}
const status = async () => (await db().selectFrom('requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).status;
const noticesOf = (kind: string) => db().selectFrom('notifications').select(['user_id', 'planning_id']).where('request_id', '=', requestId).where('kind', '=', kind).orderBy('user_id').execute();

/** The order's timeslots as stored, each with its id (the `timeslots` of a change). */
async function storedTimeslots() {
  const { planning } = orderBody(w, scene);
  const ids = (await slots()).map((s) => s.id);
  planning.forEach((slot, index) => Object.assign(slot, { id: ids[index] }));
  return planning;
}
const versionOf = async () => (await db().selectFrom('requests').select('version').where('id', '=', requestId).executeTakeFirstOrThrow()).version;

describe('editing a pending request', () => {
  it('keeps an unchanged timeslot and its plannings, makes a changed one again, removes a dropped one', async () => {
    const [week, evening] = await slots();
    const before = await plannings();
    const timeslots = await storedTimeslots();
    // The week becomes two days; the evening is dropped.
    Object.assign(timeslots[0] ?? {}, { end: dayAhead(15), timeslots: [{ day: 'Monday', start: '08:00', end: '18:00', agents: 1 }, ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, start: '08:00', end: '18:00', agents: 1 }))] });
    timeslots.splice(1, 1);
    const res = await as('client1')('PUT', `/api/requests/${requestId}`, { timeslots, base_version: await versionOf() });
    expect(res.status).toBe(200);
    expect((await slots()).map((s) => [s.id, s.end_date])).toEqual([[week?.id, dayAhead(15)]]);
    const after = await plannings();
    expect(after).toHaveLength(2);
    expect(after.every((p) => p.timeslot_id === week?.id)).toBe(true);
    // None of the old plannings survives a change of its timeslot; the evening's went with it.
    expect(after.some((p) => before.some((b) => b.id === p.id))).toBe(false);
    expect(res.body.deleted).toMatchObject({ request_timeslots: [evening?.id] });
  });

  it("sends its plannings again with the changed note they carry, as feed rows", async () => {
    const { cursor } = await pullAll(w.server, w.tokens.admin);
    const body = { note: 'Badge at the back door', base_version: await versionOf() };
    expect((await as('client1')('PUT', `/api/requests/${requestId}`, body)).status).toBe(200);
    const { changes } = await pullAll(w.server, w.tokens.admin, cursor);
    const carried = changes.filter((c) => c.entity === 'plannings').map((c) => [c.id, (c.data as { request: { note: string } }).request.note]);
    expect(carried).toEqual((await plannings()).map((p) => [p.id, 'Badge at the back door']));
  });

  it('leaves an untouched timeslot and its plannings as they were, and notifies the staff', async () => {
    const before = await plannings();
    const body = { note: 'Badge at the back door', equipment: [{ equipment_id: scene.equipment[1], quantity: 1 }], base_version: await versionOf() };
    expect((await as('client1')('PUT', `/api/requests/${requestId}`, body)).status).toBe(200);
    expect(await plannings()).toEqual(before);
    const lines = await db().selectFrom('request_equipment').select(['equipment_id', 'quantity']).where('request_id', '=', requestId).execute();
    expect(lines).toEqual([{ equipment_id: scene.equipment[1], quantity: 1 }]);
    expect((await noticesOf('request-updated')).map((n) => n.user_id).sort()).toEqual([w.users.admin, w.users.planner].sort());
  });

  it("refuses another organisation (403), a client change and another request's timeslot (422), changing nothing", async () => {
    const timeslots = await storedTimeslots();
    const before = await orderTableCounts(w);
    expect((await as('client2')('PUT', `/api/requests/${requestId}`, { note: 'x' })).status).toBe(403);
    const moved = await as('admin')('PUT', `/api/requests/${requestId}`, { client_id: w.ids.client2 });
    expect(moved.status).toBe(422);
    expect(moved.body.issues).toEqual([{ path: 'client_id', message: 'a request stays with its client' }]);
    const foreignSlot = (await db().selectFrom('request_timeslots').select('id').where('request_id', '!=', requestId).executeTakeFirstOrThrow()).id;
    Object.assign(timeslots[0] ?? {}, { id: foreignSlot });
    const foreign = await as('client1')('PUT', `/api/requests/${requestId}`, { timeslots });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues).toEqual([{ path: 'timeslots.0.id', message: 'not a timeslot of this request' }]);
    const broken = await as('client1')('PUT', `/api/requests/${requestId}`, { location_id: scene.otherLocation, timeslots: [] });
    expect(broken.status).toBe(422);
    expect(broken.body.issues).toEqual(expect.arrayContaining([{ path: 'timeslots', message: 'add at least one timeslot' }, { path: 'location_id', message: 'not a location of this branch' }]));
    expect(await orderTableCounts(w)).toEqual(before);
  });
});

describe('conflicts of a changed request', () => {
  it("refuses a change of a part someone else changed since (409 with who and the request now), merges other parts", async () => {
    const seen = await versionOf();
    expect((await as('admin')('PUT', `/api/requests/${requestId}`, { note: 'Staff note', base_version: seen })).status).toBe(200);
    const before = await orderTableCounts(w);
    const clash = await as('client1')('PUT', `/api/requests/${requestId}`, { note: 'Client note', base_version: seen });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('write_conflict');
    const conflict = clash.body.conflict as { entity: string; fields: { field: string; changed_by: { id: number } | null }[]; current: { note: string } };
    expect(conflict.entity).toBe('requests');
    expect(conflict.fields.map((f) => [f.field, f.changed_by?.id])).toEqual([['note', w.users.admin]]);
    expect(conflict.current.note).toBe('Staff note');
    expect(await orderTableCounts(w)).toEqual(before);
    // Another part, based on the same old version, merges with the staff's note.
    const merged = await as('client1')('PUT', `/api/requests/${requestId}`, { po_number: 'PO-78', base_version: seen });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ note: 'Staff note', po_number: 'PO-78' });
  });

  it('makes a cancel based on a version older than the review a conflict on the status', async () => {
    const seen = await versionOf();
    const ids = (await slots()).map((slot) => slot.id);
    expect((await as('admin')('POST', `/api/requests/${requestId}/review`, { timeslots: ids.map((id) => ({ id, action: 'accept' })) })).status).toBe(200);
    const cancel = await as('client1')('PUT', `/api/requests/${requestId}/cancel`, { base_version: seen });
    expect(cancel.status).toBe(409);
    expect((cancel.body.conflict as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['status']);
    expect(await status()).toBe('confirmed');
  });
});

describe('cancelling', () => {
  it('cancels a pending request and its pending plannings; staff and the other client users hear of it', async () => {
    const sent = recordBroadcasts(w.server);
    const res = await as('client1')('PUT', `/api/requests/${requestId}/cancel`);
    expect(res.status).toBe(200);
    expect(await status()).toBe('cancelled');
    expect(new Set((await plannings()).map((p) => p.status))).toEqual(new Set(['cancelled']));
    const heard = (await noticesOf('request-cancelled')).map((n) => n.user_id);
    expect(heard).toEqual(expect.arrayContaining([w.users.admin, w.users.planner]));
    expect(heard).not.toContain(w.users.client1);
    const otherAcmeUser = (await db().selectFrom('users').select('id').where('email', '=', 'client1b@t.test').executeTakeFirstOrThrow()).id;
    expect(heard).toContain(otherAcmeUser);
    expect(sent.map((m) => m.event)).toContain('request-updated');
    // Again: nothing more happens.
    const again = await as('client1')('PUT', `/api/requests/${requestId}/cancel`);
    expect(again.status).toBe(200);
    expect(await noticesOf('request-cancelled')).toHaveLength(heard.length);
  });

  it.each<Role>(['planner', 'client2', 'sub1'])('refuses %s with 403', async (role) => {
    expect((await as(role)('PUT', `/api/requests/${requestId}/cancel`)).status).toBe(403);
    expect(await status()).toBe('pending');
  });

  it('lets an admin cancel; the client users hear of it', async () => {
    expect((await as('admin')('PUT', `/api/requests/${requestId}/cancel`)).status).toBe(200);
    expect((await noticesOf('request-cancelled')).map((n) => n.user_id)).toContain(w.users.client1);
  });
});

describe('after the review', () => {
  async function review(actions: ('accept' | 'reject')[]) {
    const ids = (await slots()).map((s) => s.id);
    return as('admin')('POST', `/api/requests/${requestId}/review`, { timeslots: ids.map((id, i) => ({ id, action: actions[i] ?? 'reject' })) });
  }

  it('confirms: the client users hear it is confirmed, the admin does not; then it is neither edited nor cancelled', async () => {
    expect((await review(['accept', 'reject'])).status).toBe(200);
    expect(await status()).toBe('confirmed');
    const heard = (await noticesOf('request-confirmed')).map((n) => n.user_id);
    expect(heard).toContain(w.users.client1);
    expect(heard).not.toContain(w.users.admin);
    const edit = await as('client1')('PUT', `/api/requests/${requestId}`, { note: 'Later' });
    expect(edit.status).toBe(422);
    expect(edit.body.issues).toEqual([{ path: 'status', message: 'request is confirmed' }]);
    const cancel = await as('client1')('PUT', `/api/requests/${requestId}/cancel`);
    expect(cancel.status).toBe(422);
    expect(await status()).toBe('confirmed');
  });

  it('rejects every timeslot: the request is cancelled and the client users hear it was rejected', async () => {
    expect((await review(['reject', 'reject'])).status).toBe(200);
    expect(await status()).toBe('cancelled');
    expect((await noticesOf('request-rejected')).map((n) => n.user_id)).toContain(w.users.client1);
    expect(await noticesOf('request-confirmed')).toEqual([]);
  });

  it('a cancelled planning of theirs reaches the client users with the planning to open', async () => {
    await review(['accept', 'accept']);
    const planning = (await plannings())[0];
    expect((await as('admin')('PUT', `/api/planning/${planning?.id}/cancel`)).status).toBe(200);
    const heard = await noticesOf('planning-cancelled');
    expect(heard.map((n) => n.user_id)).toContain(w.users.client1);
    expect(heard.every((n) => n.planning_id === planning?.id)).toBe(true);
    expect(heard.map((n) => n.user_id)).not.toContain(w.users.client2);
  });
});

describe('notifications reset', () => {
  it('marks read up to the one the user saw, leaves a newer one unread, and answers the rows', async () => {
    const mine = await db().selectFrom('notifications').select('id').where('user_id', '=', w.users.admin).where('read_at', 'is', null).orderBy('id').execute();
    const seen = mine[mine.length - 2]?.id ?? 0;
    const res = await as('admin')('PUT', '/api/notifications/unread/reset', { through_id: seen });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect((res.body.data as { id: number; read_at: string | null }[]).map((n) => n.id)).toEqual(mine.slice(0, -1).map((n) => n.id));
    const unread = await as('admin')('GET', '/api/notifications/unread');
    expect(unread.body).toEqual({ count: 1 });
    expect((await as('admin')('GET', '/api/notifications/unread/reset')).body).toEqual({ count: 0 });
    expect((await as('admin')('GET', '/api/notifications/unread')).body).toEqual({ count: 0 });
  });

  it('serves the centre newest first, page by page', async () => {
    const first = await as('admin')('GET', '/api/notifications?sort=-id&page[number]=1&page[size]=2');
    const ids = (first.body.data as { id: number; kind: string | null }[]).map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((first.body.data as { kind: string | null }[])[0]?.kind).toBe('request-created');
    expect(String(first.body.next_page_url)).toContain('page%5Bnumber%5D=2');
  });
});
