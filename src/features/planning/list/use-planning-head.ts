/**
 * The first screenful of the window in start order, read with `limit` on the `start` index: it
 * is painted while the whole window (about 50,000 rows at 100,000 plannings) is still being read,
 * so a reload shows plannings at once (DESIGN.md section 6: reload to first rows under 300 ms).
 * Only plannings starting inside the window are in it; the running ones that began earlier join
 * when the window arrives.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { VigilDb } from '../../../../src-sync/index.js';
import type { UtcWindow } from './date-range.js';
import { projectWindow, type ProjectedWindow } from './planning-projection.js';

export const HEAD_SIZE = 40;

export function usePlanningHead(db: VigilDb, window: UtcWindow, descending: boolean, enabled: boolean): ProjectedWindow | undefined {
  const { from, to } = window;
  return useLiveQuery(async () => {
    if (!enabled) return projectWindow([]);
    const range = from !== null && to !== null ? db.plannings.where('start').between(from, to, true, true) : db.plannings.orderBy('start');
    const rows = await (descending ? range.reverse() : range).limit(HEAD_SIZE).toArray();
    return projectWindow(rows);
  }, [db, from, to, descending, enabled]);
}
