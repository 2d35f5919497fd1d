/**
 * Retry and Discard of one queued write, through the engine. A refusal (the row is gone, or it
 * may already have reached the server) is shown as a toast: every failure reaches the user.
 */
import { useCallback, useState } from 'react';
import type { Engine } from '../../../src-sync/index.js';
import { notifyFailure } from '../feedback/notify.js';

export interface WriteActions {
  busy: boolean;
  retry: (uuid: string) => Promise<void>;
  discard: (uuid: string) => Promise<void>;
}

export function useWriteActions(engine: Engine, what = 'change'): WriteActions {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (label: string, action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        notifyFailure(`${label} the ${what}`, error);
      } finally {
        setBusy(false);
      }
    },
    [what],
  );
  const retry = useCallback((uuid: string) => run('Retrying', () => engine.retry(uuid)), [engine, run]);
  const discard = useCallback((uuid: string) => run('Discarding', () => engine.discard(uuid)), [engine, run]);
  return { busy, retry, discard };
}
