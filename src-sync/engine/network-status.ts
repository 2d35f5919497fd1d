/** Online/offline signals of the runtime, injected so tests can flip them. */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The browser's navigator.onLine and online/offline events; always online where they are absent. */
export function browserNetworkStatus(): NetworkStatus {
  const target = typeof window !== 'undefined' ? window : null;
  return {
    isOnline: () => (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean' ? navigator.onLine : true),
    subscribe(listener) {
      if (!target) return () => undefined;
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}

/** A switch for tests: set(false) / set(true) fire the listeners like the browser events. */
export function manualNetworkStatus(initial = true): NetworkStatus & { set(online: boolean): void } {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}
