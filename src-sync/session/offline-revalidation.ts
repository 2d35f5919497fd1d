/**
 * While a session runs offline (started from the stored account because the server could not be
 * reached), this retries the token refresh when the browser reports it is online again, and on a
 * slow timer for the cases the browser cannot see (the network is up but the server is not).
 * One attempt at a time; stop() ends it once the session is validated or over.
 */
import type { NetworkStatus } from '../engine/network-status.js';

/** 'settled': stop retrying (validated, or refused for good); 'retry': still unreachable. */
export type RevalidationOutcome = 'settled' | 'retry';

export interface OfflineRevalidationDeps {
  network: NetworkStatus;
  /** Delay between attempts while the browser says it is online; 0 or less: events only. */
  retryMs: number;
  attempt: () => Promise<RevalidationOutcome>;
}

export interface OfflineRevalidation {
  start(): void;
  stop(): void;
  /** Resolves when the attempt in flight (if any) is done; for tests and orderly shutdown. */
  idle(): Promise<void>;
}

export function createOfflineRevalidation(deps: OfflineRevalidationDeps): OfflineRevalidation {
  let running = false;
  let unsubscribe: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: Promise<void> | null = null;

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    clearTimer();
    if (!running || deps.retryMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      // Offline per the browser: the 'online' event will wake us, no point in knocking.
      if (deps.network.isOnline()) tryNow();
      else schedule();
    }, deps.retryMs);
  }

  function tryNow(): void {
    if (!running || inflight) return;
    inflight = deps
      .attempt()
      .catch((): RevalidationOutcome => 'retry')
      .then((outcome) => {
        inflight = null;
        if (outcome === 'settled') stop();
        else schedule();
      });
  }

  function stop(): void {
    running = false;
    clearTimer();
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = deps.network.subscribe((online) => {
        if (online) tryNow();
      });
      schedule();
    },
    stop,
    idle: () => inflight ?? Promise.resolve(),
  };
}
