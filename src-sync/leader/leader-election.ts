/**
 * One tab per browser and user runs pull, realtime and outbox (DESIGN.md section 3). The leader
 * holds a Web Lock for as long as it lives; the browser releases it when the tab closes or
 * crashes, and the next waiting tab gets it and takes over. Other tabs follow through Dexie's
 * cross-tab liveQuery. Where Web Locks do not exist (Node tests, very old browsers) every engine
 * is its own leader.
 */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
}

export interface LeaderElection {
  /** Starts competing; `onLeader` runs when this tab becomes the leader. */
  start(onLeader: () => void): void;
  /** Stops competing and gives up leadership if held. */
  stop(): void;
}

export function leaderLockName(userId: number): string {
  return `vigil-sync-leader-${userId}`;
}

export function defaultLockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

export function createLeaderElection(name: string, locks: LockManagerLike | null = defaultLockManager()): LeaderElection {
  let abort: AbortController | null = null;
  let release: (() => void) | null = null;

  return {
    start(onLeader) {
      if (!locks) {
        onLeader();
        return;
      }
      const controller = new AbortController();
      abort = controller;
      locks
        .request(name, { signal: controller.signal }, () => {
          if (controller.signal.aborted) return Promise.resolve();
          onLeader();
          // Held until stop(): the promise settling is what releases the lock.
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        .catch((error: unknown) => {
          // AbortError when stop() ran while waiting: expected, nothing to do.
          if (!(error instanceof Error && error.name === 'AbortError')) console.warn('[vigil-sync] leader lock failed', error);
        });
    },
    stop() {
      abort?.abort();
      abort = null;
      release?.();
      release = null;
    },
  };
}
