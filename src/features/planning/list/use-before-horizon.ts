/**
 * Plannings before the sync horizon, for a date range that reaches them (window-first sync): the
 * first page loads when the range does, each next page when the list is scrolled to its edge
 * (`loadMore`), and the rows go again when the range no longer reaches them. Offline nothing is
 * fetched; the list says which part of the range the device does not hold instead.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { planningsLoadedOnDemand, type Engine, type LocalDb } from '../../../../src-sync/index.js';
import type { UtcWindow } from './date-range.js';

export interface BeforeHorizon {
  /** A page is on its way. */
  loading: boolean;
  /** The last page failed (the next scroll to the edge tries again). */
  failed: boolean;
  /** Plannings on this device because they were loaded on demand. */
  loaded: ReadonlySet<number>;
  loadMore: () => void;
}

const NONE: ReadonlySet<number> = new Set();

export function useBeforeHorizon(engine: Engine, db: LocalDb, range: UtcWindow, horizonStart: string | null, online: boolean): BeforeHorizon {
  const reaches = horizonStart !== null && (range.from === null || range.from < horizonStart);
  const active = online && reaches;
  const to = horizonStart !== null && range.to !== null && range.to < horizonStart ? range.to : horizonStart;
  const key = active ? `${range.from ?? '-'}|${to ?? '-'}` : null;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const paging = useRef({ key: null as string | null, next: 1, more: true, busy: false });

  const loadMore = useCallback(() => {
    const state = paging.current;
    if (key === null || to === null || horizonStart === null || state.key !== key || state.busy || !state.more) return;
    state.busy = true;
    setLoading(true);
    engine.loadPlanningsBeforeHorizon({ from: range.from, to, horizonStart }, state.next).then(
      (page) => {
        if (paging.current !== state || state.key !== key) return;
        state.next += 1;
        state.more = page.hasMore;
        setFailed(false);
      },
      () => setFailed(true),
    ).finally(() => {
      state.busy = false;
      setLoading(false);
    });
  }, [engine, key, range.from, to, horizonStart]);

  useEffect(() => {
    paging.current = { key, next: 1, more: true, busy: false };
    if (key !== null) loadMore();
  }, [key, loadMore]);

  // Leaving those dates (or the page) hands the device back to its horizon.
  useEffect(() => {
    if (!reaches) return undefined;
    return () => {
      engine.releaseLoadedOnDemand().catch(() => undefined);
    };
  }, [engine, reaches]);

  const loaded = useLiveQuery(() => planningsLoadedOnDemand(db), [db]) ?? NONE;
  return { loading, failed, loaded, loadMore };
}
