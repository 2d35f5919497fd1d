/**
 * Parallel delivery: writes to independent records are in flight together, writes to one record
 * (or depending on one) still go one after the other, in the order they were made.
 */
import { afterEach, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { OutboxSender } from '../../../src-sync/outbox/outbox-sender.js';
import { FakeHttp, eventually, freshDb, recordingLogger } from '../helpers/fakes.js';
import { FakePlanningServer } from '../helpers/fake-planning-server.js';
import { planningRow } from '../helpers/rows.js';

let db: VigilDb;
let sender: OutboxSender | null = null;
let openGate: GatedServer | null = null;
afterEach(async () => {
  // Requests a failed test left waiting would hold stop() forever and hide the failure's cause.
  openGate?.open();
  await sender?.stop();
  await db.delete();
});

/** Answers only when the test lets a request through, so what is in flight at once is visible. */
class GatedServer {
  readonly server = new FakePlanningServer([1, 2, 3].map((id) => planningRow(id)));
  readonly waiting: { request: HttpRequest; release: () => void }[] = [];
  readonly order: string[] = [];
  private opened = false;

  handle = (request: HttpRequest): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (this.opened) {
        resolve(this.server.handle(request));
        return;
      }
      this.waiting.push({
        request,
        release: () => {
          this.order.push(`${request.url} ${(request.body as { description: string }).description}`);
          try {
            resolve(this.server.handle(request));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      });
    });

  /** Lets the oldest waiting request to `url` through. */
  release(url: string): void {
    const index = this.waiting.findIndex((entry) => entry.request.url === url);
    const [entry] = this.waiting.splice(index, 1);
    entry?.release();
  }

  /** Lets every waiting and later request through. */
  open(): void {
    this.opened = true;
    for (const entry of this.waiting.splice(0)) entry.release();
  }

  inFlight(): string[] {
    return this.waiting.map((entry) => `${entry.request.url} ${(entry.request.body as { description: string }).description}`);
  }
}

it('sends independent records side by side and keeps each record’s writes in order', async () => {
  db = freshDb();
  const gate = new GatedServer();
  openGate = gate;
  for (const id of [1, 2, 3]) await db.plannings.put(planningRow(id));
  for (const text of ['a', 'b', 'c']) for (const id of [1, 2, 3]) await updatePlanning(db, id, { description: `${text}${id}` });
  const logger = recordingLogger();
  sender = new OutboxSender({ db, http: new FakeHttp(gate.handle), now: () => Date.now(), random: () => 0.5, logger });
  sender.start();
  // What the sender did, when a wait below fails (it has failed only in full runs, under load).
  const explain = async (error: unknown) => {
    const rows = (await db.outbox.toArray()).map((row) => `${row.seq} ${row.record_key} ${row.state} ${row.last_code ?? ''}`);
    throw new Error(`${String(error)}; in flight: ${gate.inFlight().join(', ')}; outbox: ${rows.join('; ')}; log: ${[...logger.warnings, ...logger.errors].join(' | ')}`);
  };

  // Barrier: the first write of every planning is in flight at the same time, and nothing more.
  await eventually(() => gate.waiting.length === 3).catch(explain);
  expect(gate.inFlight().sort()).toEqual(['/api/planning/1 a1', '/api/planning/2 a2', '/api/planning/3 a3']);

  // Planning 2 answers first: only its next write follows; 1 and 3 still wait for theirs.
  gate.release('/api/planning/2');
  await eventually(() => gate.inFlight().includes('/api/planning/2 b2')).catch(explain);
  expect(gate.inFlight().sort()).toEqual(['/api/planning/1 a1', '/api/planning/2 b2', '/api/planning/3 a3']);

  while (gate.waiting.length > 0 || (await db.outbox.count()) > 0) {
    const next = gate.waiting[gate.waiting.length - 1];
    if (next) gate.release(next.request.url);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  for (const id of [1, 2, 3]) {
    expect(gate.order.filter((line) => line.startsWith(`/api/planning/${id} `))).toEqual([`/api/planning/${id} a${id}`, `/api/planning/${id} b${id}`, `/api/planning/${id} c${id}`]);
    expect(gate.server.plannings.get(id)?.description).toBe(`c${id}`);
    expect((await db.plannings.get(id))?.description).toBe(`c${id}`);
  }
});

it('sends a write made due while others are in flight at once, not after their answers', async () => {
  db = freshDb();
  const gate = new GatedServer();
  openGate = gate;
  for (const id of [1, 2, 3]) await db.plannings.put(planningRow(id));
  for (const id of [1, 2, 3]) await updatePlanning(db, id, { description: `a${id}` });
  // Planning 2's write is backing off after a failed attempt, due in an hour.
  const backingOff = await db.outbox.filter((row) => row.record_key === 'plannings:2').first();
  if (backingOff?.seq === undefined) throw new Error('no write of planning 2 queued');
  await db.outbox.put({ ...backingOff, state: 'waiting', attempts: 1, next_attempt_at: Date.now() + 3_600_000 });
  sender = new OutboxSender({ db, http: new FakeHttp(gate.handle), now: () => Date.now(), random: () => 0.5, logger: recordingLogger() });
  sender.start();
  await eventually(() => gate.waiting.length === 2);
  expect(gate.inFlight().sort()).toEqual(['/api/planning/1 a1', '/api/planning/3 a3']);

  // Back online (or Try again now): the waiting write goes while 1 and 3 are still unanswered.
  await sender.retryNow();
  await eventually(() => gate.inFlight().includes('/api/planning/2 a2'));
  expect(gate.inFlight().sort()).toEqual(['/api/planning/1 a1', '/api/planning/2 a2', '/api/planning/3 a3']);
});
