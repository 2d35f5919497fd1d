/**
 * The page's entry, kept small so it arrives and runs first: on a reload of the planning list
 * it opens the user's local database at once (a round trip to the browser's storage process,
 * taken while the start-up chunk is still arriving), starts fetching the language's catalogues,
 * then hands on to the start-up chunk (app/first-paint/start-up.ts, preloaded by the HTML),
 * which paints the first rows and starts the app.
 */
import { markTiming } from '../src-sync/index.js';
import { beginFirstRead } from './app/first-paint/begin-first-read.js';
import { showLoadingFailed } from './app/first-paint/loading-failed-page.js';
import { loadCatalogue } from './i18n/catalogue-loader.js';
import { startLanguage } from './i18n/start-language.js';
// The start-up paint's styles, in the HTML as a stylesheet: imported by the start-up chunk only,
// they would be fetched after this entry has run, and the paint would wait for them.
import './app/first-paint/first-screen.css';

markTiming('entry');

const opened = beginFirstRead();

const language = startLanguage(window.localStorage, navigator.languages);
// The app renders once its language's catalogues are in: fetch them now, beside the paint and
// the app's own chunks, not after the app has loaded. A failure here is the app's to report.
loadCatalogue(language).catch(() => undefined);

import('./app/first-paint/start-up.js').then(
  ({ startUp }) => startUp(language, opened),
  (error: unknown) => {
    console.error('Vigil could not load', error);
    void opened?.read(null);
    showLoadingFailed(language);
  },
);
