/**
 * The page's entry: paint the planning list's first rows from IndexedDB if that is what is being
 * reloaded, then load and start the app. The app is a separate chunk, fetched meanwhile (the
 * build preloads it), so its evaluation never delays the first rows.
 */
import { markTiming } from '../src-sync/index.js';
import { paintFirstScreen } from './app/first-paint/paint-first-screen.js';

markTiming('entry');

/** The paint never waits on a slow database for long: the app reads the same rows itself. */
const PAINT_BUDGET_MS = 250;

function startApp(): void {
  import('./app/start-app.js').catch((error: unknown) => {
    console.error('Vigil could not load', error);
    document.body.textContent = 'Loading failed! Please reload.';
  });
}

const painted = paintFirstScreen().catch((error: unknown) => console.error('The first planning rows could not be painted', error));
void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PAINT_BUDGET_MS))]).then(startApp);
