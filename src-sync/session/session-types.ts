/** The session as the UI sees it: one state value, replaced as a whole on every change. */
import type { ApiError } from '../api/api-error.js';
import type { OwnUser, RoleFlags } from '../protocol/user.js';

/**
 * checking:   at start, before the stored logged-in flag was read.
 * refreshing: the flag was set; a new access token is being requested from the refresh cookie.
 * signed-in:  an access token is held and `user`/`flags` are loaded.
 * signed-out: no session; `error` says why when it is worth telling the user.
 */
export type SessionStatus = 'checking' | 'refreshing' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: OwnUser | null;
  flags: RoleFlags | null;
  error: ApiError | null;
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

export const INITIAL_SESSION_STATE: SessionState = { status: 'checking', user: null, flags: null, error: null };
