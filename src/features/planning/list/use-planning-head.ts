/**
 * The first screenful of the window in start order, read with `limit` on the `start` index: it
 * is painted while the whole window (about 50,000 rows at 100,000 plannings) is still being read,
 * so a reload shows plannings at once (DESIGN.md section 6: reload to first rows under 300 ms).
 * Only plannings starting inside the window are in it; the running ones that began earlier join
 * when the window arrives.
 *
 * The read starts as early as it can: at start-up, as soon as the workspace is open
 * (`prefetchPlanningHead`, called by the app while React still renders the shell), else during
 * the list's first render rather than in an effect. A read that finished before the list renders
 * is used by that first render, so the first commit already paints rows. It is a read, so
 * starting it twice is harmless. Live only while a first sync writes the window (below): otherwise
 * the window replaces it soon.
 */
import { liveQuery } from 'dexie';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { markTiming, type LocalDb } from '../../../../src-sync/index.js';
import { resolveWindow, type UtcWindow } from './date-range.js';
import { DEFAULT_FILTERS } from './planning-filters.js';
import { HEAD_SIZE } from './head-size.js';
import { projectWindow, type ProjectedWindow } from './planning-projection.js';

export { HEAD_SIZE };

async function readHead(db: LocalDb, from: string | null, to: string | null, descending: boolean): Promise<ProjectedWindow> {
  markTiming('head-read-start');
  const range = from !== null && to !== null ? db.plannings.where('start').between(from, to, true, true) : db.plannings.orderBy('start');
  const rows = await (descending ? range.reverse() : range).limit(HEAD_SIZE).toArray();
  markTiming('head-read-end');
  return projectWindow(rows);
}

/**
 * The first screenful while a first sync writes the window. The device then holds little but the
 * window's plannings, and the window's pages bring the ones ending soonest first: those still
 * running since before the window's start, which the complete list shows first. Read from the
 * look-back, they show first here too, and the rows do not change order when the window is in.
 * (A reload does not read from the look-back: there it is a week of mostly ended plannings.)
 */
async function readArrivingHead(db: LocalDb, window: UtcWindow, descending: boolean): Promise<ProjectedWindow> {
  const { from, to, queryFrom } = window;
  if (descending || from === null || to === null || queryFrom === null) return readHead(db, from, to, descending);
  const rows = await db.plannings.where('start').between(queryFrom, to, true, true).filter((row) => row.end >= from).limit(HEAD_SIZE).toArray();
  return projectWindow(rows);
}

interface EarlyRead {
  key: string;
  at: number;
  read: Promise<ProjectedWindow>;
  /** Set once the read has finished: a render can use it without waiting for an effect. */
  value?: ProjectedWindow;
}

/**
 * One early read per database, taken over by the list that mounts with the same key while it is
 * fresh: the prefetch's, or the one of a render React threw away (an update arriving mid-render
 * makes React restart the first mount, and the discarded render's state goes with it).
 */
const earlyReads = new WeakMap<LocalDb, EarlyRead>();
const EARLY_READ_REUSE_MS = 3000;

function headKey(window: UtcWindow, descending: boolean): string {
  return `${window.from}|${window.to}|${descending}`;
}

function freshEarlyRead(db: LocalDb, key: string): EarlyRead | null {
  const entry = earlyReads.get(db);
  return entry?.key === key && performance.now() - entry.at < EARLY_READ_REUSE_MS ? entry : null;
}

function startEarlyRead(db: LocalDb, key: string, window: UtcWindow, descending: boolean): EarlyRead {
  const existing = freshEarlyRead(db, key);
  if (existing) return existing;
  const entry: EarlyRead = { key, at: performance.now(), read: readHead(db, window.from, window.to, descending) };
  entry.read.then(
    (value) => {
      entry.value = value;
    },
    () => earlyReads.delete(db),
  );
  earlyReads.set(db, entry);
  return entry;
}

/** Start-up: read the default view's first screenful (today to a month ahead, by start) now.
 * Resolves when the read is done; a failed read is left to the list, which reads again. */
export function prefetchPlanningHead(db: LocalDb): Promise<void> {
  const window = resolveWindow(DEFAULT_FILTERS.range, DateTime.local().startOf('day'));
  return startEarlyRead(db, headKey(window, false), window, false).read.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * `live`: a first sync is writing the window. A read taken before its first pages landed would
 * leave the list on its skeleton until the whole window is in (the phone's case, whose page
 * opened sooner), so the first screenful is read again after each page instead.
 */
export function usePlanningHead(db: LocalDb, window: UtcWindow, descending: boolean, enabled: boolean, live = false): ProjectedWindow | undefined {
  const { from, to, queryFrom } = window;
  const key = headKey(window, descending);
  const [early] = useState(() => ({ db, key, entry: enabled ? startEarlyRead(db, key, window, descending) : null }));
  // `live`: read by the live query below, whose answer a one-time read finishing later must not replace.
  const [head, setHead] = useState<{ key: string; value: ProjectedWindow; live: boolean } | null>(() =>
    early.entry?.value !== undefined ? { key, value: early.entry.value, live: false } : null,
  );

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const reuse = early.entry !== null && early.db === db && early.key === key;
    // Mounted: a later mount of the list reads afresh.
    if (reuse && earlyReads.get(db) === early.entry) earlyReads.delete(db);
    const read = reuse && early.entry ? early.entry.read : readHead(db, from, to, descending);
    void read.then(
      (value) => {
        if (!cancelled) setHead((current) => (current?.key === key && (current.value === value || current.live) ? current : { key, value, live: false }));
      },
      (error: unknown) => console.error('Reading the first plannings failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [db, key, from, to, descending, enabled, early]);

  useEffect(() => {
    if (!enabled || !live) return;
    const subscription = liveQuery(() => readArrivingHead(db, { from, to, queryFrom }, descending)).subscribe({
      next: (value) => setHead({ key, value, live: true }),
      error: (error: unknown) => console.error('Reading the first plannings failed', error),
    });
    return () => subscription.unsubscribe();
  }, [db, key, from, to, queryFrom, descending, enabled, live]);

  return head?.key === key ? head.value : undefined;
}
