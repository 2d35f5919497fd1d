/** The session as the UI sees it: one state value, replaced as a whole on every change. */
import type { ApiError } from '../api/api-error.js';
import type { OwnUser, RoleFlags } from '../protocol/user.js';

/**
 * checking:   at start, before the stored logged-in flag was read.
 * refreshing: the flag was set; a new access token is being requested from the refresh cookie.
 * signed-in:  an access token is held and `user`/`flags` are loaded.
 * signed-out: no session; `error` says why when it is worth telling the user.
 *
 * `offline` (only with signed-in): the start-up refresh could not reach the server, so the user
 * is the last own account stored on this device and no access token is held yet. The local
 * database opens as usual (read, and queue writes); the session re-validates when the network
 * returns and then either clears `offline` or signs out (a refused refresh).
 */
export type SessionStatus = 'checking' | 'refreshing' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: OwnUser | null;
  flags: RoleFlags | null;
  error: ApiError | null;
  /** Optional so hand-built states (test fakes) stay valid: absent means false. */
  offline?: boolean;
}

/** The subset of the Web Storage API the session uses (localStorage, sessionStorage or a fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

export const INITIAL_SESSION_STATE: SessionState = { status: 'checking', user: null, flags: null, error: null, offline: false };
