import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppServices } from '../shared/session/app-services.js';
import { AppProviders } from './app-providers.js';
import { appRoutes } from './routing/app-routes.js';
import { markTiming } from '../../src-sync/index.js';

export function App({ services }: { services: AppServices }) {
  markTiming('app-render');
  // Created once per mount: the router owns history listeners.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
