/**
 * A new device's first sync, window first (src-sync/protocol/bootstrap.ts): pages of
 * `GET /api/sync/bootstrap`, each written with its progress in one transaction, the next pages
 * asked for while the current one is written (pages-ahead.ts), and checked while it commits. The last page sets the feed cursor to the head the
 * server named on the first, so the change feed then brings everything changed since.
 *
 * Resumable: a reload continues at the page after the last one written, with the same window.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { BOOTSTRAP_DEFAULT_LIMIT, BOOTSTRAP_PATH, WINDOW_STEP, bootstrapPageLimit, positionQuery, type BootstrapPosition } from '../protocol/bootstrap.js';
import { checkFeedPage, writeCheckedPage } from '../pull/apply-feed-page.js';
import { nextTask, whenIdle } from '../next-task.js';
import { expandWindowPages } from '../db/window-pages.js';
import { stageWindowPage } from './stage-window-page.js';
import { pagesAhead } from './pages-ahead.js';
import type { WindowPageRow } from '../db/engine-tables.js';
import { BOOTSTRAP_META_KEY, readBootstrapState, type BootstrapState, type BootstrapWindow } from './bootstrap-state.js';

export interface BootstrapDeps {
  db: VigilDb;
  http: HttpClient;
  logger: EngineLogger;
  /** The window to bring first, when a bootstrap starts (a resumed one keeps its own). */
  window: () => BootstrapWindow;
  limit?: number;
  /** How often the pages let the screens' live reads in (see the loop). Default 250 ms. */
  letReadersInMs?: number;
  /** Called after each page is committed. */
  onPage?: (state: BootstrapState) => void;
  /** The first page, asked for while the device's database was being created (a fresh
   * bootstrap starts with it instead of asking again). */
  firstPage?: FirstBootstrapPage;
}

/** The first page of a bootstrap not yet begun, asked for ahead, with the window it was asked for. */
export interface FirstBootstrapPage {
  window: BootstrapWindow;
  page: Promise<unknown>;
}

export interface BootstrapResult {
  /** The feed cursor the device is at now (the server's head). */
  cursor: number;
  applied: number;
  skipped: number;
}

/** The longest the window's rows wait for the main thread to be idle before they are written. */
const EXPAND_AFTER_IDLE_MS = 1000;

/** A few times a second: what a reader of "N of M" needs. */
const LET_READERS_IN_MS = 250;

function freshState(window: BootstrapWindow): BootstrapState {
  return { window, head: null, next: { step: 0, after: 0 }, horizonStart: null, windowTotal: null, windowLoaded: 0, total: null, loaded: 0 };
}

/** One page of the bootstrap from `next`; `totals` also counts every step. Off the main thread
 * where the client can (off-thread-requests.ts says why). The promise is marked handled: it is
 * awaited in its turn, and a failure until then must not count as unhandled. */
export function requestBootstrapPage(http: HttpClient, window: BootstrapWindow, next: BootstrapPosition, limit: number, totals: boolean): Promise<unknown> {
  const params: Record<string, string | number> = { from: window.from, to: window.to, ...positionQuery(next), limit: bootstrapPageLimit(next, limit) };
  if (totals) params.totals = '1';
  const ask = { method: 'GET' as const, url: BOOTSTRAP_PATH, params };
  const request = http.requestOffThread ? http.requestOffThread(ask) : http.request(ask);
  request.catch(() => undefined);
  return request;
}

/** The first page of a bootstrap from the start, asked for now (see FirstBootstrapPage). */
export function askFirstBootstrapPage(http: HttpClient, window: BootstrapWindow, limit: number = BOOTSTRAP_DEFAULT_LIMIT): FirstBootstrapPage {
  return { window, page: requestBootstrapPage(http, window, { step: 0, after: 0 }, limit, false) };
}

/** Runs (or resumes) the bootstrap to its end. Resolves null when this device needs none. */
export async function runBootstrap(deps: BootstrapDeps): Promise<BootstrapResult | null> {
  const { db, http, logger } = deps;
  const limit = deps.limit ?? BOOTSTRAP_DEFAULT_LIMIT;
  const letReadersInMs = deps.letReadersInMs ?? LET_READERS_IN_MS;
  const stored = await readBootstrapState(db);
  const fresh = stored === null;
  let state = stored ?? freshState(deps.firstPage?.window ?? deps.window());
  // A first sync stopped after its window was staged: the rows first, as it would have done.
  if (state.next === null || state.next.step > WINDOW_STEP) await expandWindowPages(db);
  if (state.next === null) return null;
  // Recorded before the first request, so every tab shows the window loading from the start.
  if (fresh) await db.meta.put({ key: BOOTSTRAP_META_KEY, value: state });
  const result: BootstrapResult = { cursor: 0, applied: 0, skipped: 0 };
  // The whole sync's size is asked once, with the first page after the window: counting it
  // first would delay the window. A resumed sync that has it does not ask again.
  let totalsAsked = state.total !== null;
  const fetchPage = (next: BootstrapPosition): Promise<unknown> => {
    const totals = !totalsAsked && next.step > WINDOW_STEP;
    if (totals) totalsAsked = true;
    return requestBootstrapPage(http, state.window, next, limit, totals);
  };
  const pages = pagesAhead({ asked: state.next, answer: fresh && deps.firstPage ? deps.firstPage.page : fetchPage(state.next) }, fetchPage);
  let readersLetIn = performance.now();
  // The window's records staged by this run, for writing them as rows when the window is in.
  const stagedPages: WindowPageRow[] = [];
  let expanding: Promise<void> = Promise.resolve();
  let expansionRunning = false;
  // The page before's write, still committing while this page is checked (CPU) on the main thread.
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    if (state.next === null) break;
    const { asked, page } = await pages.take();
    const checked = checkFeedPage(page.changes, logger);
    const head = state.head ?? page.head;
    const count = page.changes.length;
    const next: BootstrapState = {
      ...state,
      head,
      next: page.next,
      horizonStart: page.horizon_start,
      windowTotal: asked.step === WINDOW_STEP && page.step_total !== undefined ? page.step_total : state.windowTotal,
      windowLoaded: state.windowLoaded + (asked.step === WINDOW_STEP ? count : 0),
      total: page.totals ? page.totals.reduce((a, b) => a + b, 0) : state.total,
      loaded: state.loaded + count,
    };
    const done = page.next === null;
    // Pages are written one after another, in order: a failed write stops the bootstrap here,
    // before the next page is written, and a reload resumes after the last committed page.
    await writing;
    // The screens' live reads (the progress) start when a page commits. Created after them, this
    // page's write waits for them; created first, it holds them until it commits, and its commit
    // restarts them: back-to-back pages starved every live read until the last page (the list
    // said "Loading…" for the whole window). Every page would cost each page a round of reads
    // and renders (125 ms a page instead of 98 at 100,000 plannings); a few times a second is
    // what a reader of "N of M" needs.
    if (performance.now() - readersLetIn >= letReadersInMs) {
      await nextTask();
      readersLetIn = performance.now();
    }
    // The last page sets the feed cursor, after which no bootstrap runs again: the window's rows
    // must be written by then (a failure stops the bootstrap here, and its retry writes them).
    // While they are being written, no page's transaction is even created: Chromium runs one
    // readwrite transaction of a database at a time, so the page's would wait for theirs anyway,
    // and every read of a store in its scope (the progress in `meta`, shifts, history) would
    // queue behind it, the whole 4-6 s (measured: Planning Details' shifts 6 s late).
    if (done || expansionRunning) await expanding;
    const progress = () => db.meta.put({ key: BOOTSTRAP_META_KEY, value: next });
    const inWindow = asked.step === WINDOW_STEP;
    const { windowLoaded: stagedBefore, window } = state;
    // The window's pages are staged (src-sync/db/window-pages.ts), each named by the count of
    // window plannings before it; their rows are written once the window is in (below).
    const written = inWindow
      ? writeCheckedPage(db, checked, done ? head : undefined, progress, [db.window_pages.name], async (values) => {
        const record = await stageWindowPage(db, values, stagedBefore, window);
        // Kept for the expansion below; a page whose transaction fails stops the bootstrap first.
        if (record) stagedPages.push(record);
      })
      : writeCheckedPage(db, checked, done ? head : undefined, progress);
    const windowEnds = inWindow && (page.next === null || page.next.step !== WINDOW_STEP);
    writing = written.then((applied) => {
      result.applied += applied.applied;
      result.skipped += applied.skipped;
      deps.onPage?.(next);
      if (windowEnds) {
        // The rows are written beside the next steps' pages, once the screens have taken the
        // window in: the list's first render of it and the rows' write both need the main
        // thread, and the write came first (0.9 s from the window's last page to its count on
        // screen instead of 0.3). The bootstrap ends only once they are written.
        const pages = stagedPages.splice(0);
        expanding = whenIdle(EXPAND_AFTER_IDLE_MS).then(() => {
          expansionRunning = true;
          return expandWindowPages(db, pages);
        });
        expanding.catch(() => undefined);
      }
    });
    // Awaited in the next turn (or below); a failure meanwhile must not count as unhandled.
    writing.catch(() => undefined);
    state = next;
    if (done) {
      await writing;
      result.cursor = head;
      break;
    }
  }
  return result;
}
