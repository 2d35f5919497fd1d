/**
 * The page's entry: paint the planning list's first rows from IndexedDB if that is what is being
 * reloaded, then load and start the app. The app is a separate chunk, fetched once those rows
 * are on screen (ARCHITECTURE.md, "Start-up"): fetched sooner, it competes with this entry and
 * the start-up read for the service worker's cache and the main thread, and its evaluation can
 * hold back the frame that shows the rows.
 */
import './zod-without-eval.js';
import { markTiming } from '../src-sync/index.js';
import { paintFirstScreen } from './app/first-paint/paint-first-screen.js';
import { showLoadingFailed } from './app/first-paint/loading-failed-page.js';
import { afterNextPaint } from './app/first-paint/after-next-paint.js';
import { loadCatalogue } from './i18n/catalogue-loader.js';
import { startLanguage } from './i18n/start-language.js';

markTiming('entry');

const language = startLanguage(window.localStorage, navigator.languages);
// The app renders once its language's catalogues are in: fetch them now, beside the paint and
// the app's own chunks, not after the app has loaded. A failure here is the app's to report.
loadCatalogue(language).catch(() => undefined);

/** The paint never waits on a slow database for long: the app reads the same rows itself. */
const PAINT_BUDGET_MS = 250;

let appStarted = false;

function startApp(): void {
  appStarted = true;
  import('./app/start-app.js').catch((error: unknown) => {
    console.error('Vigil could not load', error);
    showLoadingFailed(language);
  });
}

/** How long a painted frame is waited for before the app starts anyway (a hidden page draws none). */
const FRAME_WAIT_MS = 100;

const painted = paintFirstScreen(() => !appStarted).catch((error: unknown) => {
  console.error('The first planning rows could not be painted', error);
  return false;
});
void Promise.race([painted, new Promise<false>((resolve) => setTimeout(() => resolve(false), PAINT_BUDGET_MS))])
  .then((shown) => (shown ? afterNextPaint(FRAME_WAIT_MS) : undefined))
  .then(startApp);
