/** Starts the app: services, the start-up authorization check, the first screen's read, React. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { createBrowserServices } from './browser-services.js';
import { prefetchFirstScreen } from './prefetch-first-screen.js';
import { registerServiceWorker } from '../sw-register.js';
import { firstWindowIn } from './first-window-in.js';
import { dismissFirstScreen } from '../shared/first-screen/first-screen-handle.js';
import { markTiming } from '../../src-sync/index.js';
import { startI18n } from '../i18n/index.js';
import { startLanguage, storedProfileLanguage } from '../i18n/start-language.js';
import { showLoadingFailed } from './first-paint/loading-failed-page.js';
import { installKeepTypingFocus } from '../shared/forms/keep-typing-focus.js';

markTiming('main');

const FIRST_SCREEN_LIMIT_MS = 10_000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
const services = createBrowserServices();
installKeepTypingFocus(document);
// The spec's start-up authorization check begins before the first render (the session gate would
// start it after): with a stored account, its local database opens while React renders.
void services.session.checkAuthorization();
prefetchFirstScreen(services, window.location.pathname);
// The catalogues were requested by the page's entry already; the app renders once they are in,
// so no screen shows a key or another language first.
startI18n(storedProfileLanguage(window.localStorage)).then(
  () => {
    createRoot(root).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('The language catalogues could not be loaded', error);
    showLoadingFailed(startLanguage(window.localStorage, navigator.languages));
  },
);

registerServiceWorker(services.workspaces ? firstWindowIn(services.workspaces) : Promise.resolve());

// Safety net: whatever the app ends up showing, the start-up paint never outstays it for long.
setTimeout(dismissFirstScreen, FIRST_SCREEN_LIMIT_MS);
