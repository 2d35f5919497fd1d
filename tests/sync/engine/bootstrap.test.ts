/** The window-first bootstrap in the engine: the window's rows are written (and counted "N of M")
 * before anything else is fetched, the rest follows step by step, a failed page resumes where it
 * stopped, and the feed then continues from the server's head. */
import { liveQuery } from 'dexie';
import { firstValueFrom, filter } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import type { Engine } from '../../../src-sync/engine/engine-types.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import { readCursor } from '../../../src-sync/pull/sync-state.js';
import { BOOTSTRAP_DEFAULT_LIMIT, BOOTSTRAP_MAX_LIMIT, BOOTSTRAP_PATH, BOOTSTRAP_STEPS, bootstrapPageLimit, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import type { BootstrapProgress } from '../../../src-sync/bootstrap/bootstrap-state.js';
import { FakeHttp, FakeRealtime, eventually, freshDb, httpError, recordingLogger } from '../helpers/fakes.js';
import { historyRow, planningRow, requestRow, shiftRow, upsert } from '../helpers/rows.js';

const engines: Engine[] = [];
const dbs: VigilDb[] = [];
const afterEachOpen: (() => void)[] = [];
afterEach(async () => {
  for (const open of afterEachOpen.splice(0)) open();
  for (const engine of engines.splice(0)) await engine.stop();
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

const WINDOW = { from: '2026-05-01 00:00:00', to: '2026-06-01 23:59:59' };
const HEAD = 40;
const stepOf = (entity: string, part: string) => BOOTSTRAP_STEPS.findIndex((s) => s.entity === entity && s.part === part);

/** Rows per step, as the server would select them. */
const ROWS: Map<number, { id: number }[]> = new Map([
  [stepOf('plannings', 'window'), [planningRow(1), planningRow(2), planningRow(3)]],
  [stepOf('shifts', 'window'), [shiftRow(11, 1), shiftRow(12, 2)]],
  [stepOf('planning_history', 'window'), [historyRow(21, 1, 11)]],
  [stepOf('plannings', 'horizon'), [planningRow(4), planningRow(5)]],
  [stepOf('shifts', 'horizon'), [shiftRow(14, 4)]],
  [stepOf('requests', 'all'), [requestRow(31)]],
]);

/** Serves the steps two rows a page; the window's second page waits for `openWindow`, every page
 * past the window for `open`; `failOnce` fails the first request for that step once. */
function bootstrapServer(options: { failOnce?: number } = {}) {
  let open: () => void = () => undefined;
  let openWindow: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const windowGate = new Promise<void>((resolve) => (openWindow = resolve));
  let failOnce = options.failOnce;
  const asked: string[] = [];
  const feedFrom: number[] = [];
  const http = new FakeHttp((request: HttpRequest) => {
    if (request.url === '/broadcasting/auth') return { auth: 'x' };
    if (request.url === '/api/sync/changes') {
      feedFrom.push(Number(request.params?.cursor));
      return { changes: [upsert('plannings', planningRow(6))], cursor: HEAD + 1, has_more: false };
    }
    if (request.url !== BOOTSTRAP_PATH) throw httpError(404);
    const step = Number(request.params?.step);
    const after = Number(request.params?.after);
    asked.push(`${step}:${after}${request.params?.totals === '1' ? ' totals' : ''}`);
    expect({ from: request.params?.from, to: request.params?.to }).toEqual(WINDOW);
    if (failOnce === step) {
      failOnce = undefined;
      throw httpError(503, 'Service unavailable');
    }
    const rows = (ROWS.get(step) ?? []).filter((r) => r.id > after);
    const page = rows.slice(0, 2);
    const more = rows.length > 2;
    const last = page.at(-1)?.id ?? after;
    const answer: BootstrapPage = {
      changes: page.map((row) => upsert(BOOTSTRAP_STEPS[step]?.entity ?? '', row)) as BootstrapPage['changes'],
      head: HEAD,
      next: more ? { step, after: last } : step + 1 < BOOTSTRAP_STEPS.length ? { step: step + 1, after: 0 } : null,
      horizon_start: '2026-02-01 00:00:00',
      ...(after === 0 ? { step_total: ROWS.get(step)?.length ?? 0 } : {}),
      ...(request.params?.totals === '1' ? { totals: BOOTSTRAP_STEPS.map((_, i) => ROWS.get(i)?.length ?? 0) } : {}),
    };
    if (step === 0) return after === 0 ? answer : windowGate.then(() => answer);
    return gate.then(() => answer);
  });
  return {
    http,
    asked,
    feedFrom,
    openWindow: () => openWindow(),
    open: () => {
      openWindow();
      open();
    },
  };
}

function start(http: FakeHttp, db = freshDb(), letReadersInMs?: number) {
  dbs.push(db);
  const engine = createEngine({
    db, http, realtime: new FakeRealtime(), userId: 7, locks: null, logger: recordingLogger(), network: manualNetworkStatus(), bootstrapWindow: () => WINDOW,
    historyImages: false, pullIntervalMs: 3_600_000, letReadersInMs,
  });
  engines.push(engine);
  engine.start();
  return { db, engine };
}

const progress = (engine: Engine, check: (p: BootstrapProgress) => boolean) => firstValueFrom(engine.bootstrap$.pipe(filter(check)));

describe('window-first bootstrap', () => {
  it('writes the window plannings first and says "N of M" until they are all in; nothing else is written before', async () => {
    const server = bootstrapServer();
    const { db, engine } = start(server.http);
    // Let the bootstrap end whatever an assertion does, so the engine can stop.
    afterEachOpen.push(server.open);
    const partial = await progress(engine, (p) => p.windowLoaded > 0);
    expect(partial).toMatchObject({ phase: 'window', windowLoaded: 2, windowTotal: 3 });
    server.openWindow();
    const windowDone = await progress(engine, (p) => p.phase === 'rest');
    expect(windowDone).toMatchObject({ windowLoaded: 3, windowTotal: 3, horizonStart: '2026-02-01 00:00:00' });
    // The gate holds every later page: only the window's plannings are on the device.
    expect((await db.plannings.toArray()).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(await db.shifts.count()).toBe(0);
    expect(await db.requests.count()).toBe(0);
    expect(await readCursor(db)).toBe(0);
    server.open();
    const done = await progress(engine, (p) => p.phase === 'done');
    expect(done).toMatchObject({ loaded: 10, total: 10 });
    // Window plannings, their shifts and history, then the horizon, then the rest, page by page.
    expect(server.asked).toEqual([
      '0:0', '0:2', `${stepOf('shifts', 'window')}:0 totals`,
      ...BOOTSTRAP_STEPS.slice(stepOf('shifts', 'window') + 1).map((_, i) => `${stepOf('shifts', 'window') + 1 + i}:0`),
    ]);
    await eventually(async () => (await readCursor(db)) === HEAD + 1);
    // The feed continues from the head the bootstrap began at.
    expect(server.feedFrom[0]).toBe(HEAD);
    expect((await db.plannings.toArray()).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await db.shifts.count()).toBe(3);
    expect(await db.requests.count()).toBe(1);
  });

  it('resumes after a failed page at the page after the last one written, and bootstraps only once', async () => {
    const failing = stepOf('plannings', 'horizon');
    const server = bootstrapServer({ failOnce: failing });
    server.open();
    const { db, engine } = start(server.http);
    await eventually(async () => (await readCursor(db)) === HEAD + 1);
    const atFailure = server.asked.indexOf(`${failing}:0`);
    // Asked twice: the failure, then the retry; nothing before it was asked again.
    expect(server.asked.filter((a) => a === `${failing}:0`)).toHaveLength(2);
    expect(server.asked.slice(0, atFailure).filter((a) => a.startsWith('0:'))).toEqual(['0:0', '0:2']);
    expect(server.asked.filter((a) => a.startsWith('0:'))).toEqual(['0:0', '0:2']);
    expect((await firstValueFrom(engine.bootstrap$)).phase).toBe('done');
    const before = server.asked.length;
    await engine.pull();
    expect(server.asked.length).toBe(before);
    expect(await db.plannings.count()).toBe(6);
  });

  it('asks for its first page while its database is being created, and starts with that page', async () => {
    const server = bootstrapServer();
    server.open();
    const db = freshDb();
    const bootstrapAsks = () => server.http.requests.filter((r) => r.url === BOOTSTRAP_PATH).map((r) => `${String(r.params?.step)}:${String(r.params?.after)}`);
    let askedWhenOpen: string[] | null = null;
    db.on('ready', () => {
      askedWhenOpen = bootstrapAsks();
    });
    const { engine } = start(server.http, db);
    // Before the engine's first sync could ask (it reads the device's cursor once the database is
    // open), the first page was already on its way.
    await eventually(() => Promise.resolve(askedWhenOpen !== null));
    expect(askedWhenOpen).toEqual(['0:0']);
    await eventually(async () => (await readCursor(db)) === HEAD + 1);
    // Asked once: the bootstrap began with the page asked ahead.
    expect(bootstrapAsks().filter((a) => a === '0:0')).toHaveLength(1);
    expect((await db.plannings.toArray()).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await firstValueFrom(engine.bootstrap$)).phase).toBe('done');
  });

  it('asks for every page off the main thread where the client can (the SPA: its request worker)', async () => {
    const server = bootstrapServer();
    server.open();
    /** A client with a second thread: records what went there. */
    class TwoThreadHttp extends FakeHttp {
      readonly offThread: HttpRequest[] = [];
      requestOffThread(request: HttpRequest): Promise<unknown> {
        this.offThread.push(request);
        return this.request(request);
      }
    }
    const http = new TwoThreadHttp(server.http.handler);
    const { db } = start(http);
    await eventually(async () => (await readCursor(db)) === HEAD + 1);
    const pages = http.requests.filter((r) => r.url === BOOTSTRAP_PATH);
    expect(pages.length).toBe(server.asked.length);
    expect(http.offThread.filter((r) => r.url === BOOTSTRAP_PATH)).toEqual(pages);
    expect(await db.plannings.count()).toBe(6);
  });

  it('a first page asked ahead that failed is asked again, and the first sync completes', async () => {
    const server = bootstrapServer({ failOnce: 0 });
    server.open();
    const { db } = start(server.http);
    await eventually(async () => (await readCursor(db)) === HEAD + 1);
    expect(server.asked.filter((a) => a === '0:0')).toHaveLength(2);
    expect(await db.plannings.count()).toBe(6);
    expect(await db.shifts.count()).toBe(3);
  });

  it('a device that has never synced is waiting for its window, not done, before its first sync records anything', async () => {
    // No leader here (another tab leads and has not written yet): nothing recorded, no cursor.
    const server = bootstrapServer();
    const db = freshDb();
    dbs.push(db);
    const engine = createEngine({
      db, http: server.http, realtime: new FakeRealtime(), userId: 7, logger: recordingLogger(), network: manualNetworkStatus(), bootstrapWindow: () => WINDOW,
      historyImages: false, pullIntervalMs: 3_600_000, locks: {
        request: (_name, { signal }) => new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('The lock request was aborted.', 'AbortError')))),
      },
    });
    engines.push(engine);
    engine.start();
    expect(await firstValueFrom(engine.bootstrap$)).toMatchObject({ phase: 'window', windowLoaded: 0, windowTotal: null });
  });

  it('a device that synced before window-first bootstraps (a cursor, no progress) does not bootstrap again', async () => {
    const server = bootstrapServer();
    const db = freshDb();
    await db.sync_state.put({ key: 'cursor', value: 5 });
    const { engine } = start(server.http, db);
    await engine.pull();
    expect(server.asked).toEqual([]);
    expect(server.feedFrom[0]).toBe(5);
    expect((await firstValueFrom(engine.bootstrap$)).phase).toBe('done');
  });
});

describe('a bootstrap whose pages come back at once', () => {
  /** The window alone, pages of 2 plannings, each answered at once (a fast server: the next page
   * is there before the page before is written, so the engine writes them back to back). */
  function fastServer(pages: number) {
    const step = stepOf('plannings', 'window');
    const rows = Array.from({ length: pages * 2 }, (_, i) => planningRow(i + 1));
    return new FakeHttp((request: HttpRequest) => {
      if (request.url === '/broadcasting/auth') return { auth: 'x' };
      if (request.url === '/api/sync/changes') return { changes: [], cursor: HEAD, has_more: false };
      const asked = Number(request.params?.step);
      const after = Number(request.params?.after);
      const page = asked === step ? rows.filter((r) => r.id > after).slice(0, 2) : [];
      const more = asked === step && (page.at(-1)?.id ?? 0) < rows.length;
      const answer: BootstrapPage = {
        changes: page.map((row) => upsert('plannings', row)) as BootstrapPage['changes'],
        head: HEAD,
        next: more ? { step, after: page.at(-1)?.id ?? after } : asked + 1 < BOOTSTRAP_STEPS.length ? { step: asked + 1, after: 0 } : null,
        horizon_start: '2026-02-01 00:00:00',
        ...(after === 0 && asked === step ? { step_total: rows.length } : {}),
      };
      return answer;
    });
  }

  it('lets the screens see its progress page by page: a live read is never starved by the next page', async () => {
    // Let in at every page here: the pages of this test take milliseconds, not seconds.
    const { db, engine } = start(fastServer(30), undefined, 0);
    const seen = new Set<number>();
    const subscription = engine.bootstrap$.subscribe((p) => {
      if (p.phase === 'window') seen.add(p.windowLoaded);
    });
    try {
      await eventually(async () => (await readCursor(db)) === HEAD, 10_000);
    } finally {
      subscription.unsubscribe();
    }
    // Every page's commit re-runs the live read; if the next page's write were queued before it,
    // the read would wait for that write, be outdated by its commit and start again, never
    // answering until the last page (the list said "Loading…" for the whole window).
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('the horizon\'s plannings', () => {
  it('come in pages five times as large, and a page larger than one put is written whole, seen as one change', async () => {
    const horizon = stepOf('plannings', 'horizon');
    const rows = Array.from({ length: 2_500 }, (_, i) => planningRow(i + 1));
    const limits = new Map<number, number>();
    const http = new FakeHttp((request: HttpRequest) => {
      if (request.url === '/broadcasting/auth') return { auth: 'x' };
      if (request.url === '/api/sync/changes') return { changes: [], cursor: HEAD, has_more: false };
      const step = Number(request.params?.step);
      const limit = Number(request.params?.limit);
      limits.set(step, limit);
      const page = step === horizon ? rows.slice(0, limit) : [];
      const answer: BootstrapPage = {
        changes: page.map((row) => upsert('plannings', row)) as BootstrapPage['changes'],
        head: HEAD,
        next: step + 1 < BOOTSTRAP_STEPS.length ? { step: step + 1, after: 0 } : null,
        horizon_start: '2026-02-01 00:00:00',
        ...(step === 0 ? { step_total: 0 } : {}),
      };
      return answer;
    });
    const db = freshDb();
    const putSizes: number[] = [];
    // The table object the engine writes through (db.entityTable).
    const table = db.entityTable('plannings');
    const bulkPut = table.bulkPut.bind(table);
    vi.spyOn(table, 'bulkPut').mockImplementation((items, ...rest) => {
      putSizes.push(items.length);
      return bulkPut(items, ...rest);
    });
    const counts: number[] = [];
    // A live read of the table, as the planning list holds: it must see the page once, whole.
    const subscription = liveQuery(() => db.plannings.count()).subscribe((count) => counts.push(count));
    try {
      dbs.push(db);
      const engine = createEngine({
        db, http, realtime: new FakeRealtime(), userId: 7, locks: null, logger: recordingLogger(), network: manualNetworkStatus(), bootstrapWindow: () => WINDOW,
        historyImages: false, pullIntervalMs: 3_600_000, feedLimit: 500,
      });
      engines.push(engine);
      engine.start();
      await eventually(async () => (await readCursor(db)) === HEAD, 10_000);
      await eventually(() => counts.at(-1) === 2_500);
    } finally {
      subscription.unsubscribe();
    }
    expect(limits.get(horizon)).toBe(2_500);
    expect(limits.get(stepOf('plannings', 'window'))).toBe(500);
    expect(limits.get(stepOf('shifts', 'horizon'))).toBe(500);
    // Written in puts of at most 1,000 (the main thread is free between them) inside one
    // transaction: never seen in part.
    expect(putSizes).toEqual([1_000, 1_000, 500]);
    expect(counts.filter((count) => count !== 0 && count !== 2_500)).toEqual([]);
    expect(await db.plannings.count()).toBe(2_500);
  });

  it('asks at most the server\'s largest page', () => {
    expect(bootstrapPageLimit({ step: stepOf('plannings', 'horizon'), after: 0 }, BOOTSTRAP_DEFAULT_LIMIT)).toBe(BOOTSTRAP_MAX_LIMIT);
    expect(bootstrapPageLimit({ step: stepOf('plannings', 'horizon'), after: 9 }, 2_000)).toBe(BOOTSTRAP_MAX_LIMIT);
    // The window's first page is the list's first screenful; the rest come in the largest pages.
    expect(bootstrapPageLimit({ step: stepOf('plannings', 'window'), after: 0 }, BOOTSTRAP_DEFAULT_LIMIT)).toBe(BOOTSTRAP_DEFAULT_LIMIT);
    expect(bootstrapPageLimit({ step: stepOf('plannings', 'window'), after: 12, end: '2026-05-02 10:00:00' }, BOOTSTRAP_DEFAULT_LIMIT)).toBe(BOOTSTRAP_MAX_LIMIT);
    expect(bootstrapPageLimit({ step: stepOf('shifts', 'window'), after: 12 }, BOOTSTRAP_DEFAULT_LIMIT)).toBe(BOOTSTRAP_DEFAULT_LIMIT);
  });
});
