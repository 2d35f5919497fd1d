/**
 * Cross-tab serialisation of token refreshes. The refresh cookie rotates on every use and the
 * server treats a replayed old cookie as theft (it revokes the whole family), so two tabs must
 * never send the same cookie at once: with the Web Locks API the second tab waits, then refreshes
 * with the already-rotated cookie. Without the API (old browsers, Node) the in-tab single-flight
 * in the api client is all there is.
 */
export const REFRESH_LOCK_NAME = 'vigil.token-refresh';

/** The part of the Web Locks API the client uses, so tests can pass a fake. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function defaultLocks(): RefreshLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return null;
  // The DOM typings wrap an async callback's result in a second Promise; at runtime the lock
  // resolves with the callback's value, which the `then` flattens for the type checker too.
  return { request: (name, callback) => locks.request(name, () => callback()).then((result) => result) };
}

export function withRefreshLock<T>(locks: RefreshLocks | null, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}
