/** The production wiring: same-origin api client, the session on localStorage/sessionStorage,
 * the realtime socket where the server says (GET /api/realtime/config), real browser
 * navigations. Tests build their own AppServices instead. */
import { OAUTH_CALLBACK_PATH, createApiClient, createConfiguredTransport, createWorkerRequests, createSession, createWorkspaceManager, defaultBootstrapWindow, loadMapStyle } from '../../src-sync/index.js';
import type { AppServices } from '../shared/session/app-services.js';
import { createBrowserSoundPlayer } from '../shared/sounds/index.js';
import { defaultListWindow } from '../features/planning/index.js';

export function createBrowserServices(): AppServices {
  // A chat message's request leaves from a worker: see off-thread-requests.ts.
  const api = createApiClient({ baseURL: '', offThread: createWorkerRequests(), redirectUri: `${window.location.origin}${OAUTH_CALLBACK_PATH}` });
  const session = createSession({
    api,
    storage: window.localStorage,
    oauthStorage: window.sessionStorage,
    origin: window.location.origin,
  });
  const workspaces = createWorkspaceManager({
    session,
    http: api,
    createRealtime: () => createConfiguredTransport({ api, storage: window.localStorage, location: window.location }),
    // A first sync brings the list's default view first: the very window the list will show.
    bootstrapWindow: () => {
      const { from, to } = defaultListWindow();
      return from !== null && to !== null ? { from, to } : defaultBootstrapWindow(Date.now());
    },
  });
  return {
    session,
    workspaces,
    redirectBrowser: (url) => window.location.assign(url),
    reloadPage: () => window.location.reload(),
    sounds: createBrowserSoundPlayer(),
    mapStyle: () => loadMapStyle(api, window.localStorage),
  };
}
