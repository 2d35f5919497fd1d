/**
 * Whether a slice read again holds exactly the plannings it held. Dexie re-runs every live slice
 * of the window after any large write to the plannings table (a `bulkPut` of 50 or more rows counts
 * as touching the whole table), which a first sync's pages and the feed's do all the time while
 * the window itself rarely changes. Comparing the rows is far cheaper than projecting, sorting,
 * filtering and counting 50,000 plannings again for each slice that comes back the same.
 */
import { dequal } from 'dequal/lite';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { projectPlanning, type ProjectedPlanning, type SearchInterner } from './planning-projection.js';

export function sameSliceRows(before: readonly ProjectedPlanning[], after: readonly PlanningRow[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < after.length; i++) {
    if (!dequal(before[i]?.row, after[i])) return false;
  }
  return true;
}

/**
 * Points the projections of a slice at the equal rows of a newer read, projecting them again into
 * the same objects. It mutates projections that the list already shows, on purpose: the values
 * are equal, so nothing on screen can change, and new projections would make the list sort and
 * filter the whole window again. Projecting again (not only swapping `row`) matters for memory:
 * its map lookups of the row's texts let V8 fold them into the one shared copy of each text
 * (heap snapshots: without them, the window's status words, names and descriptions were held
 * once per row, 14 MB at 100,000 plannings).
 */
export function adoptRows(projections: readonly ProjectedPlanning[], rows: readonly PlanningRow[], interner: SearchInterner): void {
  for (let i = 0; i < projections.length; i++) {
    const projection = projections[i];
    const row = rows[i];
    if (projection && row) Object.assign(projection, projectPlanning(row, interner));
  }
}
