/**
 * Renders the real app (routes, guards, layout, session, api client) in a memory router, with the
 * network replaced by a fake adapter and the browser navigations by spies.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createApiClient, createSession, LOGGED_IN_FLAG, type OwnUser } from '../../../src-sync/index.js';
import { AppProviders } from '../../../src/app/app-providers.js';
import { appRoutes } from '../../../src/app/routing/app-routes.js';
import type { AppServices } from '../../../src/shared/session/app-services.js';
import { createFakeApi, tokenReply } from './fake-api.js';

export const ORIGIN = 'http://localhost:3000';

interface RenderAppOptions {
  /** Start signed in as this user: the logged-in flag is set and the refresh succeeds. */
  signedInAs?: OwnUser;
  routes?: RouteObject[];
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fake = createFakeApi();
  const api = createApiClient({ baseURL: '', adapter: fake.adapter, locks: null });
  const session = createSession({ api, storage: localStorage, oauthStorage: sessionStorage, origin: ORIGIN });
  const services: AppServices = { session, redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  if (options.signedInAs) {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    fake.on('POST /oauth/token', tokenReply());
    fake.on('GET /api/account/own', { status: 200, body: options.signedInAs });
  }
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  // Every path the router passed through (a detour such as /refreshing included).
  const visited = [path];
  router.subscribe((state) => visited.push(state.location.pathname));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, fake, router, services, session, user, pathname: () => router.state.location.pathname, visited: () => [...visited] };
}
