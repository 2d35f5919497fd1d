/**
 * An in-memory stand-in for the planning write routes, for engine unit tests: it answers like the
 * real routes ({data, deleted}), honours Idempotency-Key (stores the first answer, replays it)
 * and lets a test inject faults before or after the write is applied.
 */
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import type { HistoryRow, PlanningRow, ShiftRow } from '../../../src-sync/protocol/entities.js';
import { httpError } from './fakes.js';
import { historyRow, planningRow, shiftRow } from './rows.js';

type Fault = { when: 'before' | 'after'; error: Error };

export class FakePlanningServer {
  plannings = new Map<number, PlanningRow>();
  shifts = new Map<number, ShiftRow>();
  history = new Map<number, HistoryRow>();
  /** Every write actually applied (replays excluded), as "METHOD url". */
  applied: string[] = [];
  private answers = new Map<string, { ok: boolean; value: unknown }>();
  private faults: Fault[] = [];
  private nextId = 100;
  private clock = 0;

  constructor(plannings: PlanningRow[] = [planningRow(1)]) {
    for (const p of plannings) this.plannings.set(p.id, p);
  }

  /** The next write fails: before it is applied (nothing happens) or after (the ack is lost). */
  fail(when: 'before' | 'after', error: Error = httpError(0, 'network down')): void {
    this.faults.push({ when, error });
  }

  private stamp(): string {
    this.clock += 1;
    return `2026-03-01 00:00:${String(this.clock % 60).padStart(2, '0')}`;
  }

  /** Probes of the outbox asking whether the server is back. */
  probes = 0;

  handle = (request: HttpRequest): unknown => {
    // The outbox's probe: answered while the server is up (no fault waiting to fire first).
    if (request.url === '/healthz') {
      this.probes += 1;
      const next = this.faults[0];
      if (next?.when === 'before' && (next.error as { status?: number }).status === 0) {
        this.faults.shift();
        throw next.error;
      }
      return { ok: true };
    }
    const fault = this.faults[0];
    if (fault?.when === 'before') {
      this.faults.shift();
      throw fault.error;
    }
    const key = request.headers?.['Idempotency-Key'];
    const stored = key ? this.answers.get(key) : undefined;
    let outcome = stored;
    if (!outcome) {
      try {
        outcome = { ok: true, value: this.apply(request) };
      } catch (error) {
        outcome = { ok: false, value: error };
      }
      if (key) this.answers.set(key, outcome);
    }
    if (fault?.when === 'after') {
      this.faults.shift();
      throw fault.error;
    }
    if (!outcome.ok) throw outcome.value;
    return outcome.value;
  };

  private apply(request: HttpRequest): unknown {
    const { method, url } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = Number(url.split('/').at(-1));
    this.applied.push(`${method} ${url}`);
    if (method === 'PUT' && /^\/api\/planning\/\d+$/.test(url)) {
      const current = this.plannings.get(id);
      if (!current) throw httpError(404, 'Planning not found.');
      const { base_version: _base, ...fields } = body;
      const next = { ...current, ...fields, updated_at: this.stamp(), version: current.version + 1 };
      this.plannings.set(id, next);
      return { data: next };
    }
    if (method === 'POST' && url === '/api/shifts') {
      const row = shiftRow(this.nextId++, Number(body.planning_id), { start: String(body.start), end: String(body.end), updated_at: this.stamp(), tempId: (body.tempId as string | undefined) ?? null });
      this.shifts.set(row.id, row);
      return { data: row };
    }
    if (method === 'PUT' && url.startsWith('/api/shifts/')) {
      const current = this.shifts.get(id);
      if (!current) throw httpError(404, 'Shift not found.');
      const next = { ...current, start: (body.start as string | undefined) ?? current.start, end: (body.end as string | undefined) ?? current.end, updated_at: this.stamp(), version: current.version + 1 };
      this.shifts.set(id, next);
      return { data: next };
    }
    if (method === 'DELETE' && url.startsWith('/api/shifts/')) {
      if (!this.shifts.delete(id)) throw httpError(404, 'Shift not found.');
      return { data: null, deleted: { shifts: [id] } };
    }
    if (method === 'POST' && url === '/api/planning/history') {
      const shift = this.shifts.get(Number(body.shift_id));
      if (!shift) throw httpError(422, 'The shift does not exist.', { issues: [{ path: 'shift_id', message: 'not found' }] });
      const row = historyRow(this.nextId++, shift.planning_id, shift.id, { status: body.status as HistoryRow['status'], note: (body.note as string | undefined) ?? null, updated_at: this.stamp(), tempId: (body.tempId as string | undefined) ?? null });
      this.history.set(row.id, row);
      return { data: row };
    }
    throw httpError(404, `No route for ${method} ${url}`);
  }
}
