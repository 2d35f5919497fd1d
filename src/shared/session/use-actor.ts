import { useMemo } from 'react';
import { actorOf, type Actor } from '../../../src-sync/index.js';
import { useSessionState } from './use-session-state.js';

/** The signed-in user as the permission table sees it (null while nobody is signed in); the
 * server derives the same actor from the same account, so a button asks what the server checks. */
export function useActor(): Actor | null {
  const { user } = useSessionState();
  return useMemo(() => (user ? actorOf(user) : null), [user]);
}
