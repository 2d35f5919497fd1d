import type { Engine } from '../../../src-sync/index.js';
import { useObservableValue } from './use-observable-value.js';

export interface SyncFlags {
  online: boolean;
  pulling: boolean;
  /** Epoch ms of the last completed pull; null before the first one. */
  lastSyncAt: number | null;
  /** Why the last pull failed; null once one succeeds. */
  pullError: string | null;
}

/** What the list's states need from the engine. `online` starts true so a page opened online
 * never flashes the offline note before the observable's first value. */
export function useSyncFlags(engine: Engine): SyncFlags {
  const online = useObservableValue(engine.online$, true);
  const pulling = useObservableValue(engine.pulling$, false);
  const lastSyncAt = useObservableValue(engine.lastSyncAt$, null);
  const pullError = useObservableValue(engine.pullError$, null);
  return { online, pulling, lastSyncAt, pullError };
}
