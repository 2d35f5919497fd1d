import { afterEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { deviceId } from '../../../src-sync/outbox/device-id.js';
import { DEVICE_ID_PATTERN } from '../../../src-sync/protocol/write-conflict.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import { createShift } from '../../../src-sync/mutations/create-shift.js';
import { createHistory } from '../../../src-sync/mutations/create-history.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { updateShift } from '../../../src-sync/mutations/update-shift.js';
import { deleteShift } from '../../../src-sync/mutations/delete-shift.js';
import { MutationInputError } from '../../../src-sync/mutations/mutation-input.js';
import { OutboxSender } from '../../../src-sync/outbox/outbox-sender.js';
import { applyFeedPage } from '../../../src-sync/pull/apply-feed-page.js';
import { FakeHttp, freshDb, httpError } from '../helpers/fakes.js';
import { FakePlanningServer } from '../helpers/fake-planning-server.js';
import { agentRow, planningRow, shiftRow, upsert } from '../helpers/rows.js';

let db: VigilDb;
let sender: OutboxSender | null = null;
afterEach(async () => {
  await sender?.stop();
  sender = null;
  await db.delete();
});

function setup(server = new FakePlanningServer()) {
  db = freshDb();
  const http = new FakeHttp(server.handle);
  const clock = { now: 1_000_000 };
  sender = new OutboxSender({ db, http, now: () => clock.now, random: () => 0.5, logger: silentLogger });
  return { server, http, clock, sender };
}

async function run(s: OutboxSender): Promise<void> {
  s.start();
  await s.idle();
}

describe('optimistic writes', () => {
  it('applies the change and appends the outbox row in one transaction', async () => {
    const { server } = setup();
    await db.plannings.put(server.plannings.get(1)!);
    const result = await updatePlanning(db, 1, { description: 'night watch' });
    expect((await db.plannings.get(1))?.description).toBe('night watch');
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uuid: result.uuid, state: 'pending', op: 'update-planning', method: 'PUT', target_id: 1 });
  });

  it('writes neither the change nor the row when the outbox write fails', async () => {
    setup();
    db.use({
      stack: 'dbcore',
      name: 'fail-outbox',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name === 'outbox' ? { ...table, mutate: () => Promise.reject(new Error('quota exceeded')) } : table;
        },
      }),
    });
    await db.plannings.put(planningRow(1));
    await expect(updatePlanning(db, 1, { description: 'x' })).rejects.toThrow('quota exceeded');
    expect((await db.plannings.get(1))?.description).toBeNull();
  });

  it('refuses invalid input before anything is queued, with field issues', async () => {
    setup();
    await db.plannings.put(planningRow(1));
    const error: unknown = await updatePlanning(db, 1, { status: 'archived' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MutationInputError);
    expect((error as MutationInputError).issues[0]?.path).toBe('status');
    await expect(createShift(db, { planning_id: 1, request_id: 1, start: '2026-02-01 10:00:00', end: '2026-02-01 09:00:00' })).rejects.toMatchObject({
      issues: [{ path: 'end', message: 'not valid ' }],
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('delivery', () => {
  it('names this device on every write, the same id for every write and every tab of the device', async () => {
    const { http, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'one' });
    await run(s);
    await updatePlanning(db, 1, { description: 'two' });
    await run(s);
    const devices = http.writes().map((r) => r.headers?.['vigil-device']);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatch(DEVICE_ID_PATTERN);
    expect(devices[1]).toBe(devices[0]);
    // Another tab opens the same database: the same device.
    const sameDevice = new VigilDb(db.name);
    const elsewhere = freshDb();
    try {
      expect(await deviceId(sameDevice)).toBe(devices[0]);
      // Another device's database: another id.
      expect(await deviceId(elsewhere)).not.toBe(devices[0]);
    } finally {
      sameDevice.close();
      await elsewhere.delete();
    }
  });

  it('sends with the uuid as Idempotency-Key and applies the answer', async () => {
    const { http, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    const { uuid } = await updatePlanning(db, 1, { description: 'night watch' });
    await run(s);
    expect(http.writes()).toEqual([{ method: 'PUT', url: '/api/planning/1', body: { description: 'night watch', base_version: 1 }, headers: { 'Idempotency-Key': uuid, 'vigil-device': await deviceId(db) } }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outbox_base.count()).toBe(0);
    expect((await db.plannings.get(1))?.updated_at).toBe('2026-03-01 00:00:01');
  });

  it('delivers writes to one record in order, even when the first one has to wait', async () => {
    const { server, http, clock, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    server.fail('before', httpError(500));
    await updatePlanning(db, 1, { description: 'first' });
    await updatePlanning(db, 1, { description: 'second' });
    await run(s);
    expect(http.writes()).toHaveLength(1);
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['waiting', 'pending']);
    clock.now += 10 * 60_000;
    s.kick();
    await s.idle();
    expect(http.writes().map((r) => (r.body as { description: string }).description)).toEqual(['first', 'first', 'second']);
    expect(server.plannings.get(1)?.description).toBe('second');
    expect((await db.plannings.get(1))?.description).toBe('second');
  });

  it('swaps a temp id for the server id everywhere, including writes queued after the create', async () => {
    const { server, http, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    await db.agents.put(agentRow(7));
    const created = await createShift(db, { planning_id: 1, request_id: 1, start: '2026-02-01 08:00:00', end: '2026-02-01 12:00:00', agents: [7] });
    expect(created.id).toBeLessThan(0);
    expect(created.tempId).toMatch(/^tmp-/);
    expect((await db.shifts.get(created.id))?.agents[0]).toMatchObject({ id: 7, first_name: 'Ann' });
    await updateShift(db, created.id, { start: '2026-02-01 09:00:00', end: '2026-02-01 13:00:00' });
    const entry = await createHistory(db, { shift_id: created.id, agent_id: 7, status: 'note', created_at: '2026-02-01 09:30:00', note: 'arrived' });
    expect((await db.planning_history.get(entry.id))?.shift_id).toBe(created.id);

    await run(s);
    const serverShift = [...server.shifts.values()][0]!;
    expect(http.writes().map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/shifts', `PUT /api/shifts/${serverShift.id}`, 'POST /api/planning/history']);
    expect((http.writes()[2]?.body as { shift_id: number }).shift_id).toBe(serverShift.id);
    expect(await db.shifts.get(created.id)).toBeUndefined();
    expect(await db.shifts.get(serverShift.id)).toMatchObject({ start: '2026-02-01 09:00:00' });
    const history = await db.planning_history.toArray();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ shift_id: serverShift.id });
    expect(history[0]!.id).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.outbox_base.count()).toBe(0);
  });

  it('a write made with a temp id that was swapped meanwhile goes to the server id', async () => {
    const { server, http, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    const created = await createShift(db, { planning_id: 1, request_id: 1, start: '2026-02-01 08:00:00', end: '2026-02-01 12:00:00' });
    await run(s);
    const realId = [...server.shifts.keys()][0]!;
    // A screen still holding the temp id it rendered a moment ago.
    const edit = await updateShift(db, created.id, { start: '2026-02-01 08:00:00', end: '2026-02-01 14:00:00' });
    expect(edit.id).toBe(realId);
    s.kick();
    await s.idle();
    expect(http.writes().at(-1)?.url).toBe(`/api/shifts/${realId}`);
    expect(await db.shifts.get(realId)).toMatchObject({ end: '2026-02-01 14:00:00' });
    expect(await db.shifts.get(created.id)).toBeUndefined();
  });

  it('keeps an optimistic change on top of rows the pull brings meanwhile', async () => {
    const { server, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'mine' });
    await applyFeedPage(db, { changes: [upsert('plannings', planningRow(1, { po_number: 'PO-9', updated_at: '2026-02-01 00:00:00' }))], cursor: 4 }, silentLogger);
    expect(await db.plannings.get(1)).toMatchObject({ description: 'mine', po_number: 'PO-9' });
    server.fail('before', new Error('down'));
    await run(s);
    expect(await db.plannings.get(1)).toMatchObject({ description: 'mine', po_number: 'PO-9' });
  });

  it('applies a delete answer', async () => {
    const { server, sender: s } = setup();
    server.shifts.set(5, shiftRow(5, 1));
    await db.shifts.put(shiftRow(5, 1));
    await deleteShift(db, 5);
    expect(await db.shifts.get(5)).toBeUndefined();
    await run(s);
    expect(server.shifts.has(5)).toBe(false);
    expect(await db.shifts.get(5)).toBeUndefined();
    expect(await db.outbox_base.count()).toBe(0);
  });

  it('after a lost ack, the resend with the same key is answered from the stored response', async () => {
    const { server, http, clock, sender: s } = setup();
    await db.plannings.put(planningRow(1));
    server.fail('after', new Error('connection reset'));
    await createShift(db, { planning_id: 1, request_id: 1, start: '2026-02-01 08:00:00', end: '2026-02-01 12:00:00' });
    await run(s);
    expect(server.shifts.size).toBe(1);
    clock.now += 10 * 60_000;
    // No answer: the sender holds everything until the server answers again (probe or online).
    await s.retryNow();
    await s.idle();
    const keys = http.writes().map((r) => r.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.applied).toEqual(['POST /api/shifts']);
    expect(server.shifts.size).toBe(1);
    expect((await db.shifts.toArray()).map((r) => r.id)).toEqual([...server.shifts.keys()]);
  });
});
