/**
 * The page's entry: paint the planning list's first rows from IndexedDB if that is what is being
 * reloaded, then load and start the app. The app is a separate chunk, fetched meanwhile (the
 * build preloads it), so its evaluation never delays the first rows.
 */
import './zod-without-eval.js';
import { markTiming } from '../src-sync/index.js';
import { paintFirstScreen } from './app/first-paint/paint-first-screen.js';
import { showLoadingFailed } from './app/first-paint/loading-failed-page.js';
import { loadCatalogue } from './i18n/catalogue-loader.js';
import { applyDocumentLanguage } from './i18n/document-language.js';
import { startLanguage } from './i18n/start-language.js';

markTiming('entry');

const language = startLanguage(window.localStorage, navigator.languages);
// Before anything is drawn: Arabic lays out right to left from the first paint on.
applyDocumentLanguage(language);
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

const painted = paintFirstScreen(language, () => !appStarted).catch((error: unknown) => console.error('The first planning rows could not be painted', error));
void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PAINT_BUDGET_MS))]).then(startApp);
