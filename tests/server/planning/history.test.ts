import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyRowSchema } from '../../../src-sync/protocol/entities.js';
import { agentShiftIdOf, apiFor, buildWorld, changeLog, insertHistory, insertShift, scenePlannings, type Api, type Role, type World } from './fixtures.js';

let w: World;
let as: (role: Role) => Api;
let shift: number;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
  shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1, w.ids.agent3]);
  await w.server.ctx.db.deleteFrom('change_log').execute();
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;
const entryBody = (extra: Record<string, unknown> = {}) => ({ shift_id: shift, agent_id: w.ids.agent1, status: 'started', created_at: '2026-03-01 08:05:00', ...extra });
const historyCount = async () => (await db().selectFrom('planning_history').select('id').where('planning_id', 'in', scenePlannings(w)).execute()).length;

describe('POST /api/planning/history', () => {
  it.each<Role>(['admin', 'planner', 'sub1', 'agent1'])('lets %s (on the planning) add an entry', async (role) => {
    const res = await as(role)('POST', '/api/planning/history', entryBody({ note: 'on site' }));
    expect(res.status).toBe(201);
    const row = historyRowSchema.parse(res.body.data);
    expect(row).toMatchObject({
      planning_id: w.ids.planning, request_id: w.ids.request1, shift_id: shift, agent_id: w.ids.agent1, status: 'started', note: 'on site',
      agent_shift_id: await agentShiftIdOf(db(), shift, w.ids.agent1), agent: { first_name: 'Ann', last_name: 'Guard' },
    });
    // Dated by what was typed (here hours back): no receive time, which marks a phone's late event.
    expect(row.received_at).toBeNull();
    expect(await changeLog(w)).toEqual([`planning_history:${row.id}:upsert`]);
  });

  it.each<Role>(['sub2', 'client1', 'client2', 'agentB'])('refuses %s with 403', async (role) => {
    expect((await as(role)('POST', '/api/planning/history', entryBody())).status).toBe(403);
    expect(await historyCount()).toBe(0);
  });

  it('lets an agent post only for itself', async () => {
    const res = await as('agent1')('POST', '/api/planning/history', entryBody({ agent_id: w.ids.agent3 }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('An agent can only write history for itself on its own shifts.');
  });

  it("answers 'required' for shift, agent, status and created_at", async () => {
    const res = await as('admin')('POST', '/api/planning/history', {});
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(expect.arrayContaining([
      { path: 'shift_id', message: 'required' }, { path: 'agent_id', message: 'required' },
      { path: 'created_at', message: 'required' }, { path: 'status', message: 'required' },
    ]));
  });

  it("answers 'required' for a note entry without its note (none, empty or spaces), from a planner and from the field", async () => {
    for (const note of [undefined, null, '', '   ']) {
      const res = await as('planner')('POST', '/api/planning/history', entryBody({ status: 'note', ...(note === undefined ? {} : { note }) }));
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'note', message: 'required' }]);
    }
    const field = await as('agent1')('POST', '/api/agent/request/history', { shift_id: shift, status: 'note', note: ' ', created_at: '2026-03-01 12:00:00' });
    expect(field.body.issues).toEqual([{ path: 'note', message: 'required' }]);
    expect(await historyCount()).toBe(0);
  });

  it('refuses an agent that is not on the shift, and a shift of another planning', async () => {
    const notOn = await as('admin')('POST', '/api/planning/history', entryBody({ agent_id: w.ids.agentB }));
    expect(notOn.status).toBe(422);
    expect(notOn.body.issues).toEqual([{ path: 'agent_id', message: 'agent is not on this shift' }]);
    expect((await as('admin')('POST', '/api/planning/history', entryBody({ planning_id: w.ids.sibling }))).status).toBe(422);
    expect((await as('admin')('POST', '/api/planning/history', entryBody({ shift_id: 99999 }))).status).toBe(422);
  });

  it('allows a break end on break entries only, and not before the break', async () => {
    const ok = await as('admin')('POST', '/api/planning/history', entryBody({ status: 'break', break_reason: 'lunch', break_finished_at: '2026-03-01 08:35:00' }));
    expect(ok.status).toBe(201);
    const early = await as('admin')('POST', '/api/planning/history', entryBody({ status: 'break', break_finished_at: '2026-03-01 08:00:00' }));
    expect(early.body.issues).toEqual([{ path: 'break_finished_at', message: 'must not be before the start of the break' }]);
    const notBreak = await as('admin')('POST', '/api/planning/history', entryBody({ status: 'note', note: 'gate closed', break_finished_at: '2026-03-01 09:00:00' }));
    expect(notBreak.body.issues).toEqual([{ path: 'break_finished_at', message: 'only break entries have a break end' }]);
  });
});

describe('POST /api/agent/request/history', () => {
  it('takes the caller as the agent', async () => {
    const res = await as('agent1')('POST', '/api/agent/request/history', { shift_id: shift, status: 'ended', created_at: '2026-03-01 12:00:00' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ agent_id: w.ids.agent1, status: 'ended' });
  });

  it('needs an agent when the caller is none', async () => {
    const res = await as('admin')('POST', '/api/agent/request/history', { shift_id: shift, status: 'ended', created_at: '2026-03-01 12:00:00' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'agent_id', message: 'required' }]);
  });
});

describe('PUT /api/planning/history/{id}', () => {
  let entry: number;
  beforeEach(async () => {
    entry = await insertHistory(db(), shift, w.ids.agent1, 'break');
    await db().deleteFrom('change_log').execute();
  });
  const edit = (extra: Record<string, unknown> = {}) => ({ shift_id: shift, agent_id: w.ids.agent1, created_at: '2026-03-01 09:00:00', ...extra });

  it.each<Role>(['admin', 'planner', 'sub1', 'agent1'])('lets %s finish a break', async (role) => {
    const res = await as(role)('PUT', `/api/planning/history/${entry}`, edit({ status: 'break', break_finished_at: '2026-03-01 09:20:00' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: entry, status: 'break', break_finished_at: '2026-03-01 09:20:00' });
    expect(await changeLog(w)).toEqual([`planning_history:${entry}:upsert`]);
  });

  it.each<Role>(['sub2', 'client1', 'agentB'])('refuses %s with 403', async (role) => {
    expect((await as(role)('PUT', `/api/planning/history/${entry}`, edit())).status).toBe(403);
  });

  it('refuses to change the status of an existing entry', async () => {
    const res = await as('admin')('PUT', `/api/planning/history/${entry}`, edit({ status: 'ended' }));
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'status', message: 'cannot change on an existing entry' }]);
    expect((await db().selectFrom('planning_history').select('status').where('id', '=', entry).executeTakeFirstOrThrow()).status).toBe('break');
    expect(await changeLog(w)).toEqual([]);
  });

  it('refuses to edit an image entry', async () => {
    const image = await insertHistory(db(), shift, w.ids.agent1, 'image', { image: `${'a'.repeat(32)}.jpg` });
    const res = await as('admin')('PUT', `/api/planning/history/${image}`, edit({ note: 'changed' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Image entries cannot be edited.');
  });

  it('refuses a break end on an entry that is not a break', async () => {
    const note = await insertHistory(db(), shift, w.ids.agent1, 'note');
    const res = await as('admin')('PUT', `/api/planning/history/${note}`, edit({ break_finished_at: '2026-03-01 10:00:00' }));
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'break_finished_at', message: 'only break entries have a break end' }]);
  });

  it('lets an agent edit only its own entries', async () => {
    const other = await insertHistory(db(), shift, w.ids.agent3, 'note');
    expect((await as('agent1')('PUT', `/api/planning/history/${other}`, edit({ agent_id: w.ids.agent3 }))).status).toBe(403);
    expect((await as('agent1')('PUT', `/api/planning/history/${entry}`, edit({ agent_id: w.ids.agent3 }))).status).toBe(403);
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await as('admin')('PUT', '/api/planning/history/99999', edit())).status).toBe(404);
  });
});

describe('DELETE /api/planning/history/{id}', () => {
  it.each<Role>(['admin', 'planner', 'sub1', 'agent1'])('lets %s delete an entry', async (role) => {
    const entry = await insertHistory(db(), shift, w.ids.agent1, 'note');
    await db().deleteFrom('change_log').execute();
    const res = await as(role)('DELETE', `/api/planning/history/${entry}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, deleted: { planning_history: [entry] } });
    expect(await changeLog(w)).toEqual([`planning_history:${entry}:delete`]);
  });

  it.each<Role>(['sub2', 'client1', 'agentB'])('refuses %s with 403', async (role) => {
    const entry = await insertHistory(db(), shift, w.ids.agent1, 'note');
    expect((await as(role)('DELETE', `/api/planning/history/${entry}`)).status).toBe(403);
    expect(await historyCount()).toBe(1);
  });
});
