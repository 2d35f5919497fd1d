/**
 * The page's entry: paint the planning list's first rows from IndexedDB if that is what is being
 * reloaded, then load and start the app. The app is a separate chunk, fetched meanwhile (the
 * build preloads it), so its evaluation never delays the first rows.
 */
import './zod-without-eval.js';
import { markTiming } from '../src-sync/index.js';
import { paintFirstScreen } from './app/first-paint/paint-first-screen.js';

markTiming('entry');

/** The paint never waits on a slow database for long: the app reads the same rows itself. */
const PAINT_BUDGET_MS = 250;

/** The app's code could not be loaded (lost connection, a release replaced it): the spec's
 * message (section 8) and a way out, drawn without the app (Chakra is in the chunk that failed). */
function showLoadingFailed(): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family: system-ui, sans-serif; text-align: center; padding: 20vh 24px;';
  const text = document.createElement('p');
  text.textContent = 'Loading failed! Please reload.';
  text.style.cssText = 'font-size: 1.125rem; font-weight: 600; margin: 0 0 16px;';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.style.cssText = 'font: inherit; padding: 8px 16px; border-radius: 6px; border: 0; background: #1a365d; color: #fff; cursor: pointer;';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.replaceChildren(box);
}

let appStarted = false;

function startApp(): void {
  appStarted = true;
  import('./app/start-app.js').catch((error: unknown) => {
    console.error('Vigil could not load', error);
    showLoadingFailed();
  });
}

const painted = paintFirstScreen(() => !appStarted).catch((error: unknown) => console.error('The first planning rows could not be painted', error));
void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PAINT_BUDGET_MS))]).then(startApp);
