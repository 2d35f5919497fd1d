/**
 * Start-up, before the app: a reload of the planning list paints its first screenful of rows
 * from IndexedDB while the app's code (React, Chakra, Dexie, the engine: about 1.2 MB, some
 * 300 ms of script here) is still to be evaluated (DESIGN.md section 6: reload to first rows
 * painted under 300 ms). Plain DOM from the rows' markup: no framework is loaded for it. Only for
 * the list's own path and a signed-in user with a local database; anything else paints nothing
 * and the app starts as before. The app removes the paint when its own list is drawn
 * (shared/first-screen).
 */
import { markTiming, readFirstPlannings } from '../../../src-sync/index.js';
import { DESKTOP_MIN_PX } from '../../shared/breakpoints.js';
import { holdFirstScreen, isPlanningListPath } from '../../shared/first-screen/first-screen-handle.js';
import { buildDom } from '../../shared/markup/build-dom.js';
import { HEAD_SIZE, ROW_HEIGHT, defaultListWindow, type RowLayout } from '../../features/planning/index.js';
import { firstScreen } from './first-screen.js';

/** `wanted` answers false once the app has started without waiting for this paint (a slow
 * database): a paint arriving after that would cover the app's own screen. True when rows were
 * put on screen. */
export async function paintFirstScreen(wanted: () => boolean): Promise<boolean> {
  if (!isPlanningListPath(window.location.pathname)) return false;
  const layout: RowLayout = window.matchMedia(`(min-width: ${DESKTOP_MIN_PX}px)`).matches ? 'wide' : 'narrow';
  // What the window can show and no more: each row costs zone-aware date formatting.
  const limit = Math.min(HEAD_SIZE, Math.ceil(window.innerHeight / ROW_HEIGHT[layout]));
  // The window's bounds are worked out while the database opens.
  const first = await readFirstPlannings({ storage: window.localStorage, indexedDB: window.indexedDB }, () => {
    const { from, to } = defaultListWindow();
    return from === null || to === null ? null : { from, to, limit };
  });
  if (!first || first.rows.length === 0 || !wanted()) return false;
  const host = document.createElement('div');
  host.appendChild(buildDom([firstScreen(first.rows, first.user, layout)]));
  document.body.appendChild(host);
  markTiming('first-screen');
  holdFirstScreen(() => host.remove());
  return true;
}
