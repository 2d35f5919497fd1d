/**
 * The first sync's staged window (src-sync/db/window-pages.ts) as the list reads it. While the
 * window's plannings are staged records rather than rows, the list shows them from the records,
 * joined with the rows its day slices read; a row always wins over a staged copy of the same
 * planning (it is that copy or newer).
 *
 * Each record is read and projected once, as it lands, while the rest of the window is still
 * coming (the main thread mostly waits for the server then): when the last one is in, the list
 * has the whole window without reading 50,000 plannings at that moment. Only the keys are a live
 * query: a live query's read is dropped and run again when a write lands meanwhile, and with a
 * record landing every few tens of milliseconds a live read of the new records was dropped again
 * and again, each time with more records to read (the window took 14-17 s instead of 6-7).
 */
import { liveQuery } from 'dexie';
import { readWindowPagesByKey, windowPageKeys, type LocalDb, type PlanningRow, type WindowPageRow } from '../../../../src-sync/index.js';
import type { UtcWindow } from './date-range.js';
import { projectPlanning, type ProjectedPlanning, type SearchInterner } from './planning-projection.js';

const byStart = (a: ProjectedPlanning, b: ProjectedPlanning) => (a.row.start < b.row.start ? -1 : a.row.start > b.row.start ? 1 : a.row.id - b.row.id);

export interface StagedView {
  /** The staged plannings the list's slices would read (start within the window's query range),
   * in start order (then id), as the slices give theirs. */
  items: readonly ProjectedPlanning[];
  /** The records are the list's own window: they hold every planning it shows, so the list can
   * show them before its slices have been read. */
  covers: boolean;
}

export class StagedWindow {
  private readonly byPage = new Map<number, ProjectedPlanning[]>();
  private readonly windows = new Map<number, string>();
  private sorted: StagedView | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: LocalDb,
    private readonly window: UtcWindow,
    private readonly interner: SearchInterner,
  ) {}

  /** Reads the records as they land until the returned function is called. */
  start(): () => void {
    let stopped = false;
    let reading = false;
    let keys: readonly number[] = [];
    // One read at a time, of the records not read yet; then again, for those that landed meanwhile.
    const readNew = () => {
      if (stopped) return;
      this.take(keys, []);
      const missing = keys.filter((key) => !this.byPage.has(key));
      if (reading || missing.length === 0) return;
      reading = true;
      readWindowPagesByKey(this.db, missing).then(
        (pages) => {
          reading = false;
          if (stopped) return;
          this.take(keys, pages);
          readNew();
        },
        (error: unknown) => {
          reading = false;
          console.error('Reading the plannings failed', error);
        },
      );
    };
    const subscription = liveQuery(() => windowPageKeys(this.db)).subscribe({
      next: (present) => {
        keys = present;
        readNew();
      },
      error: (error: unknown) => console.error('Reading the plannings failed', error),
    });
    return () => {
      stopped = true;
      subscription.unsubscribe();
    };
  }

  /** Called when the staged window changes (a record landed, or they went). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Null when nothing is staged. */
  view(): StagedView | null {
    if (this.byPage.size === 0) return null;
    if (this.sorted === null) {
      const items = [...this.byPage.values()].flat().sort(byStart);
      const covers = [...this.windows.values()].every((window) => window === `${this.window.from}|${this.window.to}`);
      this.sorted = { items, covers };
    }
    return this.sorted;
  }

  private take(keys: readonly number[], fresh: readonly WindowPageRow[]): void {
    const present = new Set(keys);
    let changed = false;
    for (const page of [...this.byPage.keys()]) {
      if (present.has(page)) continue;
      this.byPage.delete(page);
      this.windows.delete(page);
      changed = true;
    }
    const { queryFrom, to } = this.window;
    const inRange = (row: PlanningRow) => queryFrom === null || to === null || (row.start >= queryFrom && row.start <= to);
    for (const page of fresh) {
      if (this.byPage.has(page.page) || !present.has(page.page)) continue;
      this.byPage.set(page.page, page.rows.filter(inRange).map((row) => projectPlanning(row, this.interner)));
      this.windows.set(page.page, `${page.from}|${page.to}`);
      changed = true;
    }
    if (!changed) return;
    this.sorted = null;
    for (const listener of this.listeners) listener();
  }
}

/** The slices' rows (in start order) with the staged plannings they do not hold, in start order. */
export function withStaged(fromSlices: readonly ProjectedPlanning[], staged: readonly ProjectedPlanning[]): ProjectedPlanning[] {
  const held = new Set(fromSlices.map((item) => item.row.id));
  const extra = staged.filter((item) => !held.has(item.row.id));
  if (extra.length === 0) return [...fromSlices];
  const merged: ProjectedPlanning[] = [];
  let i = 0;
  for (const item of extra) {
    while (i < fromSlices.length && byStart(fromSlices[i] as ProjectedPlanning, item) <= 0) merged.push(fromSlices[i++] as ProjectedPlanning);
    merged.push(item);
  }
  while (i < fromSlices.length) merged.push(fromSlices[i++] as ProjectedPlanning);
  return merged;
}
