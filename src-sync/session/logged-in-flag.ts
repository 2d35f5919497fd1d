/**
 * The stored logged-in flag (spec section 4, Session). It holds no secret, only the hint that a
 * refresh cookie probably exists, so a reload knows to try `/oauth/token` instead of showing the
 * sign-in page.
 */
import type { KeyValueStorage } from './session-types.js';

export const LOGGED_IN_FLAG = 'vigil.loggedIn';

export function hasLoggedInFlag(storage: KeyValueStorage): boolean {
  return storage.getItem(LOGGED_IN_FLAG) === '1';
}

export function setLoggedInFlag(storage: KeyValueStorage): void {
  storage.setItem(LOGGED_IN_FLAG, '1');
}

export function clearLoggedInFlag(storage: KeyValueStorage): void {
  storage.removeItem(LOGGED_IN_FLAG);
}
