/**
 * Proof of service: a client user reads the shifts and history of its own organisation's
 * plannings, read-only, and staff decide which history entries stay internal. Marking an entry
 * internal must take it off the client's devices (a delete in the feed), in the list endpoints
 * and in image serving; unmarking brings it back (an upsert).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyRowSchema } from '../../../src-sync/protocol/entities.js';
import {
  apiFor, buildWorld, changeLog, feedOp, insertHistory, insertShift, markCursor, recordBroadcasts, type Api, type Role, type World,
} from './fixtures.js';

let w: World;
let as: (role: Role) => Api;
let shift: number;
let entry: number;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
  shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
  entry = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'note');
  await w.server.ctx.db.deleteFrom('change_log').execute();
});
afterEach(async () => {
  await w.server.close();
});

const mark = (role: Role, internal: unknown, id = entry) => as(role)('PUT', `/api/planning/history/${id}/internal`, { internal });
const internalOf = async () => (await w.server.ctx.db.selectFrom('planning_history').select('internal').where('id', '=', entry).executeTakeFirstOrThrow()).internal;

describe('PUT /api/planning/history/{id}/internal', () => {
  it.each<Role>(['admin', 'planner'])('lets %s mark an entry internal and show it again', async (role) => {
    const res = await mark(role, true);
    expect(res.status).toBe(200);
    expect(historyRowSchema.parse(res.body.data)).toMatchObject({ id: entry, internal: 1 });
    expect(await changeLog(w)).toEqual([`planning_history:${entry}:upsert`]);
    expect((await mark(role, false)).status).toBe(200);
    expect(await internalOf()).toBe(0);
  });

  it.each<Role>(['sub1', 'sub2', 'client1', 'client2', 'agent1', 'agentB'])('refuses %s with 403 and changes nothing', async (role) => {
    const res = await mark(role, true);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the planning staff can decide what the client sees.');
    expect(await internalOf()).toBe(0);
    expect(await changeLog(w)).toEqual([]);
  });

  it('answers 400 naming the field for a body that is not {internal: true|false}, 404 for an unknown entry', async () => {
    const wrong = await mark('admin', 'yes');
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'internal', message: 'expected true or false' }]);
    expect((await as('admin')('PUT', `/api/planning/history/${entry}/internal`, { internal: true, note: 'x' })).status).toBe(400);
    expect((await mark('admin', true, 99999)).status).toBe(404);
    expect(await internalOf()).toBe(0);
  });

  it('records nothing when the entry already is what was asked', async () => {
    expect((await mark('admin', false)).status).toBe(200);
    expect(await changeLog(w)).toEqual([]);
  });
});

describe('what the client of the planning receives', () => {
  it('marking internal reaches the client as a delete and everyone else as an upsert; unmarking as an upsert', async () => {
    const before = await markCursor(w);
    const sent = recordBroadcasts(w.server);
    expect((await mark('admin', true)).status).toBe(200);
    expect(await feedOp(w, w.tokens.client1, before, 'planning_history', entry)).toBe('delete');
    expect(await feedOp(w, w.tokens.sub1, before, 'planning_history', entry)).toBe('upsert');
    expect(await feedOp(w, w.tokens.planner, before, 'planning_history', entry)).toBe('upsert');
    expect(await feedOp(w, w.tokens.client2, before, 'planning_history', entry)).toBe('nothing');
    // The client is told at once that there is something to pull.
    expect(sent.flatMap((b) => b.channels)).toContain(`private-App.User.${w.users.client1}`);

    const hidden = await markCursor(w);
    expect((await mark('planner', false)).status).toBe(200);
    expect(await feedOp(w, w.tokens.client1, hidden, 'planning_history', entry)).toBe('upsert');
  });

  it('lists the shifts and the non-internal history of its own plannings only', async () => {
    const other = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'started');
    await mark('admin', true, other);
    const shifts = await as('client1')('GET', `/api/shifts?filter[planning_id]=${w.ids.planning}`);
    expect((shifts.body.data as { id: number }[]).map((s) => s.id)).toEqual([shift]);
    const history = await as('client1')('GET', `/api/planning/history?filter[planning_id]=${w.ids.planning}`);
    expect((history.body.data as { id: number }[]).map((h) => h.id)).toEqual([entry]);
    expect((await as('client1')('GET', `/api/planning/history/${other}`)).status).toBe(404);
    expect((await as('client1')('GET', `/api/planning/history/${entry}`)).status).toBe(200);
    expect((await as('client2')('GET', `/api/shifts/${shift}`)).status).toBe(404);
    expect((await as('admin')('GET', `/api/planning/history/${other}`)).status).toBe(200);
  });

  it('lets the client change nothing: every shift and history write is 403', async () => {
    const client = as('client1');
    const refused = [
      await client('POST', '/api/shifts', { start: '2026-03-01 08:00:00', end: '2026-03-01 16:00:00', planning_id: w.ids.planning, request_id: w.ids.request1 }),
      await client('PUT', `/api/shifts/${shift}`, { start: '2026-03-01 09:00:00', end: '2026-03-01 16:00:00' }),
      await client('DELETE', `/api/shifts/${shift}`),
      await client('POST', '/api/planning/history', { shift_id: shift, agent_id: w.ids.agent1, status: 'note', note: 'gate closed', created_at: '2026-03-01 10:00:00' }),
      await client('PUT', `/api/planning/history/${entry}`, { shift_id: shift, agent_id: w.ids.agent1, created_at: '2026-03-01 10:00:00' }),
      await client('DELETE', `/api/planning/history/${entry}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await changeLog(w)).toEqual([]);
  });
});
