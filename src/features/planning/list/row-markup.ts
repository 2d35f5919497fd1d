/**
 * What a planning row shows, as markup (shared/markup): built with plain DOM calls by the list's
 * row (planning-row.tsx) and by the start-up paint (src/app/first-paint), so both draw the very
 * same row. Plain elements only: their look comes from ROW_STYLES on the list container
 * (row-styles.ts), or first-screen.css before the app is loaded.
 */
import type { PlanningRow } from '../../../../src-sync/index.js';
import { h, type Markup, type MarkupElement } from '../../../shared/markup/markup.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';
import type { RowLayout } from './row-layout.js';
import type { RowWords } from './row-words.js';
import type { WriteMark } from './use-planning-write-marks.js';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Lucide's globe and users, inline and built once.
const SVG_ATTRS = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true' };
const GLOBE = h(
  'svg',
  { width: '11', height: '11', ...SVG_ATTRS },
  h('circle', { cx: '12', cy: '12', r: '10' }),
  h('path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }),
  h('path', { d: 'M2 12h20' }),
);
const USERS = h(
  'svg',
  { width: '14', height: '14', ...SVG_ATTRS },
  h('path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }),
  h('circle', { cx: '9', cy: '7', r: '4' }),
  h('path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }),
  h('path', { d: 'M16 3.13a4 4 0 0 1 0 7.75' }),
);

/** Spec section 2: a branch reads as "client -> branch". */
function clientBranchText(row: PlanningRow, words: RowWords): string {
  return row.branch ? words.clientBranch(row.client.name, row.branch.name) : row.client.name;
}

export function locationDetail(row: PlanningRow): string {
  return [row.location.address, row.location.number].filter(Boolean).join(' ');
}

export interface RowTimes {
  start: string;
  end: string;
  /** 'Times at the location: Europe/Lisbon (GMT+1)' when that zone is not the planner's own. */
  zoneNote: string | null;
}

// Guarding jobs start and end at a few wall-clock times in a few zones (a month of 47,000
// plannings has some 400 distinct starts), so each (zone, instant) is formatted once and rows
// mounting on a keystroke find their text ready: zone-aware formatting is the costly part.
const formatted = new Map<string, string>();
const FORMATTED_MAX = 20_000;

function cached(kind: string, utc: string, tz: string, format: () => string): string {
  const key = `${kind}\u0001${tz}\u0001${utc}`;
  let text = formatted.get(key);
  if (text === undefined) {
    // A bound, not a cache policy: a long session over all dates must not grow without limit.
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    text = format();
    formatted.set(key, text);
  }
  return text;
}

/** The row's times in the fixed format; the zone note in the words' language (its zone name
 * too: 'GMT+1' reads 'UTC+1' or 'غرينتش+1' elsewhere). */
export function rowTimes(row: PlanningRow, words?: Pick<RowWords, 'locale' | 'zoneNote'>): RowTimes {
  const tz = row.location.timezone;
  const zoneName = () => cached(`zone ${words?.locale ?? ''}`, row.start, tz, () => formatZoneName(row.start, tz, words?.locale));
  return {
    start: cached('time', row.start, tz, () => formatPlanningDateTime(row.start, tz)),
    end: cached('time', row.end, tz, () => formatPlanningDateTime(row.end, tz)),
    zoneNote: tz && tz !== localZone ? (words ? words.zoneNote(tz, zoneName()) : `${tz} (${zoneName()})`) : null,
  };
}

/** Marks times shown in a zone other than the planner's; the zone is in its tooltip. */
function zoneMark(note: string | null): Markup | null {
  return note ? h('span', { 'data-icon': '', title: note, 'aria-label': note, style: 'margin-inline: 4px' }, GLOBE) : null;
}

function statusMark(row: PlanningRow, words: RowWords): MarkupElement {
  return h('span', { 'data-badge': 'status', 'data-value': row.status }, words.status[row.status]);
}

function contractorMark(status: PlanningRow['contractor_status'], words: RowWords): MarkupElement | null {
  return status ? h('span', { 'data-badge': 'contractor', 'data-value': status, 'data-contractor-status': status }, words.contractorStatus[status]) : null;
}

/** Words, not only colour: 'Change refused' sends the planner to the details or sync status. */
function writeMarkBadge(mark: WriteMark | undefined, words: RowWords): MarkupElement | null {
  if (mark === undefined) return null;
  if (mark === 'remote') {
    return h('span', { 'data-badge': 'write', 'data-value': mark, 'data-testid': 'planning-row-remote', title: words.remoteTitle }, words.remote);
  }
  const title = mark === 'failed' ? words.failedTitle : words.queuedTitle;
  return h('span', { 'data-badge': 'write', 'data-value': mark, 'data-testid': 'planning-row-write', title }, mark === 'failed' ? words.failed : words.queued);
}

/** Name over the contractor status (wide layout). */
function contractorCell(row: PlanningRow, words: RowWords): MarkupElement {
  if (!row.contractor) return h('span', { 'data-text': '', 'data-tone': 'muted' }, words.notForwarded);
  return h(
    'div',
    { 'data-cell': '' },
    h('span', { 'data-text': '', 'data-name': '', dir: 'auto', title: row.contractor.name, 'data-part': 'contractor' }, row.contractor.name),
    contractorMark(row.contractor_status, words),
  );
}

/** Name and status on one line (narrow layout); nothing when not forwarded, to keep the line short. */
function contractorInline(row: PlanningRow, words: RowWords): MarkupElement | null {
  if (!row.contractor) return null;
  return h(
    'span',
    { 'data-line': '', 'data-push': '', style: 'max-width: 60%; gap: 4px' },
    h('span', { 'data-text': '', 'data-name': '', dir: 'auto', title: row.contractor.name, 'data-part': 'contractor' }, row.contractor.name),
    contractorMark(row.contractor_status, words),
  );
}

function agentsInline(count: number, words: RowWords): MarkupElement {
  return h(
    'span',
    { 'data-line': '', 'data-fixed': '', title: words.agentsNeeded, 'aria-label': words.agentsNeededCount(count), style: 'gap: 4px' },
    h('span', { 'data-icon': '' }, USERS),
    h('span', { 'data-num': '' }, String(count)),
  );
}

function wideCells(row: PlanningRow, writeMark: WriteMark | undefined, words: RowWords): Markup[] {
  const times = rowTimes(row, words);
  const place = locationDetail(row);
  return [
    h('span', { 'data-text': '', 'data-strong': '', 'data-num': '', 'data-part': 'identifier', title: row.request.identifier }, row.request.identifier),
    h(
      'div',
      { 'data-cell': '', title: clientBranchText(row, words) },
      h('span', { 'data-text': '', 'data-name': '', dir: 'auto' }, row.client.name),
      row.branch && h('span', { 'data-text': '', 'data-tone': 'muted' }, words.branchLine(row.branch.name)),
    ),
    h(
      'div',
      { 'data-cell': '', title: place ? `${row.location.name}, ${place}` : row.location.name },
      h('span', { 'data-text': '', 'data-name': '', dir: 'auto' }, row.location.name),
      h('span', { 'data-text': '', 'data-name': '', dir: 'auto', 'data-tone': 'muted', 'data-size': 'xs' }, place),
    ),
    h(
      'div',
      { 'data-cell': '', 'data-num': '', title: times.zoneNote ?? undefined },
      h('span', { 'data-text': '' }, times.start, zoneMark(times.zoneNote)),
      h('span', { 'data-text': '', 'data-tone': 'muted' }, times.end),
    ),
    h('span', { 'data-num': '', 'data-end': '', title: words.agentsNeeded }, String(row.number_of_agents)),
    h('div', { 'data-cell': '', 'data-stack': '' }, statusMark(row, words), writeMarkBadge(writeMark, words)),
    contractorCell(row, words),
  ];
}

/** The narrow row's client and branch, each in its own direction, so a Latin name cut in an
 * Arabic page loses its end ("Head office V…"), not its start ("…fice Vilvoorde"). */
function clientBranchSpans(row: PlanningRow, words: RowWords): Markup[] {
  if (!row.branch) return [h('span', { 'data-text': '', 'data-name': '', dir: 'auto', 'data-grow': '', title: row.client.name }, row.client.name)];
  const title = words.clientBranch(row.client.name, row.branch.name);
  return [
    h('span', { 'data-text': '', 'data-name': '', dir: 'auto', title }, row.client.name),
    h('span', { 'data-fixed': '', 'aria-hidden': 'true' }, words.branchArrow),
    h('span', { 'data-text': '', 'data-name': '', dir: 'auto', 'data-share': '', title }, row.branch.name),
  ];
}

/** Three lines (phones and tablets, where the columns do not fit): what and its state, for whom,
 * when and where. Each free text has a line of its own to share with one short mark at most, so
 * the location keeps its words next to the times even at 360 px. */
function narrowLines(row: PlanningRow, writeMark: WriteMark | undefined, words: RowWords): Markup[] {
  const times = rowTimes(row, words);
  return [
    h(
      'div',
      { 'data-line': '' },
      statusMark(row, words),
      writeMarkBadge(writeMark, words),
      h('span', { 'data-fixed': '', 'data-strong': '', 'data-num': '', 'data-part': 'identifier' }, row.request.identifier),
      contractorInline(row, words),
    ),
    h(
      'div',
      { 'data-line': '' },
      ...clientBranchSpans(row, words),
      agentsInline(row.number_of_agents, words),
    ),
    h(
      'div',
      { 'data-line': '', 'data-size': 'xs' },
      // Each time left to right, the range the page's way: the start read first in Arabic too.
      h('span', { 'data-fixed': '', 'data-num': '', 'data-range': '', title: times.zoneNote ?? undefined }, `${words.fixed(times.start)} – ${words.fixed(times.end)}`, zoneMark(times.zoneNote)),
      h('span', { 'data-text': '', 'data-name': '', dir: 'auto', 'data-grow': '', 'data-tone': 'muted', title: `${row.location.name}, ${locationDetail(row)}` }, row.location.name),
    ),
  ];
}

/** The row's content in the given layout, in the words' language. */
export function planningRowCells(row: PlanningRow, layout: RowLayout, writeMark: WriteMark | undefined, words: RowWords): Markup[] {
  return layout === 'wide' ? wideCells(row, writeMark, words) : narrowLines(row, writeMark, words);
}

/** The start-up paint's copy of a row: the same content, not a control yet, so it takes no
 * focus or clicks and carries its own testid, never the list row's. */
export function firstScreenRow(row: PlanningRow, layout: RowLayout, top: number, words: RowWords): MarkupElement {
  return h(
    'div',
    { 'data-row': layout, 'data-testid': 'first-screen-row', 'data-planning-id': String(row.id), 'data-status': row.status, style: `transform: translateY(${top}px)` },
    ...planningRowCells(row, layout, undefined, words),
  );
}
