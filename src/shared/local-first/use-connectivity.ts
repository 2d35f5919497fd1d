/**
 * Whether Vigil can reach the server right now, as the UI should present it: the network as the
 * engine sees it (the browser's online/offline), and a session that started offline from the
 * stored account (no token yet: the server was unreachable at start). Either one means "offline":
 * local data only, writes queued.
 */
import { useSyncExternalStore } from 'react';
import { of } from 'rxjs';
import { useSessionState } from '../session/use-session-state.js';
import { useObservableValue } from './use-observable-value.js';
import { useWorkspace } from './workspace-context.js';

export interface Connectivity {
  /** The network is up (engine online$, else navigator.onLine). */
  networkOnline: boolean;
  /** Signed in from the stored account; the server has not confirmed the session yet. */
  sessionOffline: boolean;
  offline: boolean;
}

function subscribeBrowser(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Stands in for an engine's online$ while no workspace is open. */
const NO_ENGINE = of<boolean | null>(null);

export function useConnectivity(): Connectivity {
  const workspace = useWorkspace();
  const session = useSessionState();
  const browser = useSyncExternalStore(subscribeBrowser, browserOnline, () => true);
  // null until the engine's first value: the browser's own answer fills in, so an online page
  // never flashes the offline state.
  const engineOnline = useObservableValue<boolean | null>(workspace?.engine.online$ ?? NO_ENGINE, null);
  const networkOnline = workspace ? (engineOnline ?? browser) : browser;
  const sessionOffline = session.status === 'signed-in' && session.offline === true;
  return { networkOnline, sessionOffline, offline: !networkOnline || sessionOffline };
}
