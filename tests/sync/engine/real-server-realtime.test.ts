/** Engines against the real server: realtime between two users, and a missed event caught up. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { createShift } from '../../../src-sync/mutations/create-shift.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, bootstrapped, connected, settle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

describe('engines against the real server', () => {
  it('bootstraps what each user may see, and two users see each other’s changes through realtime', async () => {
    const { plannings } = stack.world;
    const admin = stack.engineFor('admin');
    const sub = stack.engineFor('subA');
    await bootstrapped(admin, 4);
    await bootstrapped(sub, 2);
    expect((await sub.db.plannings.toCollection().primaryKeys()).sort()).toEqual([plannings.p1, plannings.p4].sort());
    await connected(admin);
    await connected(sub);

    await updatePlanning(admin.db, plannings.p1, { description: 'bring radios' });
    await eventually(async () => (await sub.db.plannings.get(plannings.p1))?.description === 'bring radios');

    const shift = await createShift(sub.db, { planning_id: plannings.p1, request_id: stack.world.requests.r1, start: '2030-01-10 09:00:00', end: '2030-01-10 11:00:00' });
    await eventually(async () => (await admin.db.shifts.filter((row) => row.planning_id === plannings.p1).count()) === 2);
    await settle(sub);
    const subShifts = await sub.db.shifts.filter((row) => row.planning_id === plannings.p1).toArray();
    expect(subShifts.every((s) => s.id > 0)).toBe(true);
    expect(await sub.db.shifts.get(shift.id)).toBeUndefined();
  });

  it('catches up by pulling after a realtime outage in which events were missed', { timeout: 30_000 }, async () => {
    const { plannings } = stack.world;
    const sub = stack.engineFor('subA');
    await connected(sub);
    await eventually(async () => (await sub.db.plannings.count()) === 2);
    stack.proxy.wsBlocked = true;
    stack.proxy.killSockets();
    await eventually(() => {
      let value = true;
      sub.engine.connected$.subscribe((v) => (value = v)).unsubscribe();
      return !value;
    });
    const admin = stack.engineFor('admin');
    await eventually(async () => (await admin.db.plannings.count()) === 4);
    await updatePlanning(admin.db, plannings.p1, { description: 'changed while you were away' });
    await settle(admin);
    // The event went to nobody: sub's socket was down.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sub.db.plannings.get(plannings.p1))?.description).toBeNull();
    // pusher-js reconnects on its own schedule (its backoff after the failed attempts);
    // the resubscription triggers the pull that brings the missed change.
    stack.proxy.wsBlocked = false;
    await eventually(async () => (await sub.db.plannings.get(plannings.p1))?.description === 'changed while you were away', 15_000);
  });
});
