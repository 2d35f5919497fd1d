/**
 * Field-level writes, conflicts and temp ids against the real server: two users edit the same
 * planning, one of them offline; a create whose answer is lost meets its own server row.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHistory } from '../../../src-sync/mutations/create-history.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { updateShift } from '../../../src-sync/mutations/update-shift.js';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, bootstrapped, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const serverPlanning = (id: number) => stack.server.context.db.selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The admin edits p3 offline while the planner changes the same field online. */
async function conflictOnDescription(extra: { po_number?: string } = {}): Promise<EngineHandle> {
  const { plannings } = stack.world;
  const admin = stack.engineFor('admin');
  const planner = stack.engineFor('planner');
  await bootstrapped(admin, 4);
  await bootstrapped(planner, 4);
  stack.proxy.rule = (r) => (r.method === 'PUT' && r.idempotencyKey !== undefined && r.body.includes('from the admin') ? 'drop-request' : 'pass');
  await updatePlanning(admin.db, plannings.p3, { description: 'from the admin', ...extra });
  await eventually(async () => (await admin.db.outbox.toArray())[0]?.state === 'waiting');
  await updatePlanning(planner.db, plannings.p3, { description: 'from the planner' });
  await settle(planner);
  stack.proxy.rule = () => 'pass';
  await admin.engine.retryNow();
  await eventually(async () => (await admin.db.outbox.toArray())[0]?.state === 'failed', 10_000);
  return admin;
}

describe('a conflict', () => {
  it('is kept on the write with who changed the field and when, and the record shows the other value', { timeout: 30_000 }, async () => {
    const admin = await conflictOnDescription();
    const [row] = await admin.db.outbox.toArray();
    expect(row?.last_status).toBe(409);
    expect(row?.conflict?.fields).toEqual([{ field: 'description', version: 2, changed_at: expect.any(String) as string, changed_by: { id: stack.world.users.planner, name: 'planner Test' } }]);
    expect((await admin.db.plannings.get(stack.world.plannings.p3))?.description).toBe('from the planner');
    expect((await serverPlanning(stack.world.plannings.p3)).description).toBe('from the planner');
  });

  it('"keep mine" sends the same value again over the other change', { timeout: 30_000 }, async () => {
    const admin = await conflictOnDescription();
    const [row] = await admin.db.outbox.toArray();
    await admin.engine.resolveConflict(row?.uuid ?? '', 'mine');
    expect((await admin.db.plannings.get(stack.world.plannings.p3))?.description).toBe('from the admin');
    await settle(admin);
    expect((await serverPlanning(stack.world.plannings.p3)).description).toBe('from the admin');
    expect(await admin.db.outbox.count()).toBe(0);
  });

  it('"take theirs" drops the conflicting field and still sends what nobody else changed', { timeout: 30_000 }, async () => {
    const admin = await conflictOnDescription({ po_number: 'PO-ADMIN' });
    const [row] = await admin.db.outbox.toArray();
    await admin.engine.resolveConflict(row?.uuid ?? '', 'theirs');
    await settle(admin);
    const saved = await serverPlanning(stack.world.plannings.p3);
    expect(saved).toMatchObject({ description: 'from the planner', po_number: 'PO-ADMIN' });
    expect(await admin.db.plannings.get(stack.world.plannings.p3)).toMatchObject({ description: 'from the planner', po_number: 'PO-ADMIN' });
    expect(await admin.db.outbox.count()).toBe(0);
  });
});

describe('one user on two devices', () => {
  it('an edit made offline on the phone meets the one saved since on the office PC as a conflict, not a silent overwrite', { timeout: 30_000 }, async () => {
    const { plannings } = stack.world;
    const phone = stack.engineFor('planner');
    const office = stack.engineFor('planner');
    await bootstrapped(phone, 4);
    await bootstrapped(office, 4);
    stack.proxy.rule = (r) => (r.method === 'PUT' && r.idempotencyKey !== undefined && r.body.includes('from the phone') ? 'drop-request' : 'pass');
    await updatePlanning(phone.db, plannings.p3, { description: 'from the phone' });
    await eventually(async () => (await phone.db.outbox.toArray())[0]?.state === 'waiting');
    await updatePlanning(office.db, plannings.p3, { description: 'from the office' });
    await settle(office);
    stack.proxy.rule = () => 'pass';
    await phone.engine.retryNow();
    await eventually(async () => (await phone.db.outbox.toArray())[0]?.state === 'failed', 10_000);
    const [row] = await phone.db.outbox.toArray();
    expect(row?.last_status).toBe(409);
    expect(row?.conflict?.fields).toEqual([{ field: 'description', version: 2, changed_at: expect.any(String) as string, changed_by: { id: stack.world.users.planner, name: 'planner Test' } }]);
    expect((await serverPlanning(plannings.p3)).description).toBe('from the office');
  });

  it('two edits queued on one device are its own: the second is no conflict with the first', { timeout: 30_000 }, async () => {
    const { plannings } = stack.world;
    const phone = stack.engineFor('planner');
    await bootstrapped(phone, 4);
    await updatePlanning(phone.db, plannings.p3, { description: 'first' });
    await updatePlanning(phone.db, plannings.p3, { description: 'second' });
    await settle(phone);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await serverPlanning(plannings.p3)).description).toBe('second');
  });
});

describe('field-level writes', () => {
  it('a subcontractor changing only a shift’s end keeps the agent an admin added meanwhile', { timeout: 30_000 }, async () => {
    const { shifts, subcontractors } = stack.world;
    const db = stack.server.context.db;
    // A third guard of subcontractor A, with a sign-in, that the admin will put on the shift.
    const user = await db.insertInto('users').values({ email: 'cas@vigil.test', first_name: 'Cas', last_name: 'Guard', entity: 'subcontractor', roles: '[]', verified: 1, subcontractor_id: null, client_id: null, agent_id: null }).returning('id').executeTakeFirstOrThrow();
    const cas = await db.insertInto('agents').values({ subcontractor_id: subcontractors.A, user_id: user.id, first_name: 'Cas', last_name: 'Guard', email: null, phone: null }).returning('id').executeTakeFirstOrThrow();
    await recordRowChanges(db, 'agents', [cas.id], 'upsert');
    const sub = stack.engineFor('subA');
    const admin = stack.engineFor('admin');
    await bootstrapped(sub, 2);
    await bootstrapped(admin, 4);
    await eventually(async () => (await admin.db.agents.get(cas.id)) !== undefined);
    const shift = await sub.db.shifts.get(shifts.s1);
    const before = shift?.agents.map((a) => a.id) ?? [];
    stack.proxy.rule = (r) => (r.method === 'PUT' && r.url === `/api/shifts/${shifts.s1}` && r.body.includes('"end"') ? 'drop-request' : 'pass');
    // Offline, the subcontractor changes the end time; the form hands over the agents it shows too.
    await updateShift(sub.db, shifts.s1, { start: shift?.start ?? '', end: '2030-01-10 17:00:00', agents: before });
    await eventually(async () => (await sub.db.outbox.toArray())[0]?.state === 'waiting');
    expect((await sub.db.outbox.toArray())[0]?.body).toEqual({ end: '2030-01-10 17:00:00', base_version: 1 });
    // Meanwhile the admin adds Cas to the shift.
    await updateShift(admin.db, shifts.s1, { agents: [...before, cas.id] });
    await settle(admin);
    stack.proxy.rule = () => 'pass';
    await sub.engine.retryNow();
    await settle(sub);
    const onServer = await db.selectFrom('shift_agents').select('agent_id').where('shift_id', '=', shifts.s1).orderBy('agent_id').execute();
    expect(onServer.map((r) => r.agent_id)).toEqual([...before, cas.id].sort((a, b) => a - b));
    expect((await db.selectFrom('shifts').select('end').where('id', '=', shifts.s1).executeTakeFirstOrThrow()).end).toBe('2030-01-10 17:00:00');
    expect((await sub.db.shifts.get(shifts.s1))?.agents.map((a) => a.id).sort((a, b) => a - b)).toEqual([...before, cas.id].sort((a, b) => a - b));
  });
});

describe('a create whose answer is lost', () => {
  it('is shown once when the pull brings its server row, and stays once when the answer finally comes', { timeout: 30_000 }, async () => {
    const { shifts, agents } = stack.world;
    const admin = stack.engineFor('admin');
    await bootstrapped(admin, 4);
    let dropAnswers = true;
    stack.proxy.rule = (r) => (dropAnswers && r.method === 'POST' && r.url === '/api/planning/history' ? 'drop-response' : 'pass');
    const created = await createHistory(admin.db, { shift_id: shifts.s1, agent_id: agents.a1, status: 'note', created_at: '2030-01-10 10:00:00', note: 'gate 3 locked' });
    await eventually(() => stack.proxy.forwarded.some((r) => r.url === '/api/planning/history' && r.status === 201));
    await admin.engine.pull();
    const entries = () => admin.db.planning_history.filter((row) => row.note === 'gate 3 locked').toArray();
    const shown = await entries();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.id).toBeGreaterThan(0);
    expect(shown[0]?.tempId).toBe(created.tempId);
    // The create is still queued (its answer never came): the record is not a duplicate to delete.
    expect(await admin.db.outbox.count()).toBe(1);

    dropAnswers = false;
    await admin.engine.retryNow();
    await settle(admin);
    expect(await entries()).toHaveLength(1);
    const onServer = await stack.server.context.db.selectFrom('planning_history').select('id').where('note', '=', 'gate 3 locked').execute();
    expect(onServer.map((r) => r.id)).toEqual([shown[0]?.id]);
  });
});
