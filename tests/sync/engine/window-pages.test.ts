/** The first sync stages the default window's plannings as one record per page, shows them from
 * there, and writes them as rows once the window is in (src-sync/db/window-pages.ts): the rows
 * arrive in one change, a write never works on a staged copy, a newer row is never replaced by
 * one, and a sync stopped with its window staged writes the rows when it resumes. */
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import type { Engine } from '../../../src-sync/engine/engine-types.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import { readCursor } from '../../../src-sync/pull/sync-state.js';
import { BOOTSTRAP_PATH, BOOTSTRAP_STEPS, WINDOW_STEP, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import { BOOTSTRAP_META_KEY, type BootstrapState } from '../../../src-sync/bootstrap/bootstrap-state.js';
import { stageWindowPage } from '../../../src-sync/bootstrap/stage-window-page.js';
import { absorbWindowPages, expandWindowPages, findStagedPlanning, readWindowPagesByKey, windowPageKeys } from '../../../src-sync/db/window-pages.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import type { PlanningRow } from '../../../src-sync/protocol/entities.js';
import { FakeHttp, FakeRealtime, eventually, freshDb, recordingLogger } from '../helpers/fakes.js';
import { planningRow, shiftRow, upsert } from '../helpers/rows.js';

const engines: Engine[] = [];
const dbs: VigilDb[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop();
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

const WINDOW = { from: '2026-05-01 00:00:00', to: '2026-06-01 23:59:59' };
const HEAD = 40;
const SHIFTS_STEP = BOOTSTRAP_STEPS.findIndex((s) => s.entity === 'shifts' && s.part === 'window');
const windowRows = Array.from({ length: 7 }, (_, i) => planningRow(i + 1, { start: `2026-05-0${i + 1} 08:00:00`, end: `2026-05-0${i + 1} 18:00:00` }));

/** The window in pages of 2; the steps after it wait for `open`. */
function windowServer() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const http = new FakeHttp((request: HttpRequest) => {
    if (request.url === '/broadcasting/auth') return { auth: 'x' };
    if (request.url === '/api/sync/changes') return { changes: [], cursor: HEAD, has_more: false };
    if (request.url !== BOOTSTRAP_PATH) return {};
    const step = Number(request.params?.step);
    const after = Number(request.params?.after);
    const rows: { id: number }[] = step === WINDOW_STEP ? windowRows : step === SHIFTS_STEP ? [shiftRow(11, 1)] : [];
    const left = rows.filter((r) => r.id > after);
    const page = left.slice(0, 2);
    const answer: BootstrapPage = {
      changes: page.map((row) => upsert(BOOTSTRAP_STEPS[step]?.entity ?? '', row)) as BootstrapPage['changes'],
      head: HEAD,
      next: left.length > 2 ? { step, after: page.at(-1)?.id ?? after } : step + 1 < BOOTSTRAP_STEPS.length ? { step: step + 1, after: 0 } : null,
      horizon_start: '2026-02-01 00:00:00',
      ...(after === 0 && step === WINDOW_STEP ? { step_total: windowRows.length } : {}),
    };
    return step === WINDOW_STEP ? answer : gate.then(() => answer);
  });
  return { http, open: () => open() };
}

function start(http: FakeHttp, db = freshDb()) {
  dbs.push(db);
  const engine = createEngine({
    db, http, realtime: new FakeRealtime(), userId: 7, locks: null, logger: recordingLogger(), network: manualNetworkStatus(), bootstrapWindow: () => WINDOW,
    historyImages: false, pullIntervalMs: 3_600_000, letReadersInMs: 0,
  });
  engines.push(engine);
  engine.start();
  return { db, engine };
}

const ids = async (db: VigilDb) => (await db.plannings.toArray()).map((row) => row.id).sort((a, b) => a - b);

describe('the staged window', () => {
  it('stages every page after the first as one record, then writes all their rows in one change once the window is in', async () => {
    const db = freshDb();
    const counts: number[] = [];
    const stagedKeys: number[][] = [];
    const plannings = liveQuery(() => db.plannings.count()).subscribe((count) => counts.push(count));
    const pages = liveQuery(() => windowPageKeys(db)).subscribe((keys) => stagedKeys.push(keys));
    const server = windowServer();
    try {
      start(server.http, db);
      await eventually(async () => (await ids(db)).length === windowRows.length && (await windowPageKeys(db)).length === 0);
    } finally {
      plannings.unsubscribe();
      pages.unsubscribe();
    }
    // The first page is rows at once (the list's first screenful reads rows); the others were
    // records named by the count of plannings before them, and their rows came in one change.
    expect(stagedKeys.some((keys) => keys.join(',') === '0,2,4,6')).toBe(true);
    expect(counts.filter((count) => count > 0)).toEqual([2, 7]);
    expect(await ids(db)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Nothing after the window was written before the rows: the next steps still wait.
    expect(await db.shifts.count()).toBe(0);
    server.open();
    await eventually(async () => (await readCursor(db)) === HEAD);
    expect(await db.shifts.count()).toBe(1);
  });

  it('finds a staged planning by id, and nothing once the rows are written', async () => {
    const db = freshDb();
    dbs.push(db);
    await db.window_pages.put({ page: 2, ...WINDOW, rows: windowRows.slice(2, 4) });
    expect((await findStagedPlanning(db, 4))?.id).toBe(4);
    expect(await findStagedPlanning(db, 9)).toBeUndefined();
    expect((await readWindowPagesByKey(db, [2, 5])).map((page) => page.page)).toEqual([2]);
    await expandWindowPages(db);
    expect(await findStagedPlanning(db, 4)).toBeUndefined();
    expect(await ids(db)).toEqual([3, 4]);
  });

  it('never replaces a row by a staged copy: a newer row stays as it is', async () => {
    const db = freshDb();
    dbs.push(db);
    const newer: PlanningRow = { ...windowRows[2]!, status: 'confirmed', version: 2, updated_at: '2026-05-02 09:00:00' };
    await db.plannings.put(newer);
    await db.window_pages.bulkPut([{ page: 2, ...WINDOW, rows: windowRows.slice(2, 4) }, { page: 4, ...WINDOW, rows: windowRows.slice(4, 6) }]);
    await expandWindowPages(db, [(await db.window_pages.get(2))!]);
    // Records the caller did not pass (staged before a reload) are written too.
    expect(await windowPageKeys(db)).toEqual([]);
    expect(await ids(db)).toEqual([3, 4, 5, 6]);
    expect(await db.plannings.get(3)).toEqual(newer);
  });

  it('a write moves every staged record into rows first, so it changes (and could roll back to) a row', async () => {
    const db = freshDb();
    dbs.push(db);
    await db.window_pages.put({ page: 2, ...WINDOW, rows: windowRows.slice(2, 5) });
    await updatePlanning(db, 4, { description: 'Gate B' });
    expect(await windowPageKeys(db)).toEqual([]);
    expect(await ids(db)).toEqual([3, 4, 5]);
    expect((await db.plannings.get(4))?.description).toBe('Gate B');
    // The rollback image is the server's copy, not "absent".
    const base = await db.outbox_base.get('plannings:4');
    expect(base?.row).toEqual(windowRows[3]);
    // Nothing staged: a write costs one count.
    await db.transaction('rw', [db.plannings, db.window_pages], () => absorbWindowPages(db));
    expect(await ids(db)).toEqual([3, 4, 5]);
  });

  it('with a write queued, a window page is written as rows through the rebase path, not staged', async () => {
    const db = freshDb();
    dbs.push(db);
    await db.window_pages.put({ page: 2, ...WINDOW, rows: windowRows.slice(2, 3) });
    await updatePlanning(db, 3, { description: 'Gate A' });
    const values = windowRows.slice(3, 5).map((row) => ({ table: 'plannings' as const, id: row.id, row: { ...row } }));
    const staged = await db.transaction('rw', [db.plannings, db.window_pages, db.outbox, db.outbox_base], () => stageWindowPage(db, values, 3, WINDOW));
    expect(staged).toBeNull();
    expect(await windowPageKeys(db)).toEqual([]);
    expect(await ids(db)).toEqual([3, 4, 5]);
  });

  it('a first sync stopped with its window staged writes the rows when it starts again', async () => {
    const db = freshDb();
    await db.window_pages.bulkPut([{ page: 2, ...WINDOW, rows: windowRows.slice(2, 4) }, { page: 4, ...WINDOW, rows: windowRows.slice(4, 7) }]);
    await db.plannings.bulkPut(windowRows.slice(0, 2));
    const state: BootstrapState = {
      window: WINDOW, head: HEAD, next: { step: SHIFTS_STEP, after: 0 }, horizonStart: '2026-02-01 00:00:00',
      windowTotal: windowRows.length, windowLoaded: windowRows.length, total: null, loaded: windowRows.length,
    };
    await db.meta.put({ key: BOOTSTRAP_META_KEY, value: state });
    const server = windowServer();
    server.open();
    start(server.http, db);
    await eventually(async () => (await readCursor(db)) === HEAD);
    expect(await windowPageKeys(db)).toEqual([]);
    expect(await ids(db)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('creates no page\'s transaction while the rows are being written (Chromium runs one readwrite transaction at a time)', async () => {
    // A page's transaction created meanwhile would wait for the rows' and hold every store in its
    // scope (the progress in meta, the shifts) for every reader until then.
    const many = Array.from({ length: 3000 }, (_, i) => planningRow(i + 1, { start: '2026-05-02 08:00:00', end: '2026-05-02 18:00:00' }));
    const shifts = Array.from({ length: 40 }, (_, i) => shiftRow(i + 1, i + 1));
    const http = new FakeHttp((request: HttpRequest) => {
      if (request.url === '/broadcasting/auth') return { auth: 'x' };
      if (request.url === '/api/sync/changes') return { changes: [], cursor: HEAD, has_more: false };
      if (request.url !== BOOTSTRAP_PATH) return {};
      const step = Number(request.params?.step);
      const after = Number(request.params?.after);
      const size = step === WINDOW_STEP ? 1000 : 2;
      const rows: { id: number }[] = step === WINDOW_STEP ? many : step === SHIFTS_STEP ? shifts : [];
      const left = rows.filter((r) => r.id > after);
      const page = left.slice(0, size);
      return {
        changes: page.map((row) => upsert(BOOTSTRAP_STEPS[step]?.entity ?? '', row)),
        head: HEAD,
        next: left.length > size ? { step, after: page.at(-1)?.id ?? after } : step + 1 < BOOTSTRAP_STEPS.length ? { step: step + 1, after: 0 } : null,
        horizon_start: '2026-02-01 00:00:00',
        ...(after === 0 && step === WINDOW_STEP ? { step_total: many.length } : {}),
      };
    });
    const db = freshDb();
    // Which transactions are open when each one is created, by scope.
    const open = new Set<string>();
    const overlaps: string[] = [];
    const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let n = 0;
    (db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args: unknown[]) => {
      const tables = args[1];
      const scope = (Array.isArray(tables) ? tables : [tables]).map((t) => (typeof t === 'string' ? t : (t as { name: string }).name)).sort().join('+');
      const name = `${scope}#${n++}`;
      if (args[0] === 'rw') {
        for (const other of open) if (other.startsWith('plannings#')) overlaps.push(`${scope} during ${other}`);
        open.add(name);
      }
      const running = original(...args);
      return running.finally(() => open.delete(name));
    };
    start(http, db);
    await eventually(async () => (await readCursor(db)) === HEAD, 20_000);
    expect(await db.plannings.count()).toBe(many.length);
    expect(await db.shifts.count()).toBe(shifts.length);
    expect(overlaps).toEqual([]);
  });
});
