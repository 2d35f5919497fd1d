/** POST /api/requests: ordering guarding, who may, what it writes, who hears of it, and every
 * refusal changing nothing. */
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../src-sync/protocol/planning-status.js';
import type { RequestBodyInput } from '../../../src-sync/protocol/request-writes.js';
import { timeslotPlannings } from '../../../src-sync/protocol/timeslot-calendar.js';
import { requestRowSchema } from '../../../src-sync/protocol/entities.js';
import { apiFor, buildWorld, changeLog, recordBroadcasts, type Api, type Role, type World } from '../planning/fixtures.js';
import { dayAhead, orderBody, orderScene, orderTableCounts, type OrderScene } from './order-fixtures.js';

let w: World;
let scene: OrderScene;
let as: (role: Role) => Api;

beforeEach(async () => {
  w = await buildWorld();
  scene = await orderScene(w);
  as = (role) => apiFor(w.server, w.tokens[role]);
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;

describe('POST /api/requests', () => {
  it('writes the request, its equipment, its timeslots and the pending plannings they make, and answers them all', async () => {
    const body = orderBody(w, scene);
    const res = await as('client1')('POST', '/api/requests', body);
    expect(res.status).toBe(201);
    const row = requestRowSchema.parse(res.body.data);
    expect(row).toMatchObject({ client_id: w.ids.client1, branch_id: scene.branch1, location_id: w.ids.location1, status: 'pending', po_number: 'PO-77', created_by: w.users.client1 });
    expect(row.identifier).toBe(`REQ-${row.created_at.slice(0, 4)}-${String(row.id).padStart(6, '0')}`);
    expect(row.request_types).toEqual(['Static', 'Events']);
    const stored = await db().selectFrom('requests').select(['temp_id']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.temp_id).toBe('tmp-order-1');

    const slots = await db().selectFrom('request_timeslots').selectAll().where('request_id', '=', row.id).orderBy('id').execute();
    expect(slots.map((s) => [s.start_date, s.end_date, s.status])).toEqual([
      [dayAhead(14), dayAhead(20), 'pending'],
      [dayAhead(10), dayAhead(10), 'pending'],
    ]);
    const plannings = await db().selectFrom('plannings').selectAll().where('request_id', '=', row.id).orderBy('id').execute();
    const expected = body.planning.flatMap((slot) => timeslotPlannings({ ...slot, continuous: slot.continuous === true || slot.continuous === 1 ? 1 : 0 }, 'Europe/Brussels'));
    // Five weekdays in a week of seven days, and the gala night (into the next morning).
    expect(plannings).toHaveLength(6);
    expect(plannings.map((p) => [p.start, p.end, p.number_of_agents])).toEqual(expected.map((p) => [p.start, p.end, p.agents]));
    expect(new Set(plannings.map((p) => p.status))).toEqual(new Set(['pending']));
    expect(plannings.every((p) => p.client_id === w.ids.client1 && p.location_id === w.ids.location1 && p.po_number === 'PO-77' && p.currency === 'EUR')).toBe(true);
    expect(slots[0]?.start).toBe(plannings[0]?.start);

    const related = res.body.related as Record<string, unknown[]>;
    expect(related.request_timeslots).toHaveLength(2);
    expect(related.request_equipment).toEqual([expect.objectContaining({ equipment_id: scene.equipment[0], quantity: 2 })]);
    expect(related.plannings).toHaveLength(6);
    const log = await changeLog(w);
    expect(log).toContain(`requests:${row.id}:upsert`);
    expect(log.filter((e) => e.startsWith('plannings:'))).toHaveLength(6);
  });

  it('notifies the staff, not the client who ordered, and tells everyone who may see the request', async () => {
    const sent = recordBroadcasts(w.server);
    const res = await as('client1')('POST', '/api/requests', orderBody(w, scene));
    const id = (res.body.data as { id: number }).id;
    const notes = await db().selectFrom('notifications').select(['user_id', 'kind', 'request_id', 'username']).where('request_id', '=', id).orderBy('user_id').execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([w.users.admin, w.users.planner].sort());
    expect(new Set(notes.map((n) => n.kind))).toEqual(new Set(['request-created']));
    expect(notes[0]?.username).toBe('client1 Test');
    const created = sent.find((m) => m.event === 'request-created');
    const channel = (userId: number) => `private-App.User.${userId}`;
    expect(created?.channels).toEqual(expect.arrayContaining([w.users.admin, w.users.planner, w.users.client1].map(channel)));
    expect(created?.channels).not.toContain(channel(w.users.client2));
    expect(created?.channels).not.toContain(channel(w.users.sub1));
    expect(created?.data).toMatchObject({ request: { id, status: 'pending' } });
  });

  it('lets a planner and an admin order for any client', async () => {
    for (const role of ['admin', 'planner'] as const) {
      const res = await as(role)('POST', '/api/requests', { ...orderBody(w, scene), tempId: `tmp-${role}` });
      expect(res.status).toBe(201);
    }
  });

  it.each<Role>(['client2', 'sub1', 'agent1'])('refuses %s ordering for Acme with 403 and writes nothing', async (role) => {
    const before = await orderTableCounts(w);
    const res = await as(role)('POST', '/api/requests', orderBody(w, scene));
    expect(res.status).toBe(403);
    expect(await orderTableCounts(w)).toEqual(before);
  });

  describe('refuses a broken order with 422 naming the field, and writes nothing', () => {
    const cases: [string, (body: ReturnType<typeof orderBody>) => void, { path: string; message: string }][] = [
      ['a timeslot ending before it starts', (b) => Object.assign(b.planning[0] ?? {}, { start: dayAhead(20), end: dayAhead(14) }), { path: 'planning.0.end', message: 'ends before it starts' }],
      ['no timeslot', (b) => b.planning.splice(0), { path: 'planning', message: 'add at least one timeslot' }],
      ['a location of another branch', (b) => Object.assign(b.request, { location_id: scene.otherLocation }), { path: 'request.location_id', message: 'not a location of this branch' }],
      ['a branch of another client', (b) => Object.assign(b.request, { branch_id: scene.branch2 }), { path: 'request.branch_id', message: 'not a branch of this client' }],
      ['an unknown equipment id', (b) => Object.assign(b.request, { equipment: [{ equipment_id: 999_999, quantity: 1 }] }), { path: 'request.equipment.0.equipment_id', message: 'no such equipment' }],
      ['a start in the past', (b) => Object.assign(b.planning[0] ?? {}, { start: dayAhead(-2) }), { path: 'planning.0.start', message: 'must not be in the past' }],
      ['no day of the pattern in the period', (b) => Object.assign(b.planning[1] ?? {}, { timeslots: [{ day: 'Monday', start: '08:00', end: '12:00', agents: 1 }], start: dayAhead(10), end: dayAhead(10) }), { path: 'planning.1.timeslots', message: 'none of the chosen days falls between the start and end dates' }],
    ];
    it.each(cases)('%s', async (_name, breakIt, issue) => {
      const body = orderBody(w, scene);
      breakIt(body);
      // An evening that happens to fall on a Monday would satisfy the last case: move it a day.
      if (issue.path === 'planning.1.timeslots' && new Date(`${dayAhead(10)}T12:00:00Z`).getUTCDay() === 1) Object.assign(body.planning[1] ?? {}, { start: dayAhead(11), end: dayAhead(11) });
      const before = await orderTableCounts(w);
      const res = await as('client1')('POST', '/api/requests', body);
      expect(res.status).toBe(422);
      expect(res.body.issues).toContainEqual(issue);
      expect(await orderTableCounts(w)).toEqual(before);
    });
  });

  it('refuses a timeslot starting today whose hours are over, and takes one still running or to come', async () => {
    const today = dayAhead(0);
    const weekday = WEEKDAYS[DateTime.fromISO(today).weekday - 1] ?? 'Monday';
    const todayOnly = (start: string, end: string) => (body: RequestBodyInput) =>
      Object.assign(body.planning[1] ?? {}, { start: today, end: today, timeslots: [{ day: weekday, start, end, agents: 1 }] });
    // 00:00-00:01 has ended (unless the test runs in that minute in Brussels).
    const over = orderBody(w, scene);
    todayOnly('00:00', '00:01')(over);
    const before = await orderTableCounts(w);
    const refused = await as('client1')('POST', '/api/requests', over);
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toContainEqual({ path: 'planning.1.start', message: 'today’s hours are already over: start tomorrow' });
    expect(await orderTableCounts(w)).toEqual(before);
    // Ordered while it runs (guarding needed now), or a night that ends tomorrow: taken.
    const running = orderBody(w, scene);
    todayOnly('00:00', '23:59')(running);
    expect((await as('client1')('POST', '/api/requests', { ...running, tempId: 'tmp-running' })).status).toBe(201);
    const night = orderBody(w, scene);
    todayOnly('00:00', '00:00')(night);
    expect((await as('client1')('POST', '/api/requests', { ...night, tempId: 'tmp-night' })).status).toBe(201);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const before = await orderTableCounts(w);
    const res = await as('client1')('POST', '/api/requests', { request: { client_id: 'Acme' }, planning: [{ start: '01/03/2030' }] });
    expect(res.status).toBe(400);
    const paths = (res.body.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['request.client_id', 'request.location_id', 'planning.0.start', 'planning.0.request_type']));
    expect(await orderTableCounts(w)).toEqual(before);
  });

  it('creates once for a retried Idempotency-Key: the same answer, one request', async () => {
    const key = { 'Idempotency-Key': 'order-retry-1' };
    const first = await as('client1')('POST', '/api/requests', orderBody(w, scene), key);
    const second = await as('client1')('POST', '/api/requests', orderBody(w, scene), key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await db().selectFrom('requests').select('id').where('temp_id', '=', 'tmp-order-1').execute()).toHaveLength(1);
  });

  it("keeps another organisation's requests out of a client's reads", async () => {
    const res = await as('client1')('POST', '/api/requests', orderBody(w, scene));
    const id = (res.body.data as { id: number }).id;
    expect((await as('client2')('GET', `/api/requests/${id}`)).status).toBe(404);
    const list = await as('client2')('GET', '/api/requests?page[size]=100');
    expect((list.body.data as { id: number }[]).map((r) => r.id)).not.toContain(id);
    expect((await as('client1')('GET', `/api/requests/${id}`)).status).toBe(200);
  });
});
