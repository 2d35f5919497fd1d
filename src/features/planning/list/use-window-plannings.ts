/**
 * Every planning of the date window, live from Dexie, projected for filtering. The query uses the
 * `start` index (a range read, served by IndexedDB's getAll) and re-runs when a planning in that
 * range changes; filters and search then work on this array in memory.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { VigilDb } from '../../../../src-sync/index.js';
import { windowKey, type UtcWindow } from './date-range.js';
import { projectWindow, type ProjectedWindow } from './planning-projection.js';

export interface WindowPlannings {
  /** Null until the first result of any window arrived. */
  rows: ProjectedWindow | null;
  /** The window `rows` belong to; differs from the requested one while a new window loads. */
  key: string | null;
}

async function readWindow(db: VigilDb, queryFrom: string | null, to: string | null): Promise<ProjectedWindow> {
  const rows =
    queryFrom !== null && to !== null
      ? await db.plannings.where('start').between(queryFrom, to, true, true).toArray()
      : await db.plannings.orderBy('start').toArray();
  return projectWindow(rows);
}

export function useWindowPlannings(db: VigilDb, window: UtcWindow): WindowPlannings {
  const key = windowKey(window);
  const [state, setState] = useState<WindowPlannings>({ rows: null, key: null });
  const { queryFrom, to } = window;

  useEffect(() => {
    // Keeps showing the previous window's rows until the new ones arrive (the caller marks them
    // as loading), rather than blanking the screen for the read.
    const subscription = liveQuery(() => readWindow(db, queryFrom, to)).subscribe({
      next: (rows) => setState({ rows, key }),
      error: (error: unknown) => console.error('Reading the plannings failed', error),
    });
    return () => subscription.unsubscribe();
  }, [db, key, queryFrom, to]);

  return state;
}
