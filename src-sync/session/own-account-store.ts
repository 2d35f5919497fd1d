/**
 * The last own account (`/api/account/own`) kept in localStorage, so a reload with no network can
 * open the signed-in user's local database (DESIGN.md section 3, Offline). It holds no secret:
 * profile and role fields only; the access token never leaves memory. The key is versioned so a
 * later change of the account's shape reads an old entry as absent instead of misreading it.
 * Written on every successful load of the own account, removed on logout and when the session ends.
 */
import { ownUserSchema, type OwnUser } from '../protocol/user.js';
import { OWN_ACCOUNT_KEY } from './own-account-key.js';
import type { KeyValueStorage } from './session-types.js';

export { OWN_ACCOUNT_KEY };


export function readStoredAccount(storage: KeyValueStorage): OwnUser | null {
  const raw = storage.getItem(OWN_ACCOUNT_KEY);
  if (!raw) return null;
  try {
    const parsed = ownUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeAccount(storage: KeyValueStorage, user: OwnUser): void {
  try {
    storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify(user));
  } catch {
    // A full or blocked storage only costs the offline start; the online session is unaffected.
  }
}

export function clearStoredAccount(storage: KeyValueStorage): void {
  storage.removeItem(OWN_ACCOUNT_KEY);
}
