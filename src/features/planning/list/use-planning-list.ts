/**
 * The planning list's data: the live window read from Dexie (sorted once per result), filtered
 * synchronously on every filter change or keystroke. Until the window is in, the first screenful
 * of the default order (`usePlanningHead`) stands in for it, filtered the same way, and the
 * window's reads wait for it so that a reload paints rows first.
 */
import type { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import type { LocalDb } from '../../../../src-sync/index.js';
import { resolveWindow, windowKey, type UtcWindow } from './date-range.js';
import { collectFilterOptions, type FilterOptions } from './filter-options.js';
import { createNarrowingMatcher, emptyCounts, filterPlannings, type StatusCounts } from './filter-plannings.js';
import type { PlanningFilters } from './planning-filters.js';
import type { ProjectedPlanning } from './planning-projection.js';
import { sortPlannings, type PlanningSort } from './sort-plannings.js';
import { usePlanningHead } from './use-planning-head.js';
import { useWindowPlannings } from './use-window-plannings.js';
import { warmMatcherOnce } from './warm-matcher.js';

export interface PlanningListData {
  window: UtcWindow;
  rows: readonly ProjectedPlanning[];
  counts: StatusCounts;
  /** Rows matching every filter but status. */
  total: number;
  options: FilterOptions;
  /** Nothing to show yet: neither the window nor the first screenful has been read. */
  loading: boolean;
  /** Rows, counts and options are the whole window's (false while only the head is shown). */
  complete: boolean;
  /** A new window is being read; the rows shown are the previous window's. */
  refreshing: boolean;
}

const NO_OPTIONS: FilterOptions = { clients: [], branches: [], subcontractors: [], locations: [] };

/**
 * `today` is the start of the planner's local day (useLocalDay), the default window's start.
 * `windowArriving`: a first sync may still be writing the default window (also while its
 * progress is not known yet). Its pages land every few tens of milliseconds, and re-reading a
 * window that grows to tens of thousands of plannings on each one would cost the main thread
 * more than the sync itself; until it is in, the first screenful shows, and the window is read
 * once, complete. `firstSyncWriting`: it is known to be writing it; the first screenful is then
 * read again after each page (not on a reload, whose progress is only briefly unknown and whose
 * first screenful is already there: a second read would compete with its first paint).
 */
export function usePlanningList(
  db: LocalDb, filters: PlanningFilters, sort: PlanningSort, today: DateTime, windowArriving = false, firstSyncWriting = windowArriving,
): PlanningListData {
  const window = useMemo(() => resolveWindow(filters.range, today), [filters.range, today]);
  const byStart = sort === 'start-asc' || sort === 'start-desc';
  // The head is only needed until the first window is in: after that the window's own rows, or
  // the previous window's while another loads, are always there.
  const [windowSeen, setWindowSeen] = useState(false);
  const head = usePlanningHead(db, window, sort === 'start-desc', !windowSeen, firstSyncWriting);
  const loaded = useWindowPlannings(db, window, !windowArriving && (windowSeen || head !== undefined));
  useEffect(() => {
    if (loaded.rows !== null) setWindowSeen(true);
  }, [loaded.rows]);
  const current = loaded.key === windowKey(window);

  const sorted = useMemo(() => (loaded.rows ? sortPlannings(loaded.rows, sort) : null), [loaded.rows, sort]);
  const options = useMemo(() => (loaded.rows ? collectFilterOptions(loaded.rows) : NO_OPTIONS), [loaded.rows]);
  // One matcher per list: it remembers the last match to narrow from while the planner types.
  const [filterNarrowing] = useState(createNarrowingMatcher);
  const filtered = useMemo(() => (sorted ? filterNarrowing(sorted, filters, window) : null), [filterNarrowing, sorted, filters, window]);
  useEffect(() => (sorted ? warmMatcherOnce(sorted, window) : undefined), [sorted, window]);
  // Typing before the window is in filters what is on screen, rather than blanking it.
  const headView = useMemo(() => (!sorted && head && byStart ? filterPlannings(head, filters, window) : null), [sorted, head, byStart, filters, window]);

  if (filtered) {
    return { window, rows: filtered.rows, counts: filtered.counts, total: filtered.total, options, loading: false, complete: current, refreshing: !current };
  }
  return {
    window,
    rows: headView?.rows ?? [],
    counts: emptyCounts(),
    total: 0,
    options,
    loading: headView === null || (head?.items.length ?? 0) === 0,
    complete: false,
    refreshing: false,
  };
}
