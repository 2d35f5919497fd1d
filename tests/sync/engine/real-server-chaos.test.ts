/**
 * A seeded random schedule of writes from two users while the proxy drops requests, drops
 * answers after the commit, delays and duplicates them, and the server restarts; one tab also
 * crashes and reloads. In the end the server and every local database must hold exactly the
 * acknowledged writes, none twice, and only the writes the server refused may be failed.
 * VIGIL_CHAOS_SEED replays a schedule.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { cancelPlanning } from '../../../src-sync/mutations/cancel-planning.js';
import { createShift } from '../../../src-sync/mutations/create-shift.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { updateShift } from '../../../src-sync/mutations/update-shift.js';
import { eventually } from '../helpers/fakes.js';
import type { ProxyAction } from '../helpers/fault-proxy.js';
import { RealStack, settle, type EngineHandle } from '../helpers/real-stack.js';
import { seededRandom } from '../helpers/seeded-random.js';

const SEED = Number(process.env.VIGIL_CHAOS_SEED ?? 20260101);
const STEPS = 40;

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** UTC wire datetime `minutes` after `base`. */
function plus(base: string, minutes: number): string {
  return new Date(Date.parse(`${base.replace(' ', 'T')}Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function shiftByStart(db: VigilDb, planningId: number, start: string) {
  return (await db.shifts.filter((row) => row.planning_id === planningId).toArray()).find((s) => s.start === start);
}

it(`seed ${SEED}: drops, delays, duplicates and restarts end with exactly the acknowledged writes`, { timeout: 120_000 }, async () => {
  const random = seededRandom(SEED);
  // Faults draw from their own stream: how many requests happen depends on timing, and must not
  // shift the schedule of writes.
  const faults = seededRandom(SEED ^ 0x5eed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const { plannings, requests } = stack.world;
  const admin = stack.engineFor('admin');
  let sub: EngineHandle = stack.engineFor('subA');
  await eventually(async () => (await admin.db.plannings.count()) === 4 && (await sub.db.plannings.count()) === 2);

  stack.proxy.rule = (request): ProxyAction => {
    if (!request.url.startsWith('/api/')) return 'pass';
    const roll = faults();
    if (roll < 0.12) return 'drop-request';
    if (roll < 0.24) return 'drop-response';
    if (roll < 0.34) return 'duplicate';
    if (roll < 0.44) return { delayMs: Math.floor(faults() * 80) };
    return 'pass';
  };

  // What must hold in the end: planning p3's description, and for each created shift its end.
  let description: string | null = null;
  const created = new Map<string, { planning: number; end: string; owner: 'admin' | 'sub' }>();
  let forbidden = 0;
  let minute = 0;

  for (let step = 0; step < STEPS; step++) {
    const roll = random();
    if (roll < 0.2) {
      description = `admin-${step}`;
      await updatePlanning(admin.db, plannings.p3, { description });
    } else if (roll < 0.4) {
      const start = plus('2030-01-12 08:00:00', (minute += 7));
      const end = plus(start, 60);
      await createShift(admin.db, { planning_id: plannings.p3, request_id: requests.r2, start, end });
      created.set(start, { planning: plannings.p3, end, owner: 'admin' });
    } else if (roll < 0.6) {
      const start = plus('2030-01-10 08:00:00', (minute += 7));
      const end = plus(start, 45);
      await createShift(sub.db, { planning_id: plannings.p1, request_id: requests.r1, start, end });
      created.set(start, { planning: plannings.p1, end, owner: 'sub' });
    } else if (roll < 0.85 && created.size > 0) {
      const [start, shift] = pick([...created.entries()]);
      const handle = shift.owner === 'admin' ? admin : sub;
      const local = await shiftByStart(handle.db, shift.planning, start);
      if (local) {
        const end = plus(start, 90 + step);
        await updateShift(handle.db, local.id, { start, end });
        shift.end = end;
      }
    } else if (roll < 0.9) {
      await cancelPlanning(sub.db, plannings.p4);
      forbidden += 1;
    } else if (roll < 0.95) {
      await stack.down();
      await sleep(50 + random() * 200);
      await stack.up();
    } else {
      // The subcontractor's tab crashes and is reopened over the same database.
      const name = sub.db.name;
      await stack.crashEngine(sub);
      sub = stack.engineFor('subA', new VigilDb(name));
    }
    await sleep(random() * 40);
    if (random() < 0.3) {
      await admin.engine.retryNow();
      await sub.engine.retryNow();
    }
  }

  // Heal: no more faults; what is queued must now land.
  stack.proxy.rule = () => 'pass';
  for (const handle of [admin, sub]) {
    await handle.engine.retryNow();
    await settle(handle, 60_000);
  }
  // Each engine pulls once more: the other's last writes may have landed after its own settle
  // (realtime would bring them too, but the socket may still be reconnecting after a restart).
  for (const handle of [admin, sub]) await handle.engine.pull();

  const server = stack.server.context.db;
  const serverShifts = await server.selectFrom('shifts').select(['id', 'planning_id', 'start', 'end']).where('planning_id', 'in', [plannings.p1, plannings.p3]).orderBy('id').execute();
  for (const [start, shift] of created) {
    const rows = serverShifts.filter((s) => s.planning_id === shift.planning && s.start === start);
    expect(rows, `shift starting ${start}`).toHaveLength(1);
    expect(rows[0]?.end, `end of shift starting ${start}`).toBe(shift.end);
  }
  const p3 = await server.selectFrom('plannings').select(['description']).where('id', '=', plannings.p3).executeTakeFirstOrThrow();
  expect(p3.description).toBe(description);
  const p4 = await server.selectFrom('plannings').select(['status']).where('id', '=', plannings.p4).executeTakeFirstOrThrow();
  expect(p4.status).toBe('confirmed');

  const summary = (rows: { id: number; planning_id: number; start: string; end: string }[]) =>
    rows.map((s) => `${s.id}:${s.planning_id}:${s.start}:${s.end}`).sort();
  const adminShifts = await admin.db.shifts.filter((row) => [plannings.p1, plannings.p3].includes(row.planning_id)).toArray();
  expect(summary(adminShifts)).toEqual(summary(serverShifts));
  const subShifts = await sub.db.shifts.filter((row) => row.planning_id === plannings.p1).toArray();
  expect(summary(subShifts)).toEqual(summary(serverShifts.filter((s) => s.planning_id === plannings.p1)));
  expect((await admin.db.plannings.get(plannings.p3))?.description).toBe(description);
  expect((await sub.db.plannings.get(plannings.p4))?.status).toBe('confirmed');

  expect(await admin.db.outbox.count()).toBe(0);
  const failed = await sub.db.outbox.toArray();
  expect(failed.map((row) => `${row.state}:${row.last_status ?? ''}`)).toEqual(Array.from({ length: forbidden }, () => 'failed:403'));
  for (const handle of [admin, sub]) expect(await handle.db.outbox_base.count()).toBe(0);
});
