/**
 * What the UI gets from the outside world, provided once by src/app and injected in tests: the
 * session service and the two browser navigations that leave the SPA (OAuth and logout
 * redirects, page reload), so tests never need module mocks or a real window.location.
 */
import { createContext, useContext } from 'react';
import type { Session, WorkspaceManager } from '../../../src-sync/index.js';
import type { SoundPlayer } from '../sounds/sound-player.js';

export interface AppServices {
  session: Session;
  /** Full-page navigation to a server URL (authorize page, /logout). */
  redirectBrowser: (url: string) => void;
  reloadPage: () => void;
  /** The signed-in user's local database and engine; absent in tests that need no data. */
  workspaces?: WorkspaceManager;
  /** The page's sounds (new message, new request, SOS); absent in tests: silent. */
  sounds?: SoundPlayer;
  /** The team map's style URL (MAP_STYLE_URL), null for the plain map; absent in tests: plain. */
  mapStyle?: () => Promise<string | null>;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppServicesContext.Provider> (src/app/app-providers.tsx).');
  return services;
}

export function useSession(): Session {
  return useAppServices().session;
}
