/**
 * What a planning row shows, as markup (shared/markup): built with plain DOM calls by the list's
 * row (planning-row.tsx) and by the start-up paint (src/app/first-paint), so both draw the very
 * same row. Plain elements only: their look comes from ROW_STYLES on the list container
 * (row-styles.ts), or first-screen.css before the app is loaded.
 */
import type { PlanningRow } from '../../../../src-sync/index.js';
import { h, type Markup, type MarkupElement } from '../../../shared/markup/markup.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';
import { CONTRACTOR_STATUS_LABEL, PLANNING_STATUS_LABEL } from '../status-labels.js';
import type { RowLayout } from './row-layout.js';
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
export function clientBranchText(row: PlanningRow): string {
  return row.branch ? `${row.client.name} → ${row.branch.name}` : row.client.name;
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

function cached(kind: 'time' | 'zone', utc: string, tz: string, format: () => string): string {
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

export function rowTimes(row: PlanningRow): RowTimes {
  const tz = row.location.timezone;
  return {
    start: cached('time', row.start, tz, () => formatPlanningDateTime(row.start, tz)),
    end: cached('time', row.end, tz, () => formatPlanningDateTime(row.end, tz)),
    zoneNote: tz && tz !== localZone ? `Times at the location: ${tz} (${cached('zone', row.start, tz, () => formatZoneName(row.start, tz))})` : null,
  };
}

/** Marks times shown in a zone other than the planner's; the zone is in its tooltip. */
function zoneMark(note: string | null): Markup | null {
  return note ? h('span', { 'data-icon': '', title: note, 'aria-label': note, style: 'margin-inline-start: 4px' }, GLOBE) : null;
}

function statusMark(row: PlanningRow): MarkupElement {
  return h('span', { 'data-badge': 'status', 'data-value': row.status }, PLANNING_STATUS_LABEL[row.status]);
}

function contractorMark(status: PlanningRow['contractor_status']): MarkupElement | null {
  return status ? h('span', { 'data-badge': 'contractor', 'data-value': status, 'data-contractor-status': status }, CONTRACTOR_STATUS_LABEL[status]) : null;
}

/** Words, not only colour: 'Change refused' sends the planner to the details or sync status. */
function writeMarkBadge(mark: WriteMark | undefined): MarkupElement | null {
  if (mark === undefined) return null;
  if (mark === 'remote') {
    return h('span', { 'data-badge': 'write', 'data-value': mark, 'data-testid': 'planning-row-remote', title: 'Older than what this device keeps: shown while you look at these dates' }, 'Loaded from the server');
  }
  const title = mark === 'failed' ? 'The server refused a change to this planning: open it to retry or discard' : 'A change to this planning is waiting to be sent';
  return h('span', { 'data-badge': 'write', 'data-value': mark, 'data-testid': 'planning-row-write', title }, mark === 'failed' ? 'Change refused' : 'Queued');
}

/** Name over the contractor status (wide layout). */
function contractorCell(row: PlanningRow): MarkupElement {
  if (!row.contractor) return h('span', { 'data-text': '', 'data-tone': 'muted' }, 'Not forwarded');
  return h(
    'div',
    { 'data-cell': '' },
    h('span', { 'data-text': '', title: row.contractor.name, 'data-part': 'contractor' }, row.contractor.name),
    contractorMark(row.contractor_status),
  );
}

/** Name and status on one line (narrow layout); nothing when not forwarded, to keep the line short. */
function contractorInline(row: PlanningRow): MarkupElement | null {
  if (!row.contractor) return null;
  return h(
    'span',
    { 'data-line': '', 'data-push': '', style: 'max-width: 45%; gap: 4px' },
    h('span', { 'data-text': '', title: row.contractor.name, 'data-part': 'contractor' }, row.contractor.name),
    contractorMark(row.contractor_status),
  );
}

function agentsInline(count: number): MarkupElement {
  return h(
    'span',
    { 'data-line': '', 'data-fixed': '', title: 'Agents needed', 'aria-label': `${count} agents needed`, style: 'gap: 4px' },
    h('span', { 'data-icon': '' }, USERS),
    h('span', { 'data-num': '' }, String(count)),
  );
}

function wideCells(row: PlanningRow, writeMark: WriteMark | undefined): Markup[] {
  const times = rowTimes(row);
  const place = locationDetail(row);
  return [
    h('span', { 'data-text': '', 'data-strong': '', 'data-num': '', 'data-part': 'identifier', title: row.request.identifier }, row.request.identifier),
    h(
      'div',
      { 'data-cell': '', title: clientBranchText(row) },
      h('span', { 'data-text': '' }, row.client.name),
      row.branch && h('span', { 'data-text': '', 'data-tone': 'muted' }, `→ ${row.branch.name}`),
    ),
    h(
      'div',
      { 'data-cell': '', title: place ? `${row.location.name}, ${place}` : row.location.name },
      h('span', { 'data-text': '' }, row.location.name),
      h('span', { 'data-text': '', 'data-tone': 'muted', 'data-size': 'xs' }, place),
    ),
    h(
      'div',
      { 'data-cell': '', 'data-num': '', title: times.zoneNote ?? undefined },
      h('span', { 'data-text': '' }, times.start, zoneMark(times.zoneNote)),
      h('span', { 'data-text': '', 'data-tone': 'muted' }, times.end),
    ),
    h('span', { 'data-num': '', 'data-end': '', title: 'Agents needed' }, String(row.number_of_agents)),
    h('div', { 'data-cell': '', 'data-stack': '' }, statusMark(row), writeMarkBadge(writeMark)),
    contractorCell(row),
  ];
}

function narrowLines(row: PlanningRow, writeMark: WriteMark | undefined): Markup[] {
  const times = rowTimes(row);
  return [
    h(
      'div',
      { 'data-line': '' },
      statusMark(row),
      writeMarkBadge(writeMark),
      h('span', { 'data-fixed': '', 'data-strong': '', 'data-num': '', 'data-part': 'identifier' }, row.request.identifier),
      h('span', { 'data-text': '', 'data-grow': '', title: clientBranchText(row) }, clientBranchText(row)),
      agentsInline(row.number_of_agents),
    ),
    h(
      'div',
      { 'data-line': '', 'data-size': 'xs' },
      h('span', { 'data-fixed': '', 'data-num': '', title: times.zoneNote ?? undefined }, `${times.start} – ${times.end}`, zoneMark(times.zoneNote)),
      h('span', { 'data-text': '', 'data-grow': '', 'data-tone': 'muted', title: `${row.location.name}, ${locationDetail(row)}` }, row.location.name),
      contractorInline(row),
    ),
  ];
}

/** The row's content in the given layout. */
export function planningRowCells(row: PlanningRow, layout: RowLayout, writeMark: WriteMark | undefined): Markup[] {
  return layout === 'wide' ? wideCells(row, writeMark) : narrowLines(row, writeMark);
}

/** The start-up paint's copy of a row: the same content, not a control yet, so it takes no
 * focus or clicks and carries its own testid, never the list row's. */
export function firstScreenRow(row: PlanningRow, layout: RowLayout, top: number): MarkupElement {
  return h(
    'div',
    { 'data-row': layout, 'data-testid': 'first-screen-row', 'data-planning-id': String(row.id), 'data-status': row.status, style: `transform: translateY(${top}px)` },
    ...planningRowCells(row, layout, undefined),
  );
}
