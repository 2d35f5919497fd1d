/**
 * The list's date window. The planner's default (spec section 7, initial load) is start of today
 * 00:00 to one month ahead 23:59, in the planner's own timezone; quick choices widen it.
 *
 * A planning belongs to a window when it OVERLAPS it, not only when it starts in it (as the
 * server's GET /api/planning range does): the night shift that began at 22:00 yesterday is still
 * running at 02:00 today and must be on screen. The `plannings.start` index can only bound starts,
 * so the query reads starts from LOOKBACK_DAYS before the window and keeps the rows that end
 * inside or after it. A planning is one timeslot (a shift pattern of at most a day or two; the
 * demo's longest is 25 hours), so a week of look-back is ample; a planning longer than that which
 * started before the window is the one case left out, and 'All dates' shows it. Every extra day
 * of look-back is another ~1,500 rows to read at 100,000 plannings.
 */
import { DateTime } from 'luxon';
import { toUtcWire } from '../format/index.js';

export type DateRangeChoice =
  | { kind: 'month' }
  | { kind: 'quarter' }
  | { kind: 'all' }
  /** Local calendar days, inclusive, as ISO dates (yyyy-MM-dd) so the choice is plain data. */
  | { kind: 'custom'; fromDay: string; toDay: string };

export const LOOKBACK_DAYS = 7;

/** UTC wire bounds; null on a side means unbounded. */
export interface UtcWindow {
  from: string | null;
  to: string | null;
  /** The earliest start the index query must read (from minus the look-back). */
  queryFrom: string | null;
}

/** `today` is the start of the local day (a parameter so the window moves at midnight). */
export function resolveWindow(choice: DateRangeChoice, today: DateTime): UtcWindow {
  switch (choice.kind) {
    case 'all':
      return { from: null, to: null, queryFrom: null };
    case 'month':
      return bounded(today, today.plus({ months: 1 }).endOf('day'));
    case 'quarter':
      return bounded(today, today.plus({ months: 3 }).endOf('day'));
    case 'custom': {
      const from = DateTime.fromISO(choice.fromDay, { zone: today.zone }).startOf('day');
      const to = DateTime.fromISO(choice.toDay, { zone: today.zone }).endOf('day');
      return bounded(from.isValid ? from : today, to.isValid ? to : today.endOf('day'));
    }
  }
}

function bounded(from: DateTime, to: DateTime): UtcWindow {
  return { from: toUtcWire(from), to: toUtcWire(to), queryFrom: toUtcWire(from.minus({ days: LOOKBACK_DAYS })) };
}

/** The window's identity, for caching the query result and telling a stale one apart. */
export function windowKey(window: UtcWindow): string {
  return `${window.from ?? '-'}|${window.to ?? '-'}`;
}
