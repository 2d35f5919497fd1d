/**
 * What the start-up paint of the list (src/app/first-paint) borrows from the list: the row
 * markup, its geometry, and the default view's window and size of the first screenful, so the
 * paint shows the very rows the list will show first. Nothing here loads React or Chakra.
 */
import { DateTime } from 'luxon';
import { resolveWindow, type UtcWindow } from './date-range.js';
import { DEFAULT_FILTERS } from './planning-filters.js';
import { HEAD_SIZE } from './head-size.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';

export { firstScreenRow } from './row-markup.js';
export { rowWords, type RowWords } from './row-words.js';
export { ROW_HEIGHT, WIDE_COLUMNS, type RowLayout } from './row-layout.js';
export { HEAD_SIZE };

/** The default view's window (today to a month ahead, in the planner's own day). */
export function defaultListWindow(): UtcWindow {
  return resolveWindow(DEFAULT_FILTERS.range, DateTime.local().startOf('day'));
}

/**
 * Formats one instant the way a row does, in the browser's own zone and the page's locale. luxon's code is compiled
 * on its first use (several milliseconds of the start-up paint): the paint runs this while the
 * database answers, when the main thread has nothing else to do. Leaves nothing behind but the
 * zone luxon has learned.
 */
export function warmRowFormatting(locale: string): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  formatPlanningDateTime('2000-01-01 00:00:00', zone);
  formatZoneName('2000-01-01 00:00:00', zone, locale);
}
