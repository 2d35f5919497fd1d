/**
 * The first search over a window would run the matcher in V8's interpreter: a two-letter search
 * over the bench's month of 47,000 plannings measured 40 ms cold against 2 ms once compiled
 * (DESIGN.md section 6: keystroke to updated list under 50 ms). One throwaway pass, once per
 * page and when the browser is idle after the first window arrives, makes the planner's first
 * keystroke as quick as the next. It reads the window and changes nothing.
 */
import type { UtcWindow } from './date-range.js';
import { filterPlannings } from './filter-plannings.js';
import { DEFAULT_FILTERS } from './planning-filters.js';
import type { ProjectedWindow } from './planning-projection.js';

/** A common pair of letters: most plannings pass the letter mask, so every step of a match runs. */
const WARM_FILTERS = { ...DEFAULT_FILTERS, search: 'an' };

let warmed = false;

/** Schedules the pass unless one ran on this page; returns a cancel for an unmounting list. */
export function warmMatcherOnce(sorted: ProjectedWindow, bounds: UtcWindow): () => void {
  if (warmed || sorted.items.length === 0) return () => undefined;
  const run = () => {
    if (warmed) return;
    warmed = true;
    filterPlannings(sorted, WARM_FILTERS, bounds);
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
