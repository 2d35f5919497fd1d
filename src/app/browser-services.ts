/** The production wiring: same-origin api client, the session on localStorage/sessionStorage,
 * real browser navigations. Tests build their own AppServices instead. */
import { createApiClient, createEchoTransport, createSession, createWorkspaceManager, sameOriginRealtimeConfig } from '../../src-sync/index.js';
import type { AppServices } from '../shared/session/app-services.js';

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
    createRealtime: () => createEchoTransport(sameOriginRealtimeConfig(window.location)),
  });
  return {
    session,
    workspaces,
    redirectBrowser: (url) => window.location.assign(url),
    reloadPage: () => window.location.reload(),
  };
}
