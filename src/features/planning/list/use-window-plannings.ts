/**
 * Every planning of the date window, live from Dexie, projected for filtering. The window is read
 * as day-sized `start` slices (window-slices.ts), each its own live query: reads stay small so
 * input is handled between them, and a change re-reads one day. The result is published once all
 * slices have arrived, then again when a slice read again holds different rows, once the slices
 * being read again with it are back.
 *
 * During a first sync the window's plannings are staged records for a few seconds before they
 * are rows (src-sync/db/window-pages.ts): the list then also reads the records (staged-window.ts),
 * and shows the window from them at once, without waiting for slices that the rows' write holds
 * up. When the records go, the slices' reads of the new rows are awaited in full before the list
 * stops showing the records (no partial window in between).
 */
import { liveQuery } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import { type Local, type LocalDb, type PlanningRow, type ReadonlyCollection } from '../../../../src-sync/index.js';
import { windowKey, type UtcWindow } from './date-range.js';
import { projectPlanning, SearchInterner, type ProjectedPlanning, type ProjectedWindow } from './planning-projection.js';
import { adoptRows, sameSliceRows } from './same-slice-rows.js';
import { sliceAll, sliceRange, type StartSlice } from './window-slices.js';
import { StagedWindow, withStaged } from './staged-window.js';

/** How long a changed slice may wait for the others being read again before it shows anyway. */
const PUBLISH_AT_THE_LATEST_MS = 250;

export interface WindowPlannings {
  /** Null until the first complete result of any window arrived. */
  rows: ProjectedWindow | null;
  /** The window `rows` belong to; differs from the requested one while a new window loads. */
  key: string | null;
}

function sliceQuery(db: LocalDb, slice: StartSlice): ReadonlyCollection<Local<PlanningRow>> {
  const index = db.plannings.where('start');
  if (slice.lo === null && slice.hi === null) return db.plannings.orderBy('start');
  if (slice.lo === null) return slice.closed ? index.belowOrEqual(slice.hi) : index.below(slice.hi);
  if (slice.hi === null) return index.aboveOrEqual(slice.lo);
  return index.between(slice.lo, slice.hi, true, slice.closed);
}

async function planSlices(db: LocalDb, window: UtcWindow): Promise<StartSlice[]> {
  if (window.queryFrom !== null && window.to !== null) return sliceRange(window.queryFrom, window.to);
  const [first, last] = await Promise.all([db.plannings.orderBy('start').first(), db.plannings.orderBy('start').last()]);
  return sliceAll(first?.start ?? null, last?.start ?? null);
}

/** `enabled` false holds the reads back (the first-screen head is read before them). */
export function useWindowPlannings(db: LocalDb, window: UtcWindow, enabled: boolean): WindowPlannings {
  const key = windowKey(window);
  const [state, setState] = useState<WindowPlannings>({ rows: null, key: null });
  // One interner per database for the page's life: ids stay valid across windows and slices.
  // `db` is the dependency on purpose: a new database means a new interner.
  const shared = useMemo(() => (void db, new SearchInterner()), [db]);
  const { from, queryFrom, to } = window;
  // Read while the window is held back too: that is when a first sync stages it.
  const staged = useMemo(() => new StagedWindow(db, { from, to, queryFrom }, shared), [db, from, to, queryFrom, shared]);
  useEffect(() => staged.start(), [staged]);

  useEffect(() => {
    if (!enabled) {
      // Held back (a first sync is writing the window): rows read before are not the window's
      // any more, and must not show as complete ("0 plannings") while it is read again.
      setState((held) => (held.rows === null ? held : { rows: null, key: null }));
      return;
    }
    let cancelled = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    const parts: (ProjectedPlanning[] | undefined)[] = [];
    let missing = 0;
    // Slices being read again: a large write re-runs them all at once, and their answers come
    // back one by one over the next second. Publishing once they are all back costs one sort and
    // filter of the window instead of one per slice.
    const rereading = new Set<number>();
    let changed = false;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    // The first sync's staged window, while there is one; `leaving`: it has just gone.
    let current = staged.view();
    let leaving = false;

    const publish = () => {
      clearTimeout(fallback);
      fallback = undefined;
      changed = false;
      // Slices are consecutive start ranges read through the index, so their concatenation is
      // already in start order (then id): the 'start-asc' order without sorting.
      const fromSlices = parts.flatMap((part) => part ?? []);
      const items = current ? withStaged(fromSlices, current.items) : fromSlices;
      // Keeps showing the previous window's rows until the new ones are all in (the caller marks
      // them as loading), rather than blanking the screen for the read.
      setState({ rows: { items, dictionary: shared.dictionary }, key });
    };
    const publishWhenSettled = () => {
      if (!changed || missing > 0 || cancelled) return;
      if (rereading.size === 0) {
        leaving = false;
        publish();
      // Writes that keep coming (a long first sync) must not hold a change back for long; but
      // once the staged window has gone, only slices read in full show it.
      } else if (!leaving) fallback ??= setTimeout(publish, PUBLISH_AT_THE_LATEST_MS);
    };

    const onStaged = () => {
      const before = current;
      current = staged.view();
      if (before === null && current === null) return;
      changed = true;
      if (current === null) {
        leaving = true;
        publishWhenSettled();
      } else if (current.covers) publish();
      else publishWhenSettled();
    };
    subscriptions.push({ unsubscribe: staged.onChange(onStaged) });
    // Staged before this read began (the whole window, when a first sync's window just came in).
    if (current?.covers) publish();

    void planSlices(db, { from: null, to, queryFrom }).then((slices) => {
      if (cancelled) return;
      missing = slices.length;
      slices.forEach((slice, index) => {
        parts.push(undefined);
        const subscription = liveQuery(() => {
          rereading.add(index);
          return sliceQuery(db, slice).toArray();
        }).subscribe({
          next: (rows) => {
            rereading.delete(index);
            const before = parts[index];
            if (before === undefined) missing -= 1;
            if (before === undefined || !sameSliceRows(before, rows)) {
              parts[index] = rows.map((row) => projectPlanning(row, shared));
              changed = true;
            } else {
              // Equal rows, but the latest read's: they share their strings with Dexie's cached
              // copy of the result, which the first read's no longer do. Keeping the first read's
              // held a second copy of the window's text (46 MB of heap at 100,000 plannings).
              adoptRows(before, rows, shared);
            }
            publishWhenSettled();
          },
          error: (error: unknown) => {
            rereading.delete(index);
            console.error('Reading the plannings failed', error);
            publishWhenSettled();
          },
        });
        subscriptions.push(subscription);
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [db, key, queryFrom, to, enabled, shared, staged]);

  return state;
}
