/** The production wiring: same-origin api client, the session on localStorage/sessionStorage,
 * the realtime socket where the server says (GET /api/realtime/config), real browser
 * navigations. Tests build their own AppServices instead. */
import { createApiClient, createConfiguredTransport, createSession, createWorkspaceManager, loadMapStyle } from '../../src-sync/index.js';
import type { AppServices } from '../shared/session/app-services.js';
import { createBrowserSoundPlayer } from '../shared/sounds/index.js';

export function createBrowserServices(): AppServices {
  const api = createApiClient({ baseURL: '' });
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
