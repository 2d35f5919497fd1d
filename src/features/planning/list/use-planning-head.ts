/**
 * The first screenful of the window in start order, read with `limit` on the `start` index: it
 * is painted while the whole window (about 50,000 rows at 100,000 plannings) is still being read,
 * so a reload shows plannings at once (DESIGN.md section 6: reload to first rows under 300 ms).
 * Only plannings starting inside the window are in it; the running ones that began earlier join
 * when the window arrives.
 *
 * The read starts DURING the first render rather than in an effect: the page's first render and
 * commit take a while, and the IndexedDB read runs in parallel with them instead of after. It is
 * a read, so starting it twice (StrictMode) is harmless. Not live: the window replaces it soon.
 */
import { useEffect, useState } from 'react';
import type { VigilDb } from '../../../../src-sync/index.js';
import type { UtcWindow } from './date-range.js';
import { projectWindow, type ProjectedWindow } from './planning-projection.js';

export const HEAD_SIZE = 40;

async function readHead(db: VigilDb, from: string | null, to: string | null, descending: boolean): Promise<ProjectedWindow> {
  const range = from !== null && to !== null ? db.plannings.where('start').between(from, to, true, true) : db.plannings.orderBy('start');
  return projectWindow(await (descending ? range.reverse() : range).limit(HEAD_SIZE).toArray());
}

export function usePlanningHead(db: VigilDb, window: UtcWindow, descending: boolean, enabled: boolean): ProjectedWindow | undefined {
  const { from, to } = window;
  const key = `${from}|${to}|${descending}`;
  const [early] = useState(() => ({ db, key, read: enabled ? readHead(db, from, to, descending) : null }));
  const [head, setHead] = useState<{ key: string; value: ProjectedWindow } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const read = early.read && early.db === db && early.key === key ? early.read : readHead(db, from, to, descending);
    void read.then(
      (value) => {
        if (!cancelled) setHead({ key, value });
      },
      (error: unknown) => console.error('Reading the first plannings failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [db, key, from, to, descending, enabled, early]);

  return head?.key === key ? head.value : undefined;
}
