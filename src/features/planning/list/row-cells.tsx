/**
 * Text and small parts of a planning row. Plain elements only: their look comes from ROW_STYLES
 * on the list container (row-styles.ts), so mounting a row costs no style resolution.
 */
import type { PlanningRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';
import { CONTRACTOR_STATUS_LABEL, PLANNING_STATUS_LABEL } from '../status-labels.js';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Lucide's globe and users, inline and hoisted: an icon component per row mount (two per row)
// showed up in keystroke profiles; a constant element costs nothing to create.
const svgProps = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
const GLOBE = (
  <svg width="11" height="11" {...svgProps}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </svg>
);
const USERS = (
  <svg width="14" height="14" {...svgProps}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </svg>
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

// Per stored row object (a live-query result keeps its objects until that day is re-read): rows
// re-mount on every keystroke that changes the list, and zone-aware formatting is the costly part.
const timesCache = new WeakMap<PlanningRow, RowTimes>();

export function rowTimes(row: PlanningRow): RowTimes {
  let times = timesCache.get(row);
  if (!times) {
    const tz = row.location.timezone;
    times = {
      start: formatPlanningDateTime(row.start, tz),
      end: formatPlanningDateTime(row.end, tz),
      zoneNote: tz && tz !== localZone ? `Times at the location: ${tz} (${formatZoneName(row.start, tz)})` : null,
    };
    timesCache.set(row, times);
  }
  return times;
}

/** Marks times shown in a zone other than the planner's; the zone is in its tooltip. */
export function ZoneMark({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <span data-icon="" title={note} aria-label={note} style={{ marginInlineStart: 4 }}>
      {GLOBE}
    </span>
  );
}

export function StatusMark({ row }: { row: PlanningRow }) {
  return (
    <span data-badge="status" data-value={row.status}>
      {PLANNING_STATUS_LABEL[row.status]}
    </span>
  );
}

function ContractorMark({ status }: { status: PlanningRow['contractor_status'] }) {
  if (!status) return null;
  return (
    <span data-badge="contractor" data-value={status} data-contractor-status={status}>
      {CONTRACTOR_STATUS_LABEL[status]}
    </span>
  );
}

/** Name over the contractor status (wide layout). */
export function ContractorCell({ row }: { row: PlanningRow }) {
  if (!row.contractor) {
    return (
      <span data-text="" data-tone="muted">
        Not forwarded
      </span>
    );
  }
  return (
    <div data-cell="">
      <span data-text="" title={row.contractor.name} data-part="contractor">
        {row.contractor.name}
      </span>
      <ContractorMark status={row.contractor_status} />
    </div>
  );
}

/** Name and status on one line (narrow layout); nothing when not forwarded, to keep the line short. */
export function ContractorInline({ row }: { row: PlanningRow }) {
  if (!row.contractor) return null;
  return (
    <span data-line="" data-push="" style={{ maxWidth: '45%', gap: 4 }}>
      <span data-text="" title={row.contractor.name} data-part="contractor">
        {row.contractor.name}
      </span>
      <ContractorMark status={row.contractor_status} />
    </span>
  );
}

export function AgentsInline({ count }: { count: number }) {
  return (
    <span data-line="" data-fixed="" title="Agents needed" aria-label={`${count} agents needed`} style={{ gap: 4 }}>
      <span data-icon="">{USERS}</span>
      <span data-num="">{count}</span>
    </span>
  );
}
