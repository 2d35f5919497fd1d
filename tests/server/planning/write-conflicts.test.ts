/**
 * Versions, field-level writes and conflicts (src-sync/protocol/write-conflict.ts): a write based
 * on an older version is refused with the record as it is now only where someone else changed a
 * field it changes; agents travel as set operations and never overwrite each other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeConflictBodySchema } from '../../../src-sync/protocol/write-conflict.js';
import { planningRowSchema } from '../../../src-sync/protocol/entities.js';
import { apiFor, buildWorld, insertShift, type Api, type Role, type World } from './fixtures.js';

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
/** Two devices of one user, as the outbox names them (src-sync/outbox/device-id.ts). */
const OFFICE = { 'Vigil-Device': '6f1c2a4e-0b7d-4c55-9a39-2f0e4b1d7c10' };
const PHONE = { 'Vigil-Device': 'b2d9e7f1-4a3c-4e8b-8d21-7c6a5f0e9b32' };
const planning = () => db().selectFrom('plannings').selectAll().where('id', '=', w.ids.planning).executeTakeFirstOrThrow();
const agentsOf = async (shiftId: number) =>
  (await db().selectFrom('shift_agents').select('agent_id').where('shift_id', '=', shiftId).orderBy('agent_id').execute()).map((r) => r.agent_id);

describe('versions', () => {
  it('raise the version of a changed record and record who changed which field', async () => {
    expect((await planning()).version).toBe(1);
    const res = await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Night patrol' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, description: 'Night patrol' });
    const fields = await db().selectFrom('field_versions').select(['field', 'version', 'user_id']).where('entity', '=', 'plannings').where('row_id', '=', w.ids.planning).execute();
    expect(fields).toEqual([{ field: 'description', version: 2, user_id: w.users.planner }]);
  });

  it('leave a record that a write did not change as it was', async () => {
    await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: null });
    expect((await planning()).version).toBe(1);
  });
});

describe('conflicts', () => {
  it('refuse a change to a field someone else changed since, with the record as it is now', async () => {
    await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate B only' });
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate A only', base_version: 1 });
    expect(res.status).toBe(409);
    const body = writeConflictBodySchema.parse(res.body);
    expect(body.conflict).toMatchObject({ entity: 'plannings', id: w.ids.planning, version: 2 });
    expect(body.conflict.fields).toEqual([{ field: 'description', version: 2, changed_at: expect.any(String) as string, changed_by: { id: w.users.planner, name: 'planner Test' } }]);
    expect(planningRowSchema.parse(body.conflict.current)).toMatchObject({ description: 'Gate B only', version: 2 });
    expect((await planning()).description).toBe('Gate B only');
  });

  it('apply a write whose fields nobody else changed, next to the other change', async () => {
    await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate B only' });
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { po_number: 'PO-9', base_version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ description: 'Gate B only', po_number: 'PO-9', version: 3 });
  });

  it('never count the same user’s own later changes from the same device as a conflict', async () => {
    await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'first' }, OFFICE);
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'second', base_version: 1 }, OFFICE);
    expect(res.status).toBe(200);
    // A client that does not name its device (another API client) counts all its user's changes as its own.
    const unnamed = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'third', base_version: 1 });
    expect(unnamed.status).toBe(200);
  });

  it('refuse an older offline edit from the same user’s other device, naming the user', async () => {
    // Saved on the office PC; the phone's edit was made offline on the version before.
    await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate B only' }, OFFICE);
    const res = await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate A only', base_version: 1 }, PHONE);
    expect(res.status).toBe(409);
    const body = writeConflictBodySchema.parse(res.body);
    expect(body.message).toBe('You changed this on another device since this change was made.');
    expect(body.issues).toEqual([{ path: 'description', message: 'changed on your other device' }]);
    expect(body.conflict.fields).toEqual([{ field: 'description', version: 2, changed_at: expect.any(String) as string, changed_by: { id: w.users.planner, name: 'planner Test' } }]);
    expect((await planning()).description).toBe('Gate B only');
    const kept = await db().selectFrom('field_versions').select('device').where('entity', '=', 'plannings').where('row_id', '=', w.ids.planning).executeTakeFirstOrThrow();
    expect(kept.device).toBe(OFFICE['Vigil-Device']);
  });

  it('refuse a device header that is not a device id, changing nothing', async () => {
    const res = await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'x' }, { 'Vigil-Device': 'no good!' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'Vigil-Device', message: '8 to 64 letters, digits or dashes' }]);
    expect((await planning()).description).toBeNull();
  });

  it('let "keep mine" go through when sent again based on the current version', async () => {
    await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate B only' });
    const refused = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate A only', base_version: 1 });
    const { conflict } = writeConflictBodySchema.parse(refused.body);
    const kept = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'Gate A only', base_version: conflict.version });
    expect(kept.status).toBe(200);
    expect((await planning()).description).toBe('Gate A only');
  });

  it('check a cancellation against a status changed since', async () => {
    await as('planner')('PUT', `/api/planning/${w.ids.planning}`, { status: 'confirmed' });
    const res = await as('admin')('PUT', `/api/planning/${w.ids.planning}/cancel`, { base_version: 1 });
    expect(res.status).toBe(409);
    expect(writeConflictBodySchema.parse(res.body).conflict.fields.map((f) => f.field)).toEqual(['status']);
    expect((await planning()).status).toBe('confirmed');
  });

  it('refuse a history note someone else rewrote since', async () => {
    const shift = await insertShift(db(), w.ids.planning, [w.ids.agent1]);
    const created = await as('admin')('POST', '/api/planning/history', { shift_id: shift, agent_id: w.ids.agent1, status: 'note', created_at: '2026-03-01 09:00:00', note: 'quiet' });
    const entry = created.body.data as { id: number; version: number };
    await as('agent1')('PUT', `/api/planning/history/${entry.id}`, { note: 'window broken at gate 2' });
    const res = await as('admin')('PUT', `/api/planning/history/${entry.id}`, { note: 'all quiet', base_version: entry.version });
    expect(res.status).toBe(409);
    expect(writeConflictBodySchema.parse(res.body).conflict.fields[0]).toMatchObject({ field: 'note', changed_by: { id: w.users.agent1 } });
  });
});

describe('shift writes carry only what changed', () => {
  it('keep an agent someone else added while another user changed only the end time', async () => {
    const shift = await insertShift(db(), w.ids.planning, [w.ids.agent1]);
    // The admin adds an agent; the subcontractor, working from version 1, changes the end only.
    expect((await as('admin')('PUT', `/api/shifts/${shift}`, { agents_added: [w.ids.agent3], base_version: 1 })).status).toBe(200);
    const res = await as('sub1')('PUT', `/api/shifts/${shift}`, { end: '2026-03-01 13:00:00', base_version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ end: '2026-03-01 13:00:00' });
    expect(await agentsOf(shift)).toEqual([w.ids.agent1, w.ids.agent3].sort((a, b) => a - b));
  });

  it('apply additions and removals as set operations', async () => {
    const shift = await insertShift(db(), w.ids.planning, [w.ids.agent1, w.ids.agent2]);
    await as('admin')('PUT', `/api/shifts/${shift}`, { agents_removed: [w.ids.agent2] });
    // Someone else, still seeing agent2, adds agent3 and removes agent1: agent2 stays removed.
    const res = await as('sub1')('PUT', `/api/shifts/${shift}`, { agents_added: [w.ids.agent3], agents_removed: [w.ids.agent1], base_version: 1 });
    expect(res.status).toBe(200);
    expect(await agentsOf(shift)).toEqual([w.ids.agent3]);
  });

  it('refuse agents together with agents_added or agents_removed', async () => {
    const shift = await insertShift(db(), w.ids.planning, [w.ids.agent1]);
    const res = await as('admin')('PUT', `/api/shifts/${shift}`, { agents: [w.ids.agent2], agents_added: [w.ids.agent3] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'agents', message: 'send either agents or agents_added and agents_removed' }]);
  });

  it('refuse an end before the stored start when only the end is sent', async () => {
    const shift = await insertShift(db(), w.ids.planning, [], '2026-03-01 08:00:00', '2026-03-01 12:00:00');
    const res = await as('admin')('PUT', `/api/shifts/${shift}`, { end: '2026-03-01 07:00:00' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'end', message: 'not valid ' }]);
  });
});

describe('temporary ids', () => {
  it('are kept on the created row and sent back with it', async () => {
    const res = await as('admin')('POST', '/api/shifts', { planning_id: w.ids.planning, request_id: w.ids.request1, start: '2026-03-01 09:00:00', end: '2026-03-01 10:00:00', tempId: 'tmp-abc' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tempId: 'tmp-abc', version: 1 });
    const feed = await as('admin')('GET', '/api/sync/changes?cursor=0');
    const changes = (feed.body as { changes: { entity: string; data?: { tempId?: string } }[] }).changes;
    expect(changes.find((c) => c.entity === 'shifts')?.data?.tempId).toBe('tmp-abc');
  });
});
