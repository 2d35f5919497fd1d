/**
 * The page's entry. On a reload of the planning list it opens the user's local database first
 * (a round trip to the browser's storage process, taken while the rest of the start-up is
 * worked out), starts fetching the language's catalogues, then paints the first rows and starts
 * the app (app/first-paint/start-up.ts). The HTML preloads nothing beside this entry: the app's
 * chunks are fetched once the first rows are on screen (ARCHITECTURE.md, "Reload path").
 */
import './zod-without-eval.js';
import { markTiming } from '../src-sync/index.js';
import { beginFirstRead } from './app/first-paint/begin-first-read.js';
import { startUp } from './app/first-paint/start-up.js';
import { loadCatalogue } from './i18n/catalogue-loader.js';
import { applyDocumentLanguage } from './i18n/document-language.js';
import { startLanguage } from './i18n/start-language.js';

markTiming('entry');

const opened = beginFirstRead();

const language = startLanguage(window.localStorage, navigator.languages);
// Before anything is drawn: Arabic lays out right to left from the first paint on.
applyDocumentLanguage(language);
// The app renders once its language's catalogues are in: fetch them now, beside the paint and
// the app's own chunks, not after the app has loaded. A failure here is the app's to report.
loadCatalogue(language).catch(() => undefined);

startUp(language, opened);
