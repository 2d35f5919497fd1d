/**
 * The user's own account changes not yet confirmed by the server (the UI language chosen offline,
 * or still in the outbox). Kept beside the stored account: an own account fetched from the server
 * before the queued write has arrived would otherwise put the old language back for a moment, or
 * until the write is sent. The patch is dropped as soon as a fetched account agrees with it.
 */
import type { OwnUser } from '../protocol/user.js';
import type { KeyValueStorage } from './session-types.js';

export const OWN_ACCOUNT_PATCH_KEY = 'vigil.ownAccountPatch.v1';

export type OwnAccountPatch = Partial<Pick<OwnUser, 'language'>>;

interface StoredPatch {
  userId: number;
  patch: OwnAccountPatch;
}

function read(storage: KeyValueStorage): StoredPatch | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OWN_ACCOUNT_PATCH_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, patch } = parsed as Partial<StoredPatch>;
    if (typeof userId !== 'number' || typeof patch !== 'object' || patch === null) return null;
    const language = (patch as Record<string, unknown>).language;
    return { userId, patch: typeof language === 'string' ? { language } : {} };
  } catch {
    return null;
  }
}

export function storeOwnAccountPatch(storage: KeyValueStorage, userId: number, patch: OwnAccountPatch): void {
  const current = read(storage);
  const merged = current?.userId === userId ? { ...current.patch, ...patch } : patch;
  try {
    storage.setItem(OWN_ACCOUNT_PATCH_KEY, JSON.stringify({ userId, patch: merged }));
  } catch {
    // A full storage costs only the flicker this guards against.
  }
}

export function clearOwnAccountPatch(storage: KeyValueStorage): void {
  storage.removeItem(OWN_ACCOUNT_PATCH_KEY);
}

/** The fetched account with the user's own unconfirmed changes over it. */
export function withOwnAccountPatch(storage: KeyValueStorage, user: OwnUser): OwnUser {
  const stored = read(storage);
  if (!stored || stored.userId !== user.id) return user;
  const pending = Object.entries(stored.patch).filter(([field, value]) => user[field as keyof OwnAccountPatch] !== value);
  if (pending.length === 0) {
    clearOwnAccountPatch(storage);
    return user;
  }
  return { ...user, ...Object.fromEntries(pending) };
}
