/**
 * The planning list's data: the live window read from Dexie, sorted once per result, then
 * filtered synchronously on every filter change or keystroke. While the window is still being
 * read, the first screenful of the default view (`usePlanningHead`) stands in for it.
 */
import { useMemo, useState } from 'react';
import type { DateTime } from 'luxon';
import type { VigilDb } from '../../../../src-sync/index.js';
import { resolveWindow, windowKey, type UtcWindow } from './date-range.js';
import { collectFilterOptions, type FilterOptions } from './filter-options.js';
import { createNarrowingMatcher, emptyCounts, type StatusCounts } from './filter-plannings.js';
import { hasActiveFilters, type PlanningFilters } from './planning-filters.js';
import type { ProjectedPlanning } from './planning-projection.js';
import { sortPlannings, type PlanningSort } from './sort-plannings.js';
import { usePlanningHead } from './use-planning-head.js';
import { useWindowPlannings } from './use-window-plannings.js';

export interface PlanningListData {
  window: UtcWindow;
  rows: readonly ProjectedPlanning[];
  counts: StatusCounts;
  /** Rows matching every filter but status. */
  total: number;
  options: FilterOptions;
  /** No result of any window yet (and no head to show either). */
  loading: boolean;
  /** Counts and options are from the whole window (false while only the head is shown). */
  complete: boolean;
  /** A new window is being read; the rows shown are the previous window's. */
  refreshing: boolean;
}

const NO_OPTIONS: FilterOptions = { clients: [], branches: [], subcontractors: [], locations: [] };

/** `today` is the start of the planner's local day (useLocalDay), the default window's start. */
export function usePlanningList(db: VigilDb, filters: PlanningFilters, sort: PlanningSort, today: DateTime): PlanningListData {
  const window = useMemo(() => resolveWindow(filters.range, today), [filters.range, today]);
  const loaded = useWindowPlannings(db, window);
  const current = loaded.key === windowKey(window);

  const byStart = sort === 'start-asc' || sort === 'start-desc';
  // The head is only a faithful first screen of the unfiltered, start-ordered default view.
  const headWanted = loaded.rows === null && byStart && !hasActiveFilters(filters);
  const head = usePlanningHead(db, window, sort === 'start-desc', headWanted);

  const sorted = useMemo(() => (loaded.rows ? sortPlannings(loaded.rows, sort) : null), [loaded.rows, sort]);
  const options = useMemo(() => (loaded.rows ? collectFilterOptions(loaded.rows) : NO_OPTIONS), [loaded.rows]);
  // One matcher per list: it remembers the last match to narrow from while the planner types.
  const [filterNarrowing] = useState(createNarrowingMatcher);
  const filtered = useMemo(() => (sorted ? filterNarrowing(sorted, filters, window) : null), [filterNarrowing, sorted, filters, window]);

  if (filtered) {
    return { window, rows: filtered.rows, counts: filtered.counts, total: filtered.total, options, loading: false, complete: current, refreshing: !current };
  }
  const headRows = headWanted && head && head.length > 0 ? head : null;
  return {
    window,
    rows: headRows ?? [],
    counts: emptyCounts(),
    total: 0,
    options,
    loading: headRows === null,
    complete: false,
    refreshing: false,
  };
}
