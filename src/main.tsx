import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createBrowserServices } from './app/browser-services.js';
import { prefetchFirstScreen } from './app/prefetch-first-screen.js';
import { registerServiceWorker } from './sw-register.js';
import { markTiming } from '../src-sync/index.js';

markTiming('main');

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
