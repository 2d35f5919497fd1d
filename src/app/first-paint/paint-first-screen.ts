/**
 * Start-up, before the app: a reload of the planning list paints its first screenful of rows
 * from IndexedDB while the app's code (React, Chakra, Dexie, the engine: about 1.2 MB, some
 * 300 ms of script here) is still to be evaluated (DESIGN.md section 6: reload to first rows
 * painted under 300 ms). Plain DOM from the rows' markup: no framework is loaded for it. Only for
 * the list's own path and a signed-in user with a local database; anything else paints nothing
 * and the app starts as before. The app removes the paint when its own list is drawn
 * (shared/first-screen).
 */
import { markTiming, type OpenedFirstPlannings } from '../../../src-sync/index.js';
import type { Language } from '../../i18n/languages.js';
import { createLookup } from '../../i18n/lookup.js';
import { startUpCatalogue } from '../../i18n/start-up-catalogue.js';
import { DESKTOP_MIN_PX } from '../../shared/breakpoints.js';
import { holdFirstScreen } from '../../shared/first-screen/first-screen-handle.js';
import { buildDom } from '../../shared/markup/build-dom.js';
import { HEAD_SIZE, ROW_HEIGHT, defaultListWindow, rowWords, warmRowFormatting, type RowLayout } from '../../features/planning/index.js';
import { firstScreen, firstScreenRows } from './first-screen.js';

/** Paints from the read the page's entry began on the planning list's path (`opened`, which this
 * finishes), in the page's language (the catalogue built into the entry). `wanted` answers
 * false once the app has started without waiting for this paint (a slow database): a paint
 * arriving after that would cover the app's own screen. True when rows were put on screen. */
export async function paintFirstScreen(opened: OpenedFirstPlannings, language: Language, wanted: () => boolean): Promise<boolean> {
  const { from, to } = defaultListWindow();
  const layout: RowLayout = window.matchMedia(`(min-width: ${DESKTOP_MIN_PX}px)`).matches ? 'wide' : 'narrow';
  // What the window can show and no more: each row costs zone-aware date formatting.
  const limit = Math.min(HEAD_SIZE, Math.ceil(window.innerHeight / ROW_HEIGHT[layout]));
  const reading = opened.read(from === null || to === null ? null : { from, to, limit });
  // While the database answers, the page around the rows is built in the page's language and
  // the rows' formatting warmed: only the rows are left for after the read.
  const t = createLookup(language, startUpCatalogue(language));
  const words = rowWords(t, language);
  const host = document.createElement('div');
  host.appendChild(buildDom([firstScreen([], opened.user, layout, t, words)]));
  const rowsBox = host.querySelector('[data-testid="first-screen-rows"]');
  warmRowFormatting(words.locale);
  const rows = await reading;
  if (!rows || rows.length === 0 || !rowsBox || !wanted()) return false;
  rowsBox.appendChild(buildDom(firstScreenRows(rows, layout, words)));
  document.body.appendChild(host);
  markTiming('first-screen');
  holdFirstScreen(() => host.remove());
  return true;
}
