/** The outbox against the real server through a fault-injecting proxy (DESIGN.md section 3). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { cancelPlanning } from '../../../src-sync/mutations/cancel-planning.js';
import { createShift } from '../../../src-sync/mutations/create-shift.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { updateShift } from '../../../src-sync/mutations/update-shift.js';
import { enqueue, mutationTables } from '../../../src-sync/outbox/enqueue.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, bootstrapped, settle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const isWrite = (r: { method: string; url: string }) => r.method !== 'GET' && r.url !== '/broadcasting/auth';
const shiftPosts = () => stack.proxy.forwarded.filter((r) => r.method === 'POST' && r.url === '/api/shifts');

async function serverShifts(planningId: number) {
  return stack.server.context.db.selectFrom('shifts').selectAll().where('planning_id', '=', planningId).orderBy('id').execute();
}

describe('outbox against the real server', () => {
  it('after an ack lost once the server committed, the retry applies nothing twice', async () => {
    const { plannings, requests } = stack.world;
    const admin = stack.engineFor('admin');
    await bootstrapped(admin, 4);
    let lost = false;
    stack.proxy.rule = (r) => (r.method === 'POST' && r.url === '/api/shifts' && !lost ? ((lost = true), 'drop-response') : 'pass');
    const before = (await serverShifts(plannings.p3)).length;
    await createShift(admin.db, { planning_id: plannings.p3, request_id: requests.r2, start: '2030-01-12 09:00:00', end: '2030-01-12 10:00:00' });
    await eventually(async () => (await admin.db.outbox.toArray())[0]?.state === 'waiting');
    await admin.engine.retryNow();
    await settle(admin);
    const posts = shiftPosts();
    expect(posts).toHaveLength(2);
    expect(posts[0]?.idempotencyKey).toBe(posts[1]?.idempotencyKey);
    const onServer = await serverShifts(plannings.p3);
    expect(onServer).toHaveLength(before + 1);
    const local = await admin.db.shifts.filter((row) => row.planning_id === plannings.p3).toArray();
    expect(local.map((s) => s.id).sort()).toEqual(onServer.map((s) => s.id).sort());
  });

  it('queues writes while the server is down and delivers them in order once it is back', { timeout: 30_000 }, async () => {
    const { plannings } = stack.world;
    const admin = stack.engineFor('admin');
    await bootstrapped(admin, 4);
    await stack.down();
    for (const text of ['one', 'two', 'three']) await updatePlanning(admin.db, plannings.p3, { description: text });
    await updatePlanning(admin.db, plannings.p2, { po_number: 'PO-77' });
    expect((await admin.db.plannings.get(plannings.p3))?.description).toBe('three');
    await eventually(async () => (await admin.db.outbox.where('state').equals('waiting').count()) >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stack.up();
    await admin.engine.retryNow();
    await settle(admin);
    const puts = stack.proxy.forwarded.filter((r) => r.method === 'PUT' && r.url === `/api/planning/${plannings.p3}` && r.status === 200);
    expect(puts.map((r) => (JSON.parse(r.body) as { description: string }).description)).toEqual(['one', 'two', 'three']);
    const row = await stack.server.context.db.selectFrom('plannings').selectAll().where('id', '=', plannings.p3).executeTakeFirstOrThrow();
    expect(row.description).toBe('three');
    expect((await admin.db.plannings.get(plannings.p3))?.description).toBe('three');
    expect((await admin.db.plannings.get(plannings.p2))?.po_number).toBe('PO-77');
  });

  it('a reload in the middle of a send resumes it with the same key, applied once', async () => {
    const { plannings, requests } = stack.world;
    const first = stack.engineFor('admin');
    await bootstrapped(first, 4);
    const name = first.db.name;
    stack.proxy.rule = (r) => (r.url === '/api/shifts' ? { delayMs: 300 } : 'pass');
    await createShift(first.db, { planning_id: plannings.p3, request_id: requests.r2, start: '2030-01-12 13:00:00', end: '2030-01-12 14:00:00' });
    await eventually(async () => (await first.db.outbox.toArray())[0]?.state === 'sending');
    // The tab goes away while the request is in flight; the server still commits it.
    await stack.crashEngine(first);
    stack.proxy.rule = () => 'pass';
    const second = stack.engineFor('admin', new VigilDb(name));
    await settle(second);
    await eventually(() => shiftPosts().length === 2);
    const posts = shiftPosts();
    expect(posts[0]?.idempotencyKey).toBe(posts[1]?.idempotencyKey);
    const onServer = (await serverShifts(plannings.p3)).filter((s) => s.start === '2030-01-12 13:00:00');
    expect(onServer).toHaveLength(1);
    const local = (await second.db.shifts.toArray()).filter((s) => s.start === '2030-01-12 13:00:00');
    expect(local.map((s) => s.id)).toEqual([onServer[0]?.id]);
  });

  it('a create then an edit made offline land as one record with the edit', async () => {
    const { plannings, requests } = stack.world;
    const admin = stack.engineFor('admin');
    await bootstrapped(admin, 4);
    stack.proxy.rule = (r) => (isWrite(r) ? 'drop-request' : 'pass');
    const created = await createShift(admin.db, { planning_id: plannings.p3, request_id: requests.r2, start: '2030-01-12 15:00:00', end: '2030-01-12 16:00:00' });
    await updateShift(admin.db, created.id, { start: '2030-01-12 15:30:00', end: '2030-01-12 17:00:00' });
    expect(await admin.db.shifts.get(created.id)).toMatchObject({ start: '2030-01-12 15:30:00', end: '2030-01-12 17:00:00' });
    await eventually(async () => (await admin.db.outbox.where('state').equals('waiting').count()) >= 1);
    stack.proxy.rule = () => 'pass';
    await admin.engine.retryNow();
    await settle(admin);
    const onServer = (await serverShifts(plannings.p3)).filter((s) => s.start.startsWith('2030-01-12 15'));
    expect(onServer).toHaveLength(1);
    expect(onServer[0]).toMatchObject({ start: '2030-01-12 15:30:00', end: '2030-01-12 17:00:00' });
    const local = (await admin.db.shifts.toArray()).filter((s) => s.start.startsWith('2030-01-12 15'));
    expect(local).toHaveLength(1);
    expect(local[0]).toMatchObject({ id: onServer[0]?.id, end: '2030-01-12 17:00:00' });
  });

  it('rolls back and surfaces a 403, a 422 and a 400 without retrying them', async () => {
    const { plannings, shifts } = stack.world;
    const sub = stack.engineFor('subA');
    await bootstrapped(sub, 2);
    const forbidden = await cancelPlanning(sub.db, plannings.p1).catch(() => null);
    expect(forbidden).not.toBeNull();
    // Before the planning's start: only the server knows this rule for an existing shift.
    await updateShift(sub.db, shifts.s1, { start: '2029-12-31 08:00:00', end: '2030-01-10 18:00:00' });
    // A body the engine's own checks would refuse, queued directly to see the server's 400.
    await sub.db.transaction('rw', mutationTables(sub.db), async () => {
      await enqueue(sub.db, { op: 'update-planning', entity: 'plannings', recordId: plannings.p4, method: 'PUT', path: '/api/planning/{id}', targetId: plannings.p4, body: { number_of_agents: -3 }, effects: [{ table: 'plannings', id: plannings.p4, kind: 'merge', fields: { number_of_agents: -3 } }] });
    });
    await eventually(async () => (await sub.db.outbox.where('state').equals('failed').count()) === 3, 10_000);
    const failed = await sub.db.outbox.orderBy('seq').toArray();
    expect(failed.map((r) => r.last_status)).toEqual([403, 422, 400]);
    expect(failed.every((r) => r.last_error && r.attempts === 1)).toBe(true);
    expect(failed[1]?.issues.length).toBeGreaterThan(0);
    expect((await sub.db.plannings.get(plannings.p1))?.status).toBe('confirmed');
    expect((await sub.db.shifts.get(shifts.s1))?.start).toBe('2030-01-10 08:00:00');
    expect((await sub.db.plannings.get(plannings.p4))?.number_of_agents).toBe(2);
    const writes = stack.proxy.forwarded.filter(isWrite).length;
    await sub.engine.retryNow();
    await sub.engine.flush();
    expect(stack.proxy.forwarded.filter(isWrite)).toHaveLength(writes);
  });
});
