/**
 * The keystroke path (DESIGN.md section 6: keystroke to updated list under 50 ms at 100,000
 * plannings). `matchPlannings` keeps, in order, the rows every filter but status accepts;
 * `splitByStatus` counts them per status (what each status button would show) and keeps the
 * chosen statuses. `createNarrowingMatcher` remembers recent matches so that typing more of a
 * search only re-checks the rows that still matched, and erasing it again re-checks nothing.
 */
import { PLANNING_STATUSES, type PlanningStatus } from '../../../../src-sync/index.js';
import type { UtcWindow } from './date-range.js';
import type { PlanningFilters } from './planning-filters.js';
import { letterMask, type ProjectedPlanning, type ProjectedWindow } from './planning-projection.js';
import { searchTerms } from '../../../shared/format/fold-text.js';

export type StatusCounts = Record<PlanningStatus, number>;

export interface FilterResult {
  rows: readonly ProjectedPlanning[];
  counts: StatusCounts;
  /** Rows matching every filter but the status one (the 'All' button's count). */
  total: number;
}

export function emptyCounts(): StatusCounts {
  return Object.fromEntries(PLANNING_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

type EntityFilters = Pick<PlanningFilters, 'clientId' | 'branchId' | 'subcontractor' | 'locationId'>;

/** Per term, which dictionary values contain it: the one scan of the repeated text per keystroke. */
function termHits(dictionary: readonly string[], terms: readonly string[]): Uint8Array[] {
  return terms.map((term) => {
    const hits = new Uint8Array(dictionary.length);
    for (let id = 1; id < dictionary.length; id++) if (dictionary[id]!.includes(term)) hits[id] = 1;
    return hits;
  });
}

/** The rows of `items` inside the window's bounds (the query reads from a look-back before it:
 * what ended before the window began is dropped). */
export function withinBounds(items: readonly ProjectedPlanning[], { from, to }: UtcWindow): readonly ProjectedPlanning[] {
  if (from === null && to === null) return items;
  return items.filter(({ row }) => !(from !== null && row.end < from) && !(to !== null && row.start > to));
}

/** Every item's letter mask in one typed array, in the items' order: the first letter typed
 * over a whole window is then a scan of contiguous numbers, not a visit to 47,000 objects spread
 * over the heap (rare letters, which pass on few plannings, touch almost none of them). */
export function letterColumn(items: readonly ProjectedPlanning[]): Uint32Array {
  const column = new Uint32Array(items.length);
  for (let i = 0; i < items.length; i++) column[i] = items[i]!.letters;
  return column;
}

/** Rows of `items` (order kept) accepted by the entity filters and terms. `items` are the
 * window's own projections inside its bounds (withinBounds), or a subset of them; `letters`,
 * when given, is letterColumn(items). */
export function matchPlannings(
  window: ProjectedWindow,
  items: readonly ProjectedPlanning[],
  filters: EntityFilters,
  terms: readonly string[],
  lettersOf: Uint32Array | null = null,
): ProjectedPlanning[] {
  const { clientId, branchId, subcontractor, locationId } = filters;
  // Every letter of every term must be somewhere in the planning's text; a one-letter term needs
  // nothing more, so it is not looked for again below.
  let letters = 0;
  for (const term of terms) letters |= letterMask(term);
  const texts = terms.filter((term) => !(term.length === 1 && letterMask(term) !== 0));
  const hits = termHits(window.dictionary, texts);
  const matched: ProjectedPlanning[] = [];
  // A plain loop with early `continue`s: this is the hot path of every keystroke.
  rows: for (let i = 0; i < items.length; i++) {
    const mask = lettersOf === null ? items[i]!.letters : lettersOf[i]!;
    if ((mask & letters) !== letters) continue;
    const item = items[i]!;
    const row = item.row;
    if (clientId !== null && row.client_id !== clientId) continue;
    if (branchId !== null && row.branch_id !== branchId) continue;
    if (locationId !== null && row.location_id !== locationId) continue;
    if (subcontractor !== null && (subcontractor === 'none' ? row.subcontractor_id !== null : row.subcontractor_id !== subcontractor)) continue;
    for (let t = 0; t < texts.length; t++) {
      if (item.own.includes(texts[t]!)) continue;
      const termHit = hits[t]!;
      const fields = item.fields;
      let found = false;
      for (let f = 0; f < fields.length; f++) {
        if (termHit[fields[f]!] === 1) {
          found = true;
          break;
        }
      }
      if (!found) continue rows;
    }
    matched.push(item);
  }
  return matched;
}

/** How many of `matched` have each status, by index in PLANNING_STATUSES. */
function countByStatus(matched: readonly ProjectedPlanning[]): Int32Array {
  // Counted into a typed array by index: a string-keyed object increment per row costs ten times more.
  const perStatus = new Int32Array(PLANNING_STATUSES.length);
  for (const item of matched) perStatus[item.statusIndex]! += 1;
  return perStatus;
}

/** `perStatus`: countByStatus(matched), passed in when already known. */
function splitByStatus(matched: readonly ProjectedPlanning[], statuses: readonly PlanningStatus[], perStatus = countByStatus(matched)): FilterResult {
  const counts = emptyCounts();
  PLANNING_STATUSES.forEach((status, index) => (counts[status] = perStatus[index]!));
  if (statuses.length === 0) return { rows: matched, counts, total: matched.length };
  const wanted = new Uint8Array(PLANNING_STATUSES.length);
  for (const status of statuses) wanted[PLANNING_STATUSES.indexOf(status)] = 1;
  return { rows: matched.filter((item) => wanted[item.statusIndex] === 1), counts, total: matched.length };
}

/** Every filter at once, no memory: the reference the narrowing matcher must agree with. */
export function filterPlannings(sorted: ProjectedWindow, filters: PlanningFilters, bounds: UtcWindow): FilterResult {
  return splitByStatus(matchPlannings(sorted, withinBounds(sorted.items, bounds), filters, searchTerms(filters.search)), filters.statuses);
}

interface RecentMatch {
  source: ProjectedWindow;
  scope: string;
  terms: readonly string[];
  matched: readonly ProjectedPlanning[];
  /** countByStatus(matched): erasing back to this match counts nothing again. */
  perStatus: Int32Array;
}

/** How many recent searches are kept: enough for typing a word and erasing it letter by letter
 * back to where it started, each erased letter a search seen a moment ago. */
const RECENT_MATCHES = 8;

/** True when whatever matches `next` also matches `previous`: each old term is inside a new one
 * ('nig' -> 'night', 'night' -> 'night r0'). */
function refines(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((old) => next.some((term) => term.includes(old)));
}

function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((term, index) => term === b[index]);
}

/**
 * Remembers the last few matches of the same window and filters. Typing more of a search
 * re-checks only the rows of the smallest earlier match it refines; erasing back to a search seen
 * a moment ago (backspace) takes that match as it was, with no pass over the window at all.
 * The window's bounds are applied once per window and kept: comparing two dates of every row
 * was most of a keystroke's pass over 47,000 rows.
 */
export function createNarrowingMatcher() {
  let recent: RecentMatch[] = [];
  let bounded: { source: ProjectedWindow; key: string; items: readonly ProjectedPlanning[]; letters: Uint32Array; perStatus: Int32Array } | null = null;
  return function filterNarrowing(sorted: ProjectedWindow, filters: PlanningFilters, bounds: UtcWindow): FilterResult {
    const terms = searchTerms(filters.search);
    const boundsKey = `${bounds.from}|${bounds.to}`;
    if (bounded === null || bounded.source !== sorted || bounded.key !== boundsKey) {
      const items = withinBounds(sorted.items, bounds);
      bounded = { source: sorted, key: boundsKey, items, letters: letterColumn(items), perStatus: countByStatus(items) };
    }
    // Everything but the search terms and the status choice: a change here means a fresh pass.
    const scope = `${boundsKey}|${filters.clientId}|${filters.branchId}|${filters.subcontractor}|${filters.locationId}`;
    // Matches of another window (a live change re-read it) or other filters are of no use: dropped.
    const usable = recent.filter((match) => match.source === sorted && match.scope === scope);
    const seen = usable.find((match) => sameTerms(match.terms, terms));
    let matched: readonly ProjectedPlanning[];
    let perStatus: Int32Array;
    const { clientId, branchId, subcontractor, locationId } = filters;
    if (seen) {
      ({ matched, perStatus } = seen);
    } else if (terms.length === 0 && clientId === null && branchId === null && subcontractor === null && locationId === null) {
      // Nothing to match: the window itself, no copy.
      ({ items: matched, perStatus } = bounded);
    } else {
      let base: RecentMatch | null = null;
      for (const match of usable) if (refines(match.terms, terms) && (base === null || match.matched.length < base.matched.length)) base = match;
      // Both the kept window and any earlier match are inside the bounds already.
      matched = base ? matchPlannings(sorted, base.matched, filters, terms) : matchPlannings(sorted, bounded.items, filters, terms, bounded.letters);
      perStatus = countByStatus(matched);
    }
    recent = [{ source: sorted, scope, terms, matched, perStatus }, ...usable.filter((match) => match !== seen)].slice(0, RECENT_MATCHES);
    return splitByStatus(matched, filters.statuses, perStatus);
  };
}
