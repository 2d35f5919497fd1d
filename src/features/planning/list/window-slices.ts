/**
 * The window is read as a row of consecutive `start` ranges ("slices", about a day each) instead
 * of one range:
 * - every slice is its own IndexedDB read, so the main thread deserializes a few thousand rows at
 *   a time and keystrokes are handled in between (one read of 50,000 rows blocks input for
 *   seconds on a busy machine);
 * - every slice is its own live query, so a change to one planning re-reads its day, not the
 *   whole window.
 * Slices cover the window without gaps or overlaps: [lo, hi) each, the last one closed. Unbounded
 * ends (the 'all' window) get open slices so plannings added beyond the known dates still show.
 */
import { parseUtcWire, toUtcWire } from '../format/index.js';

export interface StartSlice {
  /** Inclusive lower bound; null = unbounded. */
  lo: string | null;
  /** Exclusive upper bound, or inclusive when `closed`; null = unbounded. */
  hi: string | null;
  closed: boolean;
}

/** Enough slices to keep each read small, few enough to keep subscriptions cheap. */
const MAX_SLICES = 64;
const DAY_MS = 86_400_000;

/** Slices over [from, to] (both UTC wire, inclusive). */
export function sliceRange(from: string, to: string): StartSlice[] {
  const start = parseUtcWire(from);
  const end = parseUtcWire(to);
  if (!start.isValid || !end.isValid || end <= start) return [{ lo: from, hi: to, closed: true }];
  const span = end.toMillis() - start.toMillis();
  const step = Math.max(DAY_MS, Math.ceil(span / MAX_SLICES / DAY_MS) * DAY_MS);
  const slices: StartSlice[] = [];
  for (let at = start; at < end; at = at.plus({ milliseconds: step })) {
    const next = at.plus({ milliseconds: step });
    slices.push(next < end ? { lo: toUtcWire(at), hi: toUtcWire(next), closed: false } : { lo: toUtcWire(at), hi: to, closed: true });
  }
  return slices;
}

/** Slices for every planning: the known dates sliced, plus open slices before and after them. */
export function sliceAll(first: string | null, last: string | null): StartSlice[] {
  if (first === null || last === null) return [{ lo: null, hi: null, closed: true }];
  const known = first === last ? [{ lo: first, hi: last, closed: true }] : sliceRange(first, last);
  return [{ lo: null, hi: first, closed: false }, ...known, { lo: last, hi: null, closed: true }].map((slice, index, all) =>
    // The known range's closed end would overlap the open slice after it: make it half-open.
    index === all.length - 2 ? { ...slice, closed: false } : slice,
  );
}
