/**
 * The list's orders. Sorting happens once per query result and sort change (memoized by the
 * caller); filtering keeps the order, so a keystroke never re-sorts. Window queries read through
 * the `start` index, which IndexedDB returns ordered by start then primary key, exactly the
 * 'start-asc' order: that case is a check, not a sort.
 */
import { PLANNING_STATUSES, type PlanningStatus } from '../../../../src-sync/index.js';
import type { ProjectedPlanning, ProjectedWindow } from './planning-projection.js';

export const PLANNING_SORTS = ['start-asc', 'start-desc', 'status', 'client'] as const;
export type PlanningSort = (typeof PLANNING_SORTS)[number];

const STATUS_RANK = Object.fromEntries(PLANNING_STATUSES.map((status, index) => [status, index])) as Record<PlanningStatus, number>;

// Start strings are UTC `YYYY-MM-DD HH:mm:ss`, so plain comparison is chronological; the id breaks
// ties so that equal starts keep a stable order across reloads.
const byStart = (a: ProjectedPlanning, b: ProjectedPlanning) =>
  a.row.start < b.row.start ? -1 : a.row.start > b.row.start ? 1 : a.row.id - b.row.id;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const COMPARATORS: Record<PlanningSort, (a: ProjectedPlanning, b: ProjectedPlanning) => number> = {
  'start-asc': byStart,
  'start-desc': (a, b) => byStart(b, a),
  status: (a, b) => STATUS_RANK[a.row.status] - STATUS_RANK[b.row.status] || byStart(a, b),
  client: (a, b) => compareText(a.clientKey, b.clientKey) || compareText(a.branchKey, b.branchKey) || byStart(a, b),
};

function isStartOrdered(rows: readonly ProjectedPlanning[]): boolean {
  for (let i = 1; i < rows.length; i++) if (byStart(rows[i - 1]!, rows[i]!) > 0) return false;
  return true;
}

/** The window with its items sorted (a new array: the live-query result is left as it is). */
export function sortPlannings(window: ProjectedWindow, sort: PlanningSort): ProjectedWindow {
  const rows = window.items;
  let items: ProjectedPlanning[];
  if (sort === 'start-asc' || sort === 'start-desc') {
    const ascending = isStartOrdered(rows) ? rows.slice() : rows.slice().sort(byStart);
    items = sort === 'start-asc' ? ascending : ascending.reverse();
  } else {
    items = rows.slice().sort(COMPARATORS[sort]);
  }
  return { ...window, items };
}
