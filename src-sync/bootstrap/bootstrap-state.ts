/**
 * Where a device's first sync stands, kept in `meta.bootstrap` and written in the same Dexie
 * transaction as each page's rows: a reload resumes at the next page, and every tab reads the
 * progress from the database (the leader alone fetches).
 */
import type { VigilDb } from '../db/vigil-db.js';
import { WINDOW_STEP, type BootstrapPosition } from '../protocol/bootstrap.js';

export const BOOTSTRAP_META_KEY = 'bootstrap';

/** The window the bootstrap brings first, as UTC wire datetimes (the list's default view). */
export interface BootstrapWindow {
  from: string;
  to: string;
}

export interface BootstrapState {
  window: BootstrapWindow;
  /** The change log's seq when the bootstrap began; the feed continues from it. */
  head: number | null;
  /** The next page to fetch; null once complete. */
  next: BootstrapPosition | null;
  horizonStart: string | null;
  /** Plannings of the window the user may see (the M of "N of M"); null until the server said. */
  windowTotal: number | null;
  /** Rows of the window step written so far. */
  windowLoaded: number;
  /** Rows of every step (the whole first sync); null until the server said. */
  total: number | null;
  /** Rows written so far, all steps. */
  loaded: number;
}

/** What screens read: the window's progress and the rest of the first sync. */
export interface BootstrapProgress {
  /** window: the list's default view is still coming; rest: it is complete, the rest is coming;
   * done: the first sync is complete (or this device synced before window-first bootstraps). */
  phase: 'window' | 'rest' | 'done';
  windowLoaded: number;
  windowTotal: number | null;
  loaded: number;
  total: number | null;
  /** Plannings that ended before this UTC datetime are not on this device unless loaded on
   * demand; null before the server said. */
  horizonStart: string | null;
}

export const DONE_PROGRESS: BootstrapProgress = { phase: 'done', windowLoaded: 0, windowTotal: null, loaded: 0, total: null, horizonStart: null };

function isBootstrapState(value: unknown): value is BootstrapState {
  return typeof value === 'object' && value !== null && 'window' in value && 'next' in value && 'loaded' in value;
}

export async function readBootstrapState(db: VigilDb): Promise<BootstrapState | null> {
  const row = await db.meta.get(BOOTSTRAP_META_KEY);
  return isBootstrapState(row?.value) ? row.value : null;
}

/** A device that has never synced and whose first sync has not recorded its start yet. */
export const NOT_STARTED_PROGRESS: BootstrapProgress = { ...DONE_PROGRESS, phase: 'window' };

/** `cursorPastZero`: the device has a feed cursor, so it is synced whatever meta says. No state
 * and a cursor: synced before window-first bootstraps. No state and no cursor: the first sync is
 * about to begin (the engine records it before its first request), so the window is still to
 * come; saying done there let the list count the first page's rows as the whole window. */
export function progressOf(state: BootstrapState | null, cursorPastZero: boolean): BootstrapProgress {
  if (state === null) return cursorPastZero ? DONE_PROGRESS : NOT_STARTED_PROGRESS;
  const phase = state.next === null ? 'done' : state.next.step <= WINDOW_STEP ? 'window' : 'rest';
  return {
    phase: cursorPastZero && phase !== 'done' ? 'done' : phase,
    windowLoaded: state.windowLoaded,
    windowTotal: state.windowTotal,
    loaded: state.loaded,
    total: state.total,
    horizonStart: state.horizonStart,
  };
}
