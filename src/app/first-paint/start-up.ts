/**
 * The page's start-up after the entry has begun the first read: paint the planning list's first
 * rows from it, then load and start the app. The app is a separate chunk, fetched once those
 * rows are on screen (ARCHITECTURE.md, "Reload path"): fetched sooner (preloaded by the HTML, as
 * it was), it competed with the entry for the service worker's cache, and its evaluation could
 * hold back the frame that shows the rows.
 */
import type { OpenedFirstPlannings } from '../../../src-sync/index.js';
import type { Language } from '../../i18n/languages.js';
import { afterNextPaint } from '../../shared/rendering/after-next-paint.js';
import { showLoadingFailed } from './loading-failed-page.js';
import { paintFirstScreen } from './paint-first-screen.js';

/** The paint never waits on a slow database for long: the app reads the same rows itself. */
const PAINT_BUDGET_MS = 250;

/** How long a painted frame is waited for before the app starts anyway (a hidden page draws none). */
const FRAME_WAIT_MS = 100;

export function startUp(language: Language, opened: OpenedFirstPlannings | null): void {
  let appStarted = false;

  const startApp = (): void => {
    appStarted = true;
    import('../start-app.js').catch((error: unknown) => {
      console.error('Vigil could not load', error);
      showLoadingFailed(language);
    });
  };

  if (opened === null) {
    startApp();
    return;
  }
  const painted = paintFirstScreen(opened, language, () => !appStarted).catch((error: unknown) => {
    console.error('The first planning rows could not be painted', error);
    return false;
  });
  void Promise.race([painted, new Promise<false>((resolve) => setTimeout(() => resolve(false), PAINT_BUDGET_MS))])
    .then((shown) => (shown ? afterNextPaint(FRAME_WAIT_MS) : undefined))
    .then(startApp);
}
