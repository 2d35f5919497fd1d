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
import type { Language } from '../../i18n/languages.js';
import { createLookup } from '../../i18n/lookup.js';
import { startUpCatalogue } from '../../i18n/start-up-catalogue.js';
import { DESKTOP_MIN_PX } from '../../shared/breakpoints.js';
import { holdFirstScreen, isPlanningListPath } from '../../shared/first-screen/first-screen-handle.js';
import { buildDom } from '../../shared/markup/build-dom.js';
import { HEAD_SIZE, ROW_HEIGHT, defaultListWindow, rowWords, type RowLayout } from '../../features/planning/index.js';
import { firstScreen } from './first-screen.js';

/** `wanted` answers false once the app has started without waiting for this paint (a slow
 * database): a paint arriving after that would cover the app's own screen. The words are the
 * page's language, from the catalogue built into the entry. */
export async function paintFirstScreen(language: Language, wanted: () => boolean): Promise<void> {
  if (!isPlanningListPath(window.location.pathname)) return;
  const { from, to } = defaultListWindow();
  if (from === null || to === null) return;
  const layout: RowLayout = window.matchMedia(`(min-width: ${DESKTOP_MIN_PX}px)`).matches ? 'wide' : 'narrow';
  // What the window can show and no more: each row costs zone-aware date formatting.
  const limit = Math.min(HEAD_SIZE, Math.ceil(window.innerHeight / ROW_HEIGHT[layout]));
  const first = await readFirstPlannings({ storage: window.localStorage, indexedDB: window.indexedDB }, { from, to, limit });
  if (!first || first.rows.length === 0 || !wanted()) return;
  const t = createLookup(language, startUpCatalogue(language));
  const host = document.createElement('div');
  host.appendChild(buildDom([firstScreen(first.rows, first.user, layout, t, rowWords(t, language))]));
  document.body.appendChild(host);
  markTiming('first-screen');
  holdFirstScreen(() => host.remove());
}
