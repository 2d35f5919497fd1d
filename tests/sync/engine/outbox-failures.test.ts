import { afterEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import { createShift } from '../../../src-sync/mutations/create-shift.js';
import { deleteShift } from '../../../src-sync/mutations/delete-shift.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { updateShift } from '../../../src-sync/mutations/update-shift.js';
import { BACKOFF_CAP_MS, backoffDelay } from '../../../src-sync/outbox/backoff.js';
import { discardOutboxRow, retryOutboxRow } from '../../../src-sync/outbox/outbox-actions.js';
import { OutboxSender } from '../../../src-sync/outbox/outbox-sender.js';
import { ORPHANED, WAITING_FOR_CREATE } from '../../../src-sync/outbox/select-next.js';
import { FakeHttp, eventually, freshDb, httpError } from '../helpers/fakes.js';
import { FakePlanningServer } from '../helpers/fake-planning-server.js';
import { planningRow, shiftRow } from '../helpers/rows.js';

let db: VigilDb;
const opened: VigilDb[] = [];
const senders: OutboxSender[] = [];
afterEach(async () => {
  for (const s of senders.splice(0)) await s.stop();
  for (const each of opened.splice(0)) {
    each.close();
    await each.delete();
  }
});

function setup(random = 0.5, probeIntervalMs = 60_000) {
  db = freshDb();
  opened.push(db);
  const server = new FakePlanningServer();
  const http = new FakeHttp(server.handle);
  const clock = { now: 1_000_000 };
  const sender = new OutboxSender({ db, http, now: () => clock.now, random: () => random, logger: silentLogger, probeIntervalMs });
  senders.push(sender);
  return { server, http, clock, sender };
}

async function pass(sender: OutboxSender): Promise<void> {
  sender.start();
  sender.kick();
  await sender.idle();
}

async function only() {
  const rows = await db.outbox.toArray();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('backoff', () => {
  it('grows exponentially with equal jitter and never exceeds five minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(4, () => 0)).toBe(4000);
    expect(backoffDelay(4, () => 1)).toBe(8000);
    expect(backoffDelay(9, () => 1)).toBe(256_000);
    for (const attempts of [10, 20, 200]) {
      expect(backoffDelay(attempts, () => 1)).toBe(BACKOFF_CAP_MS);
      expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });

  it('schedules retries of 5xx failures and timeouts with backoff, capped at five minutes', async () => {
    const { server, clock, sender } = setup(1);
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'x' });
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      server.fail('before', i % 2 ? httpError(500) : httpError(408));
      await pass(sender);
      const row = await only();
      expect(row.state).toBe('waiting');
      delays.push(row.next_attempt_at - clock.now);
      clock.now = row.next_attempt_at;
    }
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(Math.max(...delays)).toBe(BACKOFF_CAP_MS);
    expect((await only()).attempts).toBe(12);
    await pass(sender);
    expect(await db.outbox.count()).toBe(0);
  });

  it('honours Retry-After', async () => {
    const { server, clock, http, sender } = setup();
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'x' });
    server.fail('before', httpError(429, 'Too many requests', { retryAfter: 7 }));
    await pass(sender);
    expect((await only()).next_attempt_at).toBe(clock.now + 7000);
    clock.now += 6999;
    await pass(sender);
    expect(http.writes()).toHaveLength(1);
    clock.now += 1;
    await pass(sender);
    expect(http.writes()).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('probes the server after an outage and sends at once when it answers, long before the backoff', async () => {
    const { server, http, clock, sender } = setup(1, 5);
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'x' });
    server.fail('before', httpError(0));
    server.fail('before', httpError(0));
    await pass(sender);
    const waiting = await only();
    expect(waiting.state).toBe('waiting');
    expect(waiting.next_attempt_at).toBeGreaterThan(clock.now);
    // The fake clock stands still: only the probe can make the write due.
    await eventually(async () => (await db.outbox.count()) === 0);
    expect(server.probes).toBeGreaterThanOrEqual(2);
    expect(http.writes()).toHaveLength(2);
    expect(server.plannings.get(1)?.description).toBe('x');
  });

  it('retries at once when told the network is back', async () => {
    const { server, http, sender } = setup();
    await db.plannings.put(planningRow(1));
    await updatePlanning(db, 1, { description: 'x' });
    server.fail('before', httpError(0));
    await pass(sender);
    expect((await only()).state).toBe('waiting');
    await sender.retryNow();
    await sender.idle();
    expect(http.writes()).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('final refusals', () => {
  it('rolls back a 4xx, keeps the row failed with the message, then retry or discard', async () => {
    const { server, http, sender } = setup();
    await db.plannings.put(planningRow(1, { description: 'server' }));
    const { uuid } = await updatePlanning(db, 1, { description: 'mine' });
    server.fail('before', httpError(422, 'The planning is closed.', { issues: [{ path: 'status', message: 'closed' }] }));
    await pass(sender);
    const failed = await only();
    expect(failed).toMatchObject({ state: 'failed', last_error: 'The planning is closed.', last_status: 422, issues: [{ path: 'status', message: 'closed' }] });
    expect((await db.plannings.get(1))?.description).toBe('server');
    expect(await db.outbox_base.count()).toBe(0);
    // Not retried on its own.
    await pass(sender);
    expect(http.writes()).toHaveLength(1);

    const newKey = await retryOutboxRow(db, uuid ?? '');
    expect(newKey).not.toBe(uuid);
    expect((await db.plannings.get(1))?.description).toBe('mine');
    await pass(sender);
    expect(http.writes().at(-1)?.headers?.['Idempotency-Key']).toBe(newKey);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.plannings.get(1))?.description).toBe('mine');

    const second = await updatePlanning(db, 1, { description: 'again' });
    server.fail('before', httpError(403, 'You are not allowed to do this.'));
    await pass(sender);
    expect((await only()).state).toBe('failed');
    await discardOutboxRow(db, second.uuid ?? '');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.plannings.get(1))?.description).toBe('mine');
  });

  it('holds every write after a 401 (session gone), without spending attempts, until a token works again', async () => {
    const { server, http, sender } = setup();
    await db.plannings.put(planningRow(1));
    await db.plannings.put(planningRow(2));
    server.plannings.set(2, planningRow(2));
    await updatePlanning(db, 1, { description: 'mine' });
    await updatePlanning(db, 2, { description: 'also mine' });
    server.fail('before', httpError(401, 'Sign in to continue.'));
    server.fail('before', httpError(401, 'Sign in to continue.'));
    await pass(sender);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((row) => [row.state, row.last_status, row.attempts, row.next_attempt_at])).toEqual([
      ['waiting', 401, 0, 0],
      ['waiting', 401, 0, 0],
    ]);
    expect((await db.plannings.get(1))?.description).toBe('mine');
    const sent = http.writes().length;
    await pass(sender);
    expect(http.writes()).toHaveLength(sent);
    await sender.tokenRenewed();
    await sender.idle();
    expect(await db.outbox.count()).toBe(0);
    expect(server.plannings.get(1)?.description).toBe('mine');
    expect(server.plannings.get(2)?.description).toBe('also mine');
  });

  it('holds writes on a record whose create failed, and fails them visibly once it is discarded', async () => {
    const { server, sender } = setup();
    await db.plannings.put(planningRow(1));
    const created = await createShift(db, { planning_id: 1, request_id: 1, start: '2026-02-01 08:00:00', end: '2026-02-01 12:00:00' });
    await updateShift(db, created.id, { start: '2026-02-01 09:00:00', end: '2026-02-01 12:00:00' });
    server.fail('before', httpError(403, 'Not your planning.'));
    await pass(sender);
    const [create, update] = await db.outbox.orderBy('seq').toArray();
    expect(create).toMatchObject({ state: 'failed' });
    expect(update).toMatchObject({ state: 'waiting', last_code: WAITING_FOR_CREATE });
    expect(await db.shifts.count()).toBe(0);
    await discardOutboxRow(db, create!.uuid);
    await pass(sender);
    expect(await only()).toMatchObject({ state: 'failed', last_code: ORPHANED });
    expect(await db.shifts.count()).toBe(0);
    expect(await db.outbox_base.count()).toBe(0);
  });
});

describe('a delete answered 404', () => {
  it('is done, not failed: the record is gone here too and nothing is left to retry', async () => {
    const { server, sender } = setup();
    server.shifts.set(5, shiftRow(5, 1));
    await db.shifts.put(shiftRow(5, 1));
    await deleteShift(db, 5);
    // Deleted first by someone else, or by this very delete whose answer was lost a day ago.
    server.fail('before', httpError(404, 'Shift not found.'));
    await pass(sender);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shifts.get(5)).toBeUndefined();
    expect(await db.outbox_base.count()).toBe(0);
  });

  it('a change answered 404 is still the server’s final word', async () => {
    const { server, sender } = setup();
    await db.plannings.put(planningRow(1, { description: 'server' }));
    await updatePlanning(db, 1, { description: 'mine' });
    server.fail('before', httpError(404, 'Planning not found.'));
    await pass(sender);
    expect(await only()).toMatchObject({ state: 'failed', last_status: 404 });
  });
});

describe('crash and reload', () => {
  it('a new sender over the same database resumes a write left "sending" with the same key', async () => {
    const { server, http } = setup();
    await db.plannings.put(planningRow(1));
    const { uuid } = await updatePlanning(db, 1, { description: 'mine' });
    // The tab died after marking the row sending (the request may or may not have gone out).
    await db.outbox.toCollection().modify({ state: 'sending', attempts: 1 });
    server.handle({ method: 'PUT', url: '/api/planning/1', body: { description: 'mine' }, headers: { 'Idempotency-Key': uuid ?? '' } });
    const name = db.name;
    db.close();

    db = new VigilDb(name);
    opened.push(db);
    const { resetSending } = await import('../../../src-sync/outbox/settle-row.js');
    expect(await resetSending(db)).toBe(1);
    const sender = new OutboxSender({ db, http, now: () => 2_000_000, random: () => 0.5, logger: silentLogger });
    senders.push(sender);
    await pass(sender);
    expect(http.writes().map((r) => r.headers?.['Idempotency-Key'])).toEqual([uuid]);
    expect(server.applied).toEqual(['PUT /api/planning/1']);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.plannings.get(1))?.description).toBe('mine');
  });
});
