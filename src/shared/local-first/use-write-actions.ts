/**
 * What a person can do with one queued write, through the engine: Retry or Discard a refused
 * one, keep their values or take the other ones after a conflict. A refusal of the action itself
 * (the row is gone, or it may already have reached the server) is shown as a toast: every
 * failure reaches the user.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, Engine } from '../../../src-sync/index.js';
import { notifyFailure } from '../feedback/notify.js';

export interface WriteActions {
  busy: boolean;
  retry: (uuid: string) => Promise<void>;
  discard: (uuid: string) => Promise<void>;
  resolve: (uuid: string, choice: ConflictChoice) => Promise<void>;
}

export function useWriteActions(engine: Engine): WriteActions {
  const { t } = useTranslation('writes');
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (label: string, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyFailure(label, error);
    } finally {
      setBusy(false);
    }
  }, []);
  const retry = useCallback((uuid: string) => run(t('failures.retry'), () => engine.retry(uuid)), [engine, run, t]);
  const discard = useCallback((uuid: string) => run(t('failures.discard'), () => engine.discard(uuid)), [engine, run, t]);
  const resolve = useCallback((uuid: string, choice: ConflictChoice) => run(t('failures.resolve'), () => engine.resolveConflict(uuid, choice)), [engine, run, t]);
  return { busy, retry, discard, resolve };
}
