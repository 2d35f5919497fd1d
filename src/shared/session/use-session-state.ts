import { useCallback, useSyncExternalStore } from 'react';
import type { SessionState } from '../../../src-sync/index.js';
import { useSession } from './app-services.js';

/** The session state, re-rendering on every change of the engine's BehaviorSubject. */
export function useSessionState(): SessionState {
  const session = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = session.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(subscribe, session.getState);
}
