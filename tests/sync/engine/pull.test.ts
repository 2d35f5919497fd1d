import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { pullFeed } from '../../../src-sync/pull/pull-feed.js';
import { SingleFlight } from '../../../src-sync/pull/single-flight.js';
import { markForRepair, readRepairKeys } from '../../../src-sync/pull/repair-rows.js';
import { readCursor, readInvalidRowCount, readLastSyncAt } from '../../../src-sync/pull/sync-state.js';
import { FakeHttp, feedOf, freshDb, recordingLogger } from '../helpers/fakes.js';
import { historyRow, planningRow, remove, shiftRow, upsert } from '../helpers/rows.js';

let db: VigilDb;
afterEach(async () => {
  await db.delete();
});

function pull(http: FakeHttp, logger = recordingLogger()) {
  return pullFeed({ db, http, logger, now: () => 42_000, limit: 2 });
}

describe('pull', () => {
  it('bootstraps from cursor 0 through every page and stores the cursor', async () => {
    db = freshDb();
    const http = new FakeHttp(
      feedOf([
        { changes: [upsert('plannings', planningRow(1)), upsert('plannings', planningRow(2))], cursor: 5 },
        { changes: [upsert('shifts', shiftRow(10, 1)), upsert('planning_history', historyRow(20, 1, 10))], cursor: 9 },
      ]),
    );
    const result = await pull(http);
    expect(result).toMatchObject({ cursor: 9, pages: 2, applied: 4, skipped: 0 });
    // Every page of a first sync says so: the server keeps chat history to each group's window.
    expect(http.requests.map((r) => r.params)).toEqual([{ cursor: 0, limit: 2, first_sync: '1' }, { cursor: 5, limit: 2, first_sync: '1' }]);
    expect(await db.plannings.count()).toBe(2);
    expect(await db.shifts.where('[planning_id+start]').between([1, ''], [1, '\uffff']).count()).toBe(1);
    expect(await readCursor(db)).toBe(9);
    expect(await readLastSyncAt(db)).toBe(42_000);
  });

  it('keeps saying first_sync over a reload mid-way, and no longer once the first sync is complete', async () => {
    db = freshDb();
    let fail = true;
    const pages = feedOf([
      { changes: [upsert('plannings', planningRow(1))], cursor: 5 },
      { changes: [upsert('plannings', planningRow(2))], cursor: 9 },
    ]);
    const http = new FakeHttp((request) => {
      if (Number(request.params?.cursor) === 5 && fail) throw new Error('the network dropped');
      return pages(request);
    });
    await expect(pull(http)).rejects.toThrow('the network dropped');
    expect(await readCursor(db)).toBe(5);
    fail = false;
    await pull(http);
    await pull(http);
    expect(http.requests.map((r) => r.params)).toEqual([
      { cursor: 0, limit: 2, first_sync: '1' },
      { cursor: 5, limit: 2, first_sync: '1' },
      { cursor: 5, limit: 2, first_sync: '1' },
      { cursor: 9, limit: 2 },
    ]);
  });

  it('continues from the stored cursor and applies deletes', async () => {
    db = freshDb();
    await db.plannings.bulkPut([planningRow(1), planningRow(2)]);
    await db.sync_state.put({ key: 'cursor', value: 9 });
    const http = new FakeHttp(() => ({ changes: [remove('plannings', 2), upsert('plannings', planningRow(1, { status: 'confirmed' }))], cursor: 12, has_more: false }));
    await pull(http);
    expect(http.requests[0]?.params).toEqual({ cursor: 9, limit: 2 });
    expect(await db.plannings.get(2)).toBeUndefined();
    expect((await db.plannings.get(1))?.status).toBe('confirmed');
  });

  it('skips an invalid row, keeps the rest of the page, advances the cursor, counts the skip and fetches the row again', async () => {
    db = freshDb();
    const logger = recordingLogger();
    const broken = { ...planningRow(2), status: 'exploded' };
    let repaired: { id: number; status?: string } = planningRow(2, { description: 'as the server holds it' });
    const http = new FakeHttp((request) => {
      if (request.url === '/api/sync/rows') return { changes: [upsert('plannings', repaired)] };
      return {
        changes: [upsert('plannings', planningRow(1)), upsert('plannings', broken), { entity: 'nope', op: 'upsert', id: 3 }, upsert('plannings', planningRow(4))],
        cursor: 7,
        has_more: false,
      };
    });
    const result = await pull(http, logger);
    expect(result.skipped).toBe(2);
    expect(await readCursor(db)).toBe(7);
    expect(await readInvalidRowCount(db)).toBe(2);
    expect(logger.warnings).toHaveLength(2);
    // The row that failed is asked for by key in the same pull (the one naming no entity cannot be).
    expect(http.requests.filter((r) => r.url === '/api/sync/rows').map((r) => r.params)).toEqual([{ keys: 'plannings:2' }]);
    expect((await db.plannings.toCollection().primaryKeys()).sort()).toEqual([1, 2, 4]);
    expect((await db.plannings.get(2))?.description).toBe('as the server holds it');
    expect(await readRepairKeys(db)).toEqual([]);

    // A row the server keeps sending broken is logged and left alone, not asked for forever.
    repaired = { ...planningRow(2), status: 'exploded' };
    await markForRepair(db, [{ table: 'plannings', id: 2 }]);
    http.handler = (request) => (request.url === '/api/sync/rows' ? { changes: [upsert('plannings', repaired)] } : { changes: [], cursor: 7, has_more: false });
    await pull(http, logger);
    expect(await readRepairKeys(db)).toEqual([]);
    expect(logger.warnings.at(-1)).toMatch(/broken row again/);
    expect((await db.plannings.get(2))?.description).toBe('as the server holds it');
  });

  it('repairs a damaged local copy by key: the server row, or a delete when the user may not see it any more', async () => {
    db = freshDb();
    await db.plannings.bulkPut([{ ...planningRow(5), start: 42 } as unknown as ReturnType<typeof planningRow>, planningRow(6)]);
    await markForRepair(db, [{ table: 'plannings', id: 5 }, { table: 'plannings', id: 6 }, { table: 'plannings', id: -3 }]);
    const http = new FakeHttp((request) =>
      request.url === '/api/sync/rows' ? { changes: [upsert('plannings', planningRow(5)), remove('plannings', 6)] } : { changes: [], cursor: 0, has_more: false },
    );
    await pull(http);
    // Temp ids exist only on this device: never asked for.
    expect(http.requests.filter((r) => r.url === '/api/sync/rows').map((r) => r.params)).toEqual([{ keys: 'plannings:5,plannings:6' }]);
    expect((await db.plannings.get(5))?.start).toBe(planningRow(5).start);
    expect(await db.plannings.get(6)).toBeUndefined();
  });

  it('writes the rows and the cursor of a page in one transaction (a failed cursor write keeps no row)', async () => {
    db = freshDb();
    let failCursor = true;
    db.use({
      stack: 'dbcore',
      name: 'fail-sync-state',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name !== 'sync_state'
            ? table
            : { ...table, mutate: (req) => (failCursor ? Promise.reject(new Error('disk full')) : table.mutate(req)) };
        },
      }),
    });
    const http = new FakeHttp(() => ({ changes: [upsert('plannings', planningRow(1))], cursor: 3, has_more: false }));
    await expect(pull(http)).rejects.toThrow('disk full');
    expect(await db.plannings.count()).toBe(0);
    failCursor = false;
    await pull(http);
    expect(await db.plannings.count()).toBe(1);
    expect(await readCursor(db)).toBe(3);
  });

  it('refuses a page whose envelope is broken without moving the cursor', async () => {
    db = freshDb();
    const http = new FakeHttp(() => ({ changes: 'nope', cursor: 3 }));
    await expect(pull(http)).rejects.toThrow(/unexpected page/);
    expect(await readCursor(db)).toBe(0);
  });

  it('stops when the feed does not move forward', async () => {
    db = freshDb();
    const http = new FakeHttp(() => ({ changes: [], cursor: 0, has_more: true }));
    await expect(pull(http)).rejects.toThrow(/did not move forward/);
  });
});

describe('single flight', () => {
  it('runs one task at a time and exactly one follow-up for any number of requests during a run', async () => {
    db = freshDb();
    let runs = 0;
    let release: () => void = () => undefined;
    const flight = new SingleFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return runs;
    });
    const first = flight.run();
    const second = flight.run();
    const third = flight.run();
    expect(second).toBe(third);
    release();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await second).toBe(2);
    expect(runs).toBe(2);
  });
});
