import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shiftRowSchema } from '../../../src-sync/protocol/entities.js';
import {
  apiFor, buildWorld, changeLog, insertPlanning, insertShift, previousAudience, scenePlannings, shiftBody, type Api, type Role, type World,
} from './fixtures.js';

let w: World;
let as: (role: Role) => Api;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
});
afterEach(async () => {
  await w.server.close();
});

const shiftCount = async () => (await w.server.ctx.db.selectFrom('shifts').select((eb) => eb.fn.countAll<number>().as('n')).where('planning_id', 'in', scenePlannings(w)).executeTakeFirstOrThrow()).n;

describe('POST /api/shifts', () => {
  it('lets an admin add a shift with agents and answers the wire row', async () => {
    const res = await as('admin')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agent1, w.ids.agent1] }));
    expect(res.status).toBe(201);
    const row = shiftRowSchema.parse(res.body.data);
    expect(row).toMatchObject({ planning_id: w.ids.planning, request_id: w.ids.request1, subcontractor_id: w.ids.sub1, start: '2026-03-01 08:00:00' });
    expect(row.agents.map((a) => a.id)).toEqual([w.ids.agent1]);
    expect(row.contractor).toEqual({ name: 'Argus' });
    // The shift, and the planning (agent1 now sees it through the shift).
    expect(await changeLog(w)).toEqual([`plannings:${w.ids.planning}:upsert`, `shifts:${row.id}:upsert`]);
  });

  it('lets the subcontractor the planning is forwarded to add a shift with its own agents', async () => {
    const res = await as('sub1')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agent1] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subcontractor_id: w.ids.sub1 });
  });

  it.each<[Role, string]>([
    ['sub2', 'subcontractor it is not forwarded to'],
    ['planner', 'planner'],
    ['client1', 'client of the planning'],
    ['agent1', 'agent of the forwarded subcontractor'],
  ])('refuses a %s (%s) with 403 and changes nothing', async (role) => {
    const res = await as(role)('POST', '/api/shifts', shiftBody(w));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/admin or the subcontractor/);
    expect(await shiftCount()).toBe(0);
    expect(await changeLog(w)).toEqual([]);
  });

  it("refuses a stranger with 403 before saying what its body gets wrong (a wrong request would tell the planning's)", async () => {
    const res = await as('sub2')('POST', '/api/shifts', shiftBody(w, { request_id: w.ids.request1 + 999 }));
    expect(res.status).toBe(403);
    expect(await shiftCount()).toBe(0);
  });

  it('refuses the subcontractor once it declined the job, and takes its shifts again once it accepts', async () => {
    const answer = (contractor_status: string) => w.server.ctx.db.updateTable('plannings').set({ contractor_status }).where('id', '=', w.ids.planning).execute();
    await answer('declined');
    const refused = await as('sub1')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agent1] }));
    expect(refused.status).toBe(403);
    expect(await shiftCount()).toBe(0);
    await answer('accepted');
    expect((await as('sub1')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agent1] }))).status).toBe(201);
  });

  it('refuses a subcontractor on a planning not forwarded to anyone', async () => {
    const res = await as('sub1')('POST', '/api/shifts', shiftBody(w, { planning_id: w.ids.sibling }));
    expect(res.status).toBe(403);
  });

  it("answers 'not valid ' on end for an end not after the start", async () => {
    for (const end of ['2026-03-01 08:00:00', '2026-03-01 07:59:59']) {
      const res = await as('admin')('POST', '/api/shifts', shiftBody(w, { end }));
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
    }
    expect(await shiftCount()).toBe(0);
  });

  it("answers 'required' for every missing field", async () => {
    const res = await as('admin')('POST', '/api/shifts', {});
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'start', message: 'required' },
      { path: 'end', message: 'required' },
      { path: 'planning_id', message: 'required' },
      { path: 'request_id', message: 'required' },
    ]);
  });

  it('refuses a start before the planning start', async () => {
    const res = await as('admin')('POST', '/api/shifts', shiftBody(w, { start: '2026-03-01 07:00:00' }));
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'start', message: 'must not be before the planning start' }]);
  });

  it('refuses malformed datetimes, foreign requests and unknown plannings', async () => {
    expect((await as('admin')('POST', '/api/shifts', shiftBody(w, { start: '2026-03-01T08:00:00Z' }))).body.issues).toEqual([
      { path: 'start', message: 'expected UTC YYYY-MM-DD HH:mm:ss' },
    ]);
    expect((await as('admin')('POST', '/api/shifts', shiftBody(w, { request_id: w.ids.request2 }))).status).toBe(422);
    const unknown = await as('admin')('POST', '/api/shifts', shiftBody(w, { planning_id: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues).toEqual([{ path: 'planning_id', message: 'no such planning' }]);
  });

  it('refuses agents without a user, and a subcontractor assigning agents of another company', async () => {
    const noUser = await as('admin')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agent2] }));
    expect(noUser.status).toBe(422);
    expect(noUser.body.issues).toEqual([{ path: 'agents.0', message: 'agent has no user account' }]);
    const foreign = await as('sub1')('POST', '/api/shifts', shiftBody(w, { agents: [w.ids.agentB] }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('A subcontractor can only assign its own agents.');
    const missing = await as('admin')('POST', '/api/shifts', shiftBody(w, { agents: [424242] }));
    expect(missing.status).toBe(422);
    expect(await shiftCount()).toBe(0);
  });

  it('lets only an admin choose the subcontractor of a shift', async () => {
    const bySub = await as('sub1')('POST', '/api/shifts', shiftBody(w, { subcontractor_id: w.ids.sub2 }));
    expect(bySub.status).toBe(403);
    expect(bySub.body.message).toBe('Only an admin can choose the subcontractor of a shift.');
    const ownBySub = await as('sub1')('POST', '/api/shifts', shiftBody(w, { subcontractor_id: w.ids.sub1 }));
    expect(ownBySub.status).toBe(201);
    const byAdmin = await as('admin')('POST', '/api/shifts', shiftBody(w, { subcontractor_id: w.ids.sub2 }));
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data).toMatchObject({ subcontractor_id: w.ids.sub2, contractor: { name: 'Bastion' } });
    const unknown = await as('admin')('POST', '/api/shifts', shiftBody(w, { subcontractor_id: 999 }));
    expect(unknown.status).toBe(422);
  });

  it.each(['finished', 'rejected', 'cancelled', 'archived'])('refuses shifts on a %s planning', async (status) => {
    const closed = await insertPlanning(w.server.ctx.db, {
      request_id: w.ids.request1, client_id: w.ids.client1, location_id: w.ids.location1, subcontractor_id: w.ids.sub1, status,
    });
    const res = await as('admin')('POST', '/api/shifts', shiftBody(w, { planning_id: closed }));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(status);
  });

  it('never answers 500 to garbage', async () => {
    for (const body of [[], 'x', { planning_id: -1 }, { agents: 'all' }, { start: 5, end: null }, shiftBody(w, { planning_id: 3_000_000_000 })]) {
      const res = await as('admin')('POST', '/api/shifts', body);
      expect(res.status).toBe(400);
    }
    const raw = await fetch(`${w.server.url}/api/shifts`, {
      method: 'POST', headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' }, body: '{"start":',
    });
    expect(raw.status).toBe(400);
    // Ids beyond a 32-bit column (PostgreSQL) are not ids: refused before any query runs.
    expect((await as('admin')('PUT', '/api/shifts/3000000000', { start: '2026-03-01 09:00:00', end: '2026-03-01 10:00:00' })).status).toBe(404);
  });
});

describe('PUT /api/shifts/{id}', () => {
  let shift: number;
  beforeEach(async () => {
    shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
    await w.server.ctx.db.deleteFrom('change_log').execute();
  });
  const body = (extra: Record<string, unknown> = {}) => ({ start: '2026-03-01 09:00:00', end: '2026-03-01 13:00:00', ...extra });

  it.each<Role>(['admin', 'planner', 'sub1', 'agent1'])('lets %s (on the planning) edit it', async (role) => {
    const res = await as(role)('PUT', `/api/shifts/${shift}`, body());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: shift, start: '2026-03-01 09:00:00', end: '2026-03-01 13:00:00' });
    expect(await changeLog(w)).toEqual([`shifts:${shift}:upsert`]);
  });

  it.each<Role>(['sub2', 'client1', 'client2', 'agentB'])('refuses %s with 403', async (role) => {
    const res = await as(role)('PUT', `/api/shifts/${shift}`, body());
    expect(res.status).toBe(403);
    expect(await changeLog(w)).toEqual([]);
  });

  it('refuses a stranger with 403 before saying the shift cannot move (which would tell its planning)', async () => {
    const res = await as('sub2')('PUT', `/api/shifts/${shift}`, body({ planning_id: w.ids.planning + 999 }));
    expect(res.status).toBe(403);
    expect(await changeLog(w)).toEqual([]);
  });

  it("applies the time rules: 'not valid ' and the planning start", async () => {
    expect((await as('admin')('PUT', `/api/shifts/${shift}`, body({ end: '2026-03-01 09:00:00' }))).body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
    expect((await as('admin')('PUT', `/api/shifts/${shift}`, body({ start: '2026-02-28 09:00:00' }))).status).toBe(422);
  });

  it('lets only an admin change the subcontractor', async () => {
    expect((await as('sub1')('PUT', `/api/shifts/${shift}`, body({ subcontractor_id: null }))).status).toBe(403);
    expect((await as('sub1')('PUT', `/api/shifts/${shift}`, body({ subcontractor_id: w.ids.sub1 }))).status).toBe(200);
    const res = await as('admin')('PUT', `/api/shifts/${shift}`, body({ subcontractor_id: null }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subcontractor_id: null, contractor: null });
  });

  it('refuses moving a shift to another planning', async () => {
    const res = await as('admin')('PUT', `/api/shifts/${shift}`, body({ planning_id: w.ids.sibling }));
    expect(res.status).toBe(422);
  });

  it('replaces the agents, keeps existing assignments, and tells the agent who left', async () => {
    const db = w.server.ctx.db;
    const before = await db.selectFrom('shift_agents').select('id').where('shift_id', '=', shift).executeTakeFirstOrThrow();
    const res = await as('sub1')('PUT', `/api/shifts/${shift}`, body({ agents: [w.ids.agent1, w.ids.agent3] }));
    expect(res.status).toBe(200);
    const agents = (res.body.data as { agents: { id: number; agent_shift_id: number }[] }).agents;
    expect(agents.map((a) => a.id).sort()).toEqual([w.ids.agent1, w.ids.agent3].sort());
    expect(agents.find((a) => a.id === w.ids.agent1)?.agent_shift_id).toBe(before.id);
    expect(await changeLog(w)).toEqual([`shifts:${shift}:upsert`, `plannings:${w.ids.planning}:upsert`]);

    await db.deleteFrom('change_log').execute();
    expect((await as('admin')('PUT', `/api/shifts/${shift}`, body({ agents: [w.ids.agent3] }))).status).toBe(200);
    // agent1 could see the shift before: its previous audience says so, so it receives a delete.
    expect(await previousAudience(w, 'shifts', shift)).toContain(`agent:${w.ids.agent1}`);
  });

  it('answers 404 for an unknown shift and for a path id that is not an id', async () => {
    expect((await as('admin')('PUT', '/api/shifts/999999', body())).status).toBe(404);
    const bad = await as('admin')('PUT', '/api/shifts/abc', body());
    expect(bad.status).toBe(404);
    expect(bad.body.issues).toEqual([{ path: 'id', message: 'expected a positive whole number written plainly (such as 1501)' }]);
  });
});

describe('DELETE /api/shifts/{id}', () => {
  let shift: number;
  beforeEach(async () => {
    shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
    await w.server.ctx.db.deleteFrom('change_log').execute();
  });

  it.each<Role>(['admin', 'sub1'])('lets %s delete it, unassigning its agents', async (role) => {
    const res = await as(role)('DELETE', `/api/shifts/${shift}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, deleted: { shifts: [shift] } });
    expect(await shiftCount()).toBe(0);
    expect(await w.server.ctx.db.selectFrom('shift_agents').selectAll().where('shift_id', '=', shift).execute()).toEqual([]);
    expect(await changeLog(w)).toEqual([`plannings:${w.ids.planning}:upsert`, `shifts:${shift}:delete`]);
    expect(await previousAudience(w, 'shifts', shift)).toEqual(expect.arrayContaining([`subcontractor:${w.ids.sub1}`, `agent:${w.ids.agent1}`]));
  });

  it.each<Role>(['planner', 'sub2', 'client1', 'agent1'])('refuses %s with 403', async (role) => {
    expect((await as(role)('DELETE', `/api/shifts/${shift}`)).status).toBe(403);
    expect(await shiftCount()).toBe(1);
  });

  it('refuses on a closed planning', async () => {
    await w.server.ctx.db.updateTable('plannings').set({ status: 'finished' }).where('id', '=', w.ids.planning).execute();
    expect((await as('admin')('DELETE', `/api/shifts/${shift}`)).status).toBe(422);
  });
});
