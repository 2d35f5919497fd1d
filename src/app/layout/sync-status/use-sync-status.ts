/** Every engine state the indicator shows, as one value (each observable emits at once). */
import type { Engine, EngineProblem } from '../../../../src-sync/index.js';
import { useObservableValue } from '../../../shared/local-first/use-observable-value.js';

export interface SyncStatus {
  connected: boolean;
  pulling: boolean;
  /** Writes not acknowledged yet: pending, sending or waiting. */
  queued: number;
  failed: number;
  lastSyncAt: number | null;
  lastError: EngineProblem | null;
  /** Why the last pull failed; null once one succeeds. */
  pullError: string | null;
}

export function useSyncStatus(engine: Engine): SyncStatus {
  return {
    connected: useObservableValue(engine.connected$, false),
    pulling: useObservableValue(engine.pulling$, false),
    queued: useObservableValue(engine.pendingCount$, 0),
    failed: useObservableValue(engine.failedCount$, 0),
    lastSyncAt: useObservableValue(engine.lastSyncAt$, null),
    lastError: useObservableValue(engine.lastError$, null),
    pullError: useObservableValue(engine.pullError$, null),
  };
}
