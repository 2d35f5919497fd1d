/**
 * A new device's first sync, window first (src-sync/protocol/bootstrap.ts): pages of
 * `GET /api/sync/bootstrap`, each written with its progress in one transaction, the next page
 * requested while the current one is written, and checked while it commits. The last page sets the feed cursor to the head the
 * server named on the first, so the change feed then brings everything changed since.
 *
 * Resumable: a reload continues at the page after the last one written, with the same window.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { BOOTSTRAP_DEFAULT_LIMIT, BOOTSTRAP_PATH, WINDOW_STEP, bootstrapPageLimit, bootstrapPageSchema, isPastPosition, positionQuery, type BootstrapPosition } from '../protocol/bootstrap.js';
import { checkFeedPage, writeCheckedPage } from '../pull/apply-feed-page.js';
import { FeedError } from '../pull/pull-feed.js';
import { nextTask } from '../next-task.js';
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

/** A few times a second: what a reader of "N of M" needs. */
const LET_READERS_IN_MS = 250;

function freshState(window: BootstrapWindow): BootstrapState {
  return { window, head: null, next: { step: 0, after: 0 }, horizonStart: null, windowTotal: null, windowLoaded: 0, total: null, loaded: 0 };
}

/** One page of the bootstrap from `next`; `totals` also counts every step. The promise is marked
 * handled: it is awaited in its turn, and a failure until then must not count as unhandled. */
export function requestBootstrapPage(http: HttpClient, window: BootstrapWindow, next: BootstrapPosition, limit: number, totals: boolean): Promise<unknown> {
  const params: Record<string, string | number> = { from: window.from, to: window.to, ...positionQuery(next), limit: bootstrapPageLimit(next.step, limit) };
  if (totals) params.totals = '1';
  const request = http.request({ method: 'GET', url: BOOTSTRAP_PATH, params });
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
  if (state.next === null) return null;
  // Recorded before the first request, so every tab shows the window loading from the start.
  if (fresh) await db.meta.put({ key: BOOTSTRAP_META_KEY, value: state });
  const result: BootstrapResult = { cursor: 0, applied: 0, skipped: 0 };
  const fetchPage = (next: BootstrapPosition, totals: boolean): Promise<unknown> => requestBootstrapPage(http, state.window, next, limit, totals);
  // The whole sync's size is asked once the window is in: counting it first would delay the window.
  const wantsTotals = (next: { step: number }) => state.total === null && next.step > WINDOW_STEP;
  let pending = fresh && deps.firstPage ? deps.firstPage.page : fetchPage(state.next, wantsTotals(state.next));
  let readersLetIn = performance.now();
  // The page before's write, still committing while this page is checked (CPU) on the main thread.
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    const asked = state.next;
    if (asked === null) break;
    const parsed = bootstrapPageSchema.safeParse(await pending);
    if (!parsed.success) throw new FeedError(`The bootstrap answered with an unexpected page: ${parsed.error.message}`);
    const page = parsed.data;
    if (page.next !== null && !isPastPosition(page.next, asked)) throw new FeedError(`The bootstrap did not move forward from step ${asked.step}, id ${asked.after}.`);
    if (page.next !== null) pending = fetchPage(page.next, wantsTotals(page.next) && page.totals === undefined);
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
    writing = writeCheckedPage(db, checked, done ? head : undefined, () => db.meta.put({ key: BOOTSTRAP_META_KEY, value: next })).then((applied) => {
      result.applied += applied.applied;
      result.skipped += applied.skipped;
      deps.onPage?.(next);
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
