/** The confirm-planning review through the outbox: optimistic, delivered once, rolled back on a refusal. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationInputError } from '../../../src-sync/mutations/mutation-input.js';
import { reviewTimeslots } from '../../../src-sync/mutations/review-timeslots.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
let slot: number;
beforeEach(async () => {
  stack = await RealStack.start();
  const db = stack.server.context.db;
  const { plannings, requests } = stack.world;
  // r1's plannings wait for the review (the shared world has them confirmed already).
  await db.updateTable('plannings').set({ status: 'pending' }).where('id', 'in', [plannings.p1, plannings.p2]).execute();
  slot = (await db.selectFrom('request_timeslots').select('id').where('request_id', '=', requests.r1).executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await stack.close();
});

async function localState(handle: EngineHandle) {
  const { plannings, requests } = stack.world;
  return {
    request: (await handle.db.requests.get(requests.r1))?.status,
    slot: (await handle.db.request_timeslots.get(slot))?.status,
    plannings: (await handle.db.plannings.bulkGet([plannings.p1, plannings.p2])).map((p) => p?.status),
  };
}

async function serverState() {
  const db = stack.server.context.db;
  const { plannings, requests } = stack.world;
  return {
    request: (await db.selectFrom('requests').select('status').where('id', '=', requests.r1).executeTakeFirstOrThrow()).status,
    slot: (await db.selectFrom('request_timeslots').select('status').where('id', '=', slot).executeTakeFirstOrThrow()).status,
    plannings: (await db.selectFrom('plannings').select('status').where('id', 'in', [plannings.p1, plannings.p2]).orderBy('id').execute()).map((p) => p.status),
  };
}

const pending = { request: 'pending', slot: 'pending', plannings: ['pending', 'pending'] };

describe('reviewTimeslots', () => {
  it('applies a review made offline at once and delivers it once the server is back', { timeout: 30_000 }, async () => {
    const admin = stack.engineFor('admin');
    await eventually(async () => (await admin.db.request_timeslots.count()) === 2);
    expect(await localState(admin)).toEqual(pending);
    await stack.down();
    await reviewTimeslots(admin.db, stack.world.requests.r1, { timeslots: [{ id: slot, action: 'reject' }] });
    const rejected = { request: 'cancelled', slot: 'rejected', plannings: ['rejected', 'rejected'] };
    expect(await localState(admin)).toEqual(rejected);
    await stack.up();
    await admin.engine.retryNow();
    await settle(admin);
    expect(await serverState()).toEqual(rejected);
    expect(await localState(admin)).toEqual(rejected);
    expect(stack.proxy.forwarded.filter((r) => r.url.endsWith('/review'))).toHaveLength(1);
  });

  it('rolls the whole review back when the server refuses it (a planner is not an admin)', { timeout: 20_000 }, async () => {
    const planner = stack.engineFor('planner');
    await eventually(async () => (await planner.db.request_timeslots.count()) === 2);
    await reviewTimeslots(planner.db, stack.world.requests.r1, { timeslots: [{ id: slot, action: 'accept' }] });
    await eventually(async () => (await planner.db.outbox.where('state').equals('failed').count()) === 1, 15_000);
    const failed = (await planner.db.outbox.toArray())[0];
    expect(failed?.last_status).toBe(403);
    expect(await localState(planner)).toEqual(pending);
    expect(await serverState()).toEqual(pending);
  });

  it('refuses locally a review that leaves a timeslot out or comes after the decision', async () => {
    const admin = stack.engineFor('admin');
    await eventually(async () => (await admin.db.request_timeslots.count()) === 2);
    const other = (await admin.db.request_timeslots.where('request_id').equals(stack.world.requests.r2).first())?.id ?? 0;
    await expect(reviewTimeslots(admin.db, stack.world.requests.r1, { timeslots: [{ id: other, action: 'accept' }] })).rejects.toBeInstanceOf(MutationInputError);
    await reviewTimeslots(admin.db, stack.world.requests.r1, { timeslots: [{ id: slot, action: 'accept' }] });
    await expect(reviewTimeslots(admin.db, stack.world.requests.r1, { timeslots: [{ id: slot, action: 'reject' }] })).rejects.toThrow('This request is already confirmed.');
    await settle(admin);
    expect(await serverState()).toEqual({ request: 'confirmed', slot: 'accepted', plannings: ['confirmed', 'confirmed'] });
  });
});
