/**
 * Every planning-domain mutation against the real server. After the outbox drained and a pull,
 * each local database must equal a fresh bootstrap of the same user: optimistic changes, answers,
 * temp id swaps and revocations (rows that left a user's view) all converge to the server's state.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import {
  cancelForward, cancelPlanning, createHistory, createShift, deleteHistory, deletePlannings, deleteShift, forwardPlanning,
  updateHistory, updatePlanning, updateShift,
} from '../../../src-sync/mutations/index.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import { pullFeed } from '../../../src-sync/pull/pull-feed.js';
import { eventually, freshDb } from '../helpers/fakes.js';
import { RealStack, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
const extra: VigilDb[] = [];
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  for (const db of extra.splice(0)) {
    db.close();
    await db.delete();
  }
  await stack.close();
});

async function snapshot(db: VigilDb): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const entity of SYNC_ENTITIES) {
    const rows = await db.entityTable(entity).toArray();
    out[entity] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return out;
}

/** What a new device of the same user would hold: a bootstrap from cursor 0. */
async function freshBootstrap(handle: EngineHandle): Promise<VigilDb> {
  const db = freshDb();
  extra.push(db);
  await pullFeed({ db, http: handle.api, logger: silentLogger, now: Date.now });
  return db;
}

it('applies every planning mutation so that each local database equals a fresh bootstrap', { timeout: 30_000 }, async () => {
  const { plannings: p, shifts: s, history: h, agents, subcontractors, requests } = stack.world;
  const admin = stack.engineFor('admin');
  const sub = stack.engineFor('subA');
  await eventually(async () => (await admin.db.plannings.count()) === 4 && (await sub.db.plannings.count()) === 2);

  await updatePlanning(admin.db, p.p3, { description: 'two guards at the gate', number_of_agents: 3 });
  const shift = await createShift(admin.db, { planning_id: p.p3, request_id: requests.r2, start: '2030-01-12 09:00:00', end: '2030-01-12 11:00:00' });
  await updateShift(admin.db, shift.id, { start: '2030-01-12 09:30:00', end: '2030-01-12 12:00:00' });
  await createHistory(admin.db, { shift_id: s.s1, agent_id: agents.a1, status: 'note', created_at: '2030-01-10 09:00:00', note: 'gate opened' });
  await updateHistory(admin.db, h.h1, { shift_id: s.s1, agent_id: agents.a1, created_at: '2030-01-10 08:05:00', note: 'started late' });
  await deleteHistory(admin.db, h.h3);
  await deleteShift(admin.db, s.s4);
  await cancelPlanning(admin.db, p.p4);
  await cancelForward(admin.db, p.p2);
  await forwardPlanning(admin.db, { forwarded: [{ planning_id: p.p3, subcontractor_id: subcontractors.A }], remove_shifts: true });
  // The subcontractor answers its new planning and plans it.
  await settle(admin);
  await eventually(async () => (await sub.db.plannings.get(p.p3)) !== undefined, 15_000);
  await updatePlanning(sub.db, p.p3, { contractor_status: 'accepted' });
  await createShift(sub.db, { planning_id: p.p3, request_id: requests.r2, start: '2030-01-12 13:00:00', end: '2030-01-12 15:00:00', agents: [agents.a1] });
  await settle(sub);
  await deletePlannings(admin.db, [p.p2]);
  await settle(admin);
  await settle(sub);

  for (const handle of [admin, sub]) {
    expect((await handle.db.outbox.toArray()).map((r) => `${r.op} ${r.last_status} ${r.last_error}`), `${handle.role} outbox rows`).toEqual([]);
    expect(await handle.db.outbox.count(), `${handle.role} outbox`).toBe(0);
    expect(await handle.db.outbox_base.count(), `${handle.role} bases`).toBe(0);
    expect(await snapshot(handle.db), `${handle.role} local state`).toEqual(await snapshot(await freshBootstrap(handle)));
  }
  // Spot checks of what the comparison covers.
  expect((await admin.db.plannings.get(p.p3))?.contractor_status).toBe('accepted');
  expect(await admin.db.plannings.get(p.p2)).toBeUndefined();
  expect((await sub.db.plannings.get(p.p4))?.status).toBe('cancelled');
  expect((await sub.db.shifts.filter((row) => row.planning_id === p.p3).toArray()).map((row) => row.agents.map((a) => a.id))).toEqual([[agents.a1]]);
  expect((await admin.db.planning_history.get(h.h1))?.note).toBe('started late');
});

it('removes from a subcontractor’s device the plannings forwarded away from it', { timeout: 30_000 }, async () => {
  const { plannings: p, subcontractors } = stack.world;
  const admin = stack.engineFor('admin');
  const sub = stack.engineFor('subA');
  await eventually(async () => (await admin.db.plannings.count()) === 4 && (await sub.db.plannings.count()) === 2);
  expect(await sub.db.shifts.filter((row) => row.planning_id === p.p1).count()).toBe(1);
  await forwardPlanning(admin.db, { forwarded: [{ planning_id: p.p1, subcontractor_id: subcontractors.B }], remove_shifts: false });
  await settle(admin);
  await eventually(async () => (await sub.db.plannings.get(p.p1)) === undefined, 15_000);
  await sub.engine.pull();
  expect(await sub.db.shifts.filter((row) => row.planning_id === p.p1).count()).toBe(0);
  expect(await sub.db.planning_history.filter((row) => row.planning_id === p.p1).count()).toBe(0);
  expect(await snapshot(sub.db)).toEqual(await snapshot(await freshBootstrap(sub)));
});
