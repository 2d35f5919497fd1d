/** Starts the app: services, the start-up authorization check, the first screen's read, React. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { createBrowserServices } from './browser-services.js';
import { prefetchFirstScreen } from './prefetch-first-screen.js';
import { registerServiceWorker } from '../sw-register.js';
import { dismissFirstScreen } from '../shared/first-screen/first-screen-handle.js';
import { markTiming } from '../../src-sync/index.js';

markTiming('main');

const FIRST_SCREEN_LIMIT_MS = 10_000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
const services = createBrowserServices();
// The spec's start-up authorization check begins before the first render (the session gate would
// start it after): with a stored account, its local database opens while React renders.
void services.session.checkAuthorization();
prefetchFirstScreen(services, window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);

registerServiceWorker();

// Safety net: whatever the app ends up showing, the start-up paint never outstays it for long.
setTimeout(dismissFirstScreen, FIRST_SCREEN_LIMIT_MS);
