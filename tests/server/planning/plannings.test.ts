import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planningRowSchema } from '../../../src-sync/protocol/entities.js';
import { PLANNING_STATUSES, PLANNING_TRANSITIONS, type PlanningStatus } from '../../../src-sync/protocol/planning-status.js';
import { apiFor, buildWorld, changeLog, insertHistory, insertShift, scenePlannings, type Api, type Role, type World } from './fixtures.js';

let w: World;
let as: (role: Role) => Api;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
});
afterEach(async () => {
  await w.server.close();
});

const setStatus = (id: number, status: string) => w.server.ctx.db.updateTable('plannings').set({ status }).where('id', '=', id).execute();
const planningRow = (id: number) => w.server.ctx.db.selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /api/planning/{id}', () => {
  it('lets staff change the fields and answers the wire row', async () => {
    for (const role of ['admin', 'planner'] as const) {
      const res = await as(role)('PUT', `/api/planning/${w.ids.planning}`, {
        start: '2026-03-01 07:00:00', end: '2026-03-01 21:00:00', description: `by ${role}`, po_number: 'PO-9', number_of_agents: 3,
      });
      expect(res.status).toBe(200);
      expect(planningRowSchema.parse(res.body.data)).toMatchObject({ description: `by ${role}`, start: '2026-03-01 07:00:00', number_of_agents: 3, po_number: 'PO-9' });
    }
    expect(await changeLog(w)).toEqual([`plannings:${w.ids.planning}:upsert`]);
  });

  it.each<Role>(['client1', 'client2', 'agent1', 'sub2'])('refuses %s with 403', async (role) => {
    const res = await as(role)('PUT', `/api/planning/${w.ids.planning}`, { description: 'x' });
    expect(res.status).toBe(403);
    expect((await planningRow(w.ids.planning)).description).toBeNull();
  });

  it('lets the forwarded subcontractor accept, but change nothing else', async () => {
    const accept = await as('sub1')('PUT', `/api/planning/${w.ids.planning}`, { contractor_status: 'accepted' });
    expect(accept.status).toBe(200);
    expect(accept.body.data).toMatchObject({ contractor_status: 'accepted' });
    const other = await as('sub1')('PUT', `/api/planning/${w.ids.planning}`, { contractor_status: 'declined', status: 'confirmed' });
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('status');
    expect((await planningRow(w.ids.planning)).contractor_status).toBe('accepted');
  });

  it("answers 'not valid ' when the end would not be after the start", async () => {
    const both = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { start: '2026-03-01 10:00:00', end: '2026-03-01 09:00:00' });
    expect(both.status).toBe(400);
    expect(both.body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
    const one = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { end: '2026-03-01 08:00:00' });
    expect(one.status).toBe(422);
    expect(one.body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
  });

  it('refuses to move the start past existing shifts (spec section 5), and allows it up to the first shift', async () => {
    await insertShift(w.server.ctx.db, w.ids.planning, [], '2026-03-01 09:00:00', '2026-03-01 12:00:00');
    const late = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { start: '2026-03-01 10:00:00' });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('1 shift starts before the new start: move or delete it first.');
    expect(late.body.issues).toEqual([{ path: 'start', message: 'shifts start before it' }]);
    expect((await planningRow(w.ids.planning)).start).toBe('2026-03-01 08:00:00');
    expect((await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { start: '2026-03-01 09:00:00' })).status).toBe(200);
  });

  it('refuses an answer to the forward once the planning is closed, and keeps the answer given', async () => {
    await w.server.ctx.db.updateTable('plannings').set({ status: 'finished' }).where('id', '=', w.ids.planning).execute();
    const late = await as('sub1')('PUT', `/api/planning/${w.ids.planning}`, { contractor_status: 'declined' });
    expect(late.status).toBe(422);
    expect((await planningRow(w.ids.planning)).contractor_status).not.toBe('declined');
  });

  it('refuses contractor_status on a planning that is not forwarded', async () => {
    expect((await as('admin')('PUT', `/api/planning/${w.ids.sibling}`, { contractor_status: 'accepted' })).status).toBe(422);
  });

  it('answers 404 for an unknown planning and 400 for bad fields', async () => {
    expect((await as('admin')('PUT', '/api/planning/99999', { description: 'x' })).status).toBe(404);
    const bad = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { number_of_agents: -1, status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'number_of_agents' }), expect.objectContaining({ path: 'status' })]));
  });
});

describe('planning status state machine', () => {
  const legal: [PlanningStatus, PlanningStatus][] = [];
  const illegal: [PlanningStatus, PlanningStatus][] = [];
  for (const from of PLANNING_STATUSES) {
    for (const to of PLANNING_STATUSES) {
      if (from === to || to === 'cancelled') continue; // cancel has its own route (tested below)
      (PLANNING_TRANSITIONS[from].includes(to) ? legal : illegal).push([from, to]);
    }
  }

  it.each(legal)('allows %s -> %s', async (from, to) => {
    await setStatus(w.ids.planning, from);
    const res = await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { status: to });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: to });
  });

  it.each(illegal)('refuses %s -> %s with 422 and changes nothing', async (from, to) => {
    await setStatus(w.ids.planning, from);
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { status: to });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'status', message: `not allowed from ${from}` }]);
    expect((await planningRow(w.ids.planning)).status).toBe(from);
    expect(await changeLog(w)).toEqual([]);
  });

  it('treats setting the current status as a no-op', async () => {
    expect((await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { status: 'pending' })).status).toBe(200);
  });

  it('sends cancellation to its own route', async () => {
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { status: 'cancelled' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/cancel planning/);
  });
});

describe('POST /api/planning', () => {
  const body = () => ({ request_id: w.ids.request1, request_type: 'Events', start: '2026-04-01 08:00:00', end: '2026-04-01 18:00:00' });

  it('lets an admin create a planning under the request’s organisation', async () => {
    const res = await as('admin')('POST', '/api/planning', { ...body(), number_of_agents: 4, description: 'Concert' });
    expect(res.status).toBe(201);
    const row = planningRowSchema.parse(res.body.data);
    expect(row).toMatchObject({ request_id: w.ids.request1, client_id: w.ids.client1, location_id: w.ids.location1, status: 'pending', number_of_agents: 4, currency: 'EUR' });
    expect(row.request.identifier).toBe('REQ-0001');
    expect(await changeLog(w)).toEqual([`plannings:${row.id}:upsert`]);
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403', async (role) => {
    const res = await as(role)('POST', '/api/planning', body());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an admin can create a planning.');
  });

  it('validates the body and the request', async () => {
    const missing = await as('admin')('POST', '/api/planning', {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual(expect.arrayContaining([{ path: 'request_id', message: 'required' }, { path: 'request_type', message: 'required' }]));
    expect((await as('admin')('POST', '/api/planning', { ...body(), end: '2026-04-01 08:00:00' })).body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
    expect((await as('admin')('POST', '/api/planning', { ...body(), request_id: 999 })).status).toBe(422);
    expect((await as('admin')('POST', '/api/planning', { ...body(), timeslot_id: 999 })).status).toBe(422);
  });
});

describe('DELETE /api/planning', () => {
  it('lets an admin delete plannings with their shifts and history', async () => {
    const db = w.server.ctx.db;
    const shift = await insertShift(db, w.ids.planning, [w.ids.agent1]);
    const entry = await insertHistory(db, shift, w.ids.agent1, 'started');
    await db.deleteFrom('change_log').execute();
    const res = await as('admin')('DELETE', '/api/planning', { planning_id: [w.ids.planning, w.ids.sibling, 99999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, deleted: { plannings: [w.ids.planning, w.ids.sibling], shifts: [shift], planning_history: [entry] } });
    const scene = scenePlannings(w);
    expect(await db.selectFrom('plannings').select('id').where('id', 'in', scene).execute()).toEqual([{ id: w.ids.foreign }]);
    expect(await db.selectFrom('shifts').select('id').where('planning_id', 'in', scene).execute()).toEqual([]);
    expect(await db.selectFrom('planning_history').select('id').where('planning_id', 'in', scene).execute()).toEqual([]);
    expect((await changeLog(w)).sort()).toEqual(
      [`plannings:${w.ids.planning}:delete`, `plannings:${w.ids.sibling}:delete`, `shifts:${shift}:delete`, `planning_history:${entry}:delete`].sort(),
    );
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403', async (role) => {
    expect((await as(role)('DELETE', '/api/planning', { planning_id: [w.ids.planning] })).status).toBe(403);
    expect(await w.server.ctx.db.selectFrom('plannings').select('id').where('id', '=', w.ids.planning).executeTakeFirst()).toBeDefined();
  });

  it('needs a non-empty planning_id list', async () => {
    for (const body of [{}, { planning_id: [] }, { planning_id: 'all' }, { planning_id: [0] }]) {
      expect((await as('admin')('DELETE', '/api/planning', body)).status).toBe(400);
    }
  });
});

describe('GET /api/planning/{id}/related', () => {
  it('lists the other plannings of the request that the caller may see', async () => {
    const admin = await as('admin')('GET', `/api/planning/${w.ids.planning}/related`);
    expect(admin.status).toBe(200);
    expect((admin.body.data as { id: number }[]).map((p) => p.id)).toEqual([w.ids.sibling]);
    // sub1 sees only the forwarded planning: its sibling is not forwarded, so nothing related.
    const sub = await as('sub1')('GET', `/api/planning/${w.ids.planning}/related`);
    expect(sub.status).toBe(200);
    expect(sub.body.data).toEqual([]);
    const client = await as('client1')('GET', `/api/planning/${w.ids.sibling}/related`);
    expect((client.body.data as { id: number }[]).map((p) => p.id)).toEqual([w.ids.planning]);
  });

  it('answers 404 for a planning the caller cannot see', async () => {
    expect((await as('sub2')('GET', `/api/planning/${w.ids.planning}/related`)).status).toBe(404);
    expect((await as('client2')('GET', `/api/planning/${w.ids.planning}/related`)).status).toBe(404);
    expect((await as('admin')('GET', '/api/planning/99999/related')).status).toBe(404);
  });
});
