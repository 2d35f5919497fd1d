/**
 * Loading, a page at a time on the user's request, the rows of a list that the first sync left on
 * the server (before the sync horizon: src-sync/bootstrap/load-history-page.ts). The pages it
 * loads are written to the local database and kept; the list shows them like its other rows.
 */
import { useCallback, useRef, useState } from 'react';
import type { BeforeHorizonList, Engine, RequestStatus } from '../../../src-sync/index.js';

export interface HistoryPages {
  /** 'idle' before the first page, 'more' while pages remain, 'done' after the last. */
  stage: 'idle' | 'more' | 'done';
  loading: boolean;
  failed: boolean;
  loadNext: () => void;
}

/** Mount it with a `key` per list and filter (a status tab): its pages start from the newest. */
export function useHistoryPages(engine: Engine, list: BeforeHorizonList, status: RequestStatus | undefined, onLoaded?: () => void): HistoryPages {
  const [stage, setStage] = useState<HistoryPages['stage']>('idle');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = useRef<number | null>(null);
  const busy = useRef(false);
  const loadNext = useCallback(() => {
    if (busy.current || stage === 'done') return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    engine
      .loadHistoryPage(list, { before: next.current, ...(status !== undefined ? { status } : {}) })
      .then(
        (page) => {
          next.current = page.next;
          setStage(page.next === null ? 'done' : 'more');
          onLoaded?.();
        },
        () => setFailed(true),
      )
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [engine, list, status, stage, onLoaded]);
  return { stage, loading, failed, loadNext };
}
