/**
 * Proof of service end to end through the engine: a client's device holds the shifts and history
 * of its plannings; an entry the admin marks internal leaves the client's device at the next
 * pull (the realtime `changes` event triggers it) and comes back when unmarked. The client itself
 * cannot mark anything: the server refuses, and the optimistic change is rolled back.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setHistoryInternal } from '../../../src-sync/mutations/index.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, connected, settle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

it('takes an entry off the client’s device when the admin marks it internal, and brings it back', { timeout: 30_000 }, async () => {
  const { history: h, shifts: s } = stack.world;
  const admin = stack.engineFor('admin');
  const client = stack.engineFor('client1');
  await eventually(async () => (await client.db.planning_history.count()) === 2 && (await admin.db.planning_history.count()) === 3);
  expect((await client.db.shifts.toArray()).map((shift) => shift.id).sort((a, b) => a - b)).toEqual([s.s1, s.s2]);
  await connected(client);

  await setHistoryInternal(admin.db, h.h1, true);
  expect((await admin.db.planning_history.get(h.h1))?.internal).toBe(1);
  await settle(admin);
  await eventually(async () => (await client.db.planning_history.get(h.h1)) === undefined, 10_000);
  expect(await client.db.planning_history.get(h.h2)).toBeDefined();
  expect((await admin.db.planning_history.get(h.h1))?.internal).toBe(1);

  await setHistoryInternal(admin.db, h.h1, false);
  await settle(admin);
  await eventually(async () => (await client.db.planning_history.get(h.h1))?.internal === 0, 10_000);
});

it('refuses a client that tries to hide an entry, and rolls its copy back', { timeout: 30_000 }, async () => {
  const { history: h } = stack.world;
  const client = stack.engineFor('client1');
  await eventually(async () => (await client.db.planning_history.get(h.h2)) !== undefined);
  await setHistoryInternal(client.db, h.h2, true);
  await eventually(async () => (await client.db.outbox.where('state').equals('failed').count()) === 1, 10_000);
  const [failed] = await client.db.outbox.toArray();
  expect(failed?.last_status).toBe(403);
  expect((await client.db.planning_history.get(h.h2))?.internal).toBe(0);
});
