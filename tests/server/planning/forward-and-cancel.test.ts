import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usersToNotify } from '../../../server/sync/publish-changes.js';
import {
  apiFor, buildWorld, changeLog, feedOp, insertHistory, insertShift, markCursor, previousAudience, recordBroadcasts, type Api, type Role, type World,
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

const db = () => w.server.ctx.db;
const planningRow = (id: number) => db().selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const shiftsOf = async (id: number) => (await db().selectFrom('shifts').select('id').where('planning_id', '=', id).execute()).map((r) => r.id);

let cursor = 0;
/** What the feed sends `role` about a row since the test's cursor mark. */
const feedSees = (role: Role, entity: string, id: number) => feedOp(w, w.tokens[role], cursor, entity, id);

describe('POST /api/planning/forward', () => {
  let shift: number;
  let entry: number;
  beforeEach(async () => {
    shift = await insertShift(db(), w.ids.planning, [w.ids.agent1]);
    entry = await insertHistory(db(), shift, w.ids.agent1, 'started');
    await db().deleteFrom('change_log').execute();
    cursor = await markCursor(w);
  });

  it('forwards to another subcontractor, keeping shifts when asked to', async () => {
    const res = await as('admin')('POST', '/api/planning/forward', {
      forwarded: [{ planning_id: w.ids.planning, subcontractor_id: w.ids.sub2 }, { planning_id: w.ids.sibling, subcontractor_id: w.ids.sub2 }],
      remove_shifts: false,
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { id: number; subcontractor_id: number; contractor_status: string; contractor: { name: string } }[]).map((p) => [p.id, p.subcontractor_id, p.contractor_status, p.contractor.name])).toEqual([
      [w.ids.planning, w.ids.sub2, 'pending', 'Bastion'],
      [w.ids.sibling, w.ids.sub2, 'pending', 'Bastion'],
    ]);
    expect(res.body.deleted).toEqual({ shifts: [] });
    expect(await shiftsOf(w.ids.planning)).toEqual([shift]);
    expect(await changeLog(w)).toEqual([
      `plannings:${w.ids.planning}:upsert`, `plannings:${w.ids.sibling}:upsert`, `shifts:${shift}:upsert`, `planning_history:${entry}:upsert`,
    ]);
    // The previous subcontractor is in the previous audience of every row it loses...
    for (const [entity, id] of [['plannings', w.ids.planning], ['shifts', shift], ['planning_history', entry]] as const) {
      expect(await previousAudience(w, entity, id)).toContain(`subcontractor:${w.ids.sub1}`);
    }
    // ...so the feed gives it a delete, the new one gets the row, and both are woken up.
    expect(await feedSees('sub1', 'plannings', w.ids.planning)).toBe('delete');
    expect(await feedSees('sub2', 'plannings', w.ids.planning)).toBe('upsert');
    const { seq } = await db().selectFrom('change_log').select('seq').where('entity', '=', 'plannings').where('row_id', '=', w.ids.planning).executeTakeFirstOrThrow();
    const woken = await usersToNotify(w.server.ctx, [{ entity: 'plannings', id: w.ids.planning, seq }]);
    expect(woken).toEqual(expect.arrayContaining([w.users.sub1, w.users.sub2, w.users.admin]));
  });

  it('wakes the old and the new subcontractor through realtime, after the commit', async () => {
    const sent = recordBroadcasts(w.server);
    expect((await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: w.ids.planning, subcontractor_id: w.ids.sub2 }] })).status).toBe(200);
    const maxSeq = Math.max(...(await db().selectFrom('change_log').select('seq').execute()).map((r) => r.seq));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.event).toBe('changes');
    expect(sent[0]?.data).toEqual({ cursor: maxSeq });
    expect(sent[0]?.channels).toEqual(expect.arrayContaining([w.users.sub1, w.users.sub2, w.users.admin, w.users.agent1].map((id) => `private-App.User.${id}`)));
    expect(sent[0]?.channels).not.toContain(`private-App.User.${w.users.client2}`);
  });

  it('removes the shifts (and detaches their history) with remove_shifts', async () => {
    const res = await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: w.ids.planning, subcontractor_id: w.ids.sub2 }], remove_shifts: true });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual({ shifts: [shift] });
    expect(await shiftsOf(w.ids.planning)).toEqual([]);
    expect(await db().selectFrom('shift_agents').selectAll().where('shift_id', '=', shift).execute()).toEqual([]);
    const history = await db().selectFrom('planning_history').selectAll().where('id', '=', entry).executeTakeFirstOrThrow();
    expect(history).toMatchObject({ planning_id: w.ids.planning, shift_id: null, agent_shift_id: null });
    expect(await changeLog(w)).toEqual([`plannings:${w.ids.planning}:upsert`, `shifts:${shift}:delete`, `planning_history:${entry}:upsert`]);
    expect(await feedSees('sub1', 'shifts', shift)).toBe('delete');
    expect(await feedSees('agent1', 'shifts', shift)).toBe('delete');
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403', async (role) => {
    const res = await as(role)('POST', '/api/planning/forward', { forwarded: [{ planning_id: w.ids.sibling, subcontractor_id: w.ids.sub1 }], remove_shifts: false });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an admin can forward a planning.');
    expect((await planningRow(w.ids.sibling)).subcontractor_id).toBeNull();
  });

  it('validates the payload and changes nothing on any bad item', async () => {
    expect((await as('admin')('POST', '/api/planning/forward', { remove_shifts: true })).body.issues).toEqual([{ path: 'forwarded', message: 'required' }]);
    expect((await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: w.ids.sibling }] })).body.issues).toEqual([
      { path: 'forwarded.0.subcontractor_id', message: 'required' },
    ]);
    const unknownSub = await as('admin')('POST', '/api/planning/forward', {
      forwarded: [{ planning_id: w.ids.sibling, subcontractor_id: w.ids.sub2 }, { planning_id: w.ids.planning, subcontractor_id: 999 }], remove_shifts: true,
    });
    expect(unknownSub.status).toBe(422);
    expect(unknownSub.body.issues).toEqual([{ path: 'forwarded.1.subcontractor_id', message: 'no such subcontractor' }]);
    expect((await planningRow(w.ids.sibling)).subcontractor_id).toBeNull();
    expect(await shiftsOf(w.ids.planning)).toEqual([shift]);
    await db().updateTable('plannings').set({ status: 'archived' }).where('id', '=', w.ids.sibling).execute();
    expect((await as('admin')('POST', '/api/planning/forward', { forwarded: [{ planning_id: w.ids.sibling, subcontractor_id: w.ids.sub2 }] })).status).toBe(422);
    expect(await changeLog(w)).toEqual([]);
  });
});

describe('PUT /api/planning/{id}/cancel-forward', () => {
  it('takes the planning back and removes its shifts', async () => {
    const shift = await insertShift(db(), w.ids.planning, [w.ids.agent1]);
    await db().deleteFrom('change_log').execute();
    cursor = await markCursor(w);
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel-forward`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: w.ids.planning, subcontractor_id: null, contractor_status: null, contractor: null });
    expect(res.body.deleted).toEqual({ shifts: [shift] });
    expect(await shiftsOf(w.ids.planning)).toEqual([]);
    expect(await changeLog(w)).toEqual([`plannings:${w.ids.planning}:upsert`, `shifts:${shift}:delete`]);
    expect(await feedSees('sub1', 'plannings', w.ids.planning)).toBe('delete');
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403', async (role) => {
    expect((await as(role)('PUT', `/api/planning/${w.ids.planning}/cancel-forward`)).status).toBe(403);
    expect((await planningRow(w.ids.planning)).subcontractor_id).toBe(w.ids.sub1);
  });

  it('refuses a planning that is not forwarded, and an unknown one', async () => {
    expect((await as('admin')('PUT', `/api/planning/${w.ids.sibling}/cancel-forward`)).status).toBe(422);
    expect((await as('admin')('PUT', '/api/planning/99999/cancel-forward')).status).toBe(404);
  });
});

describe('PUT /api/planning/{id}/cancel', () => {
  const mailDir = () => path.join(w.server.dataDir, 'mail');
  const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).map((f) => fs.readFileSync(path.join(mailDir(), f), 'utf8')) : []);

  it('cancels and mails every user of the client organisation, each in their language', async () => {
    await db().updateTable('users').set({ language: 'es' }).where('email', '=', 'client1b@t.test').execute();
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { id: w.ids.planning, status: 'cancelled' }, notified: 2 });
    // The planning, and one notification for each user of the client (both Acme users).
    const log = await changeLog(w);
    expect(log[0]).toBe(`plannings:${w.ids.planning}:upsert`);
    expect(log.slice(1).every((entry) => /^notifications:\d+:upsert$/.test(entry))).toBe(true);
    expect(log).toHaveLength(3);
    const sent = mails();
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => m.includes('To: client1@t.test'))).toBe(true);
    expect(sent.some((m) => m.includes('To: client1b@t.test'))).toBe(true);
    expect(sent.some((m) => m.includes('client2@t.test'))).toBe(false);
    // 08:00 UTC on 1 March is 09:00 in Brussels (spec section 9: DD-MM-YYYY HH:mm, location time).
    const to = (address: string) => sent.find((m) => m.includes(`To: ${address}`)) ?? '';
    expect(to('client1@t.test')).toContain('Planning REQ-0001 at Main Gate on 01-03-2026 09:00 has been cancelled.');
    expect(to('client1b@t.test')).toContain('Se ha cancelado la planificación REQ-0001 en Main Gate del 01-03-2026 09:00.');
    expect(to('client1b@t.test')).toContain('Content-Language: es');
  });

  it('does not mail again when the planning is already cancelled', async () => {
    expect((await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel`)).status).toBe(200);
    const again = await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body.notified).toBe(0);
    expect(mails()).toHaveLength(2);
  });

  it.each(['started', 'ended', 'finished', 'archived'])('refuses to cancel a %s planning (state machine)', async (status) => {
    await db().updateTable('plannings').set({ status }).where('id', '=', w.ids.planning).execute();
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel`);
    expect(res.status).toBe(422);
    expect((await planningRow(w.ids.planning)).status).toBe(status);
    expect(mails()).toEqual([]);
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403 and mails nobody', async (role) => {
    const res = await as(role)('PUT', `/api/planning/${w.ids.planning}/cancel`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an admin can cancel a planning.');
    expect(mails()).toEqual([]);
  });
});
