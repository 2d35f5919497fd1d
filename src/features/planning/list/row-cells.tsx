/**
 * Text and small parts of a planning row. Plain elements only: their look comes from ROW_STYLES
 * on the list container (row-styles.ts), so mounting a row costs no style resolution.
 */
import { LuGlobe, LuUsers } from 'react-icons/lu';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { formatPlanningDateTime, formatZoneName } from '../format/index.js';
import { CONTRACTOR_STATUS_LABEL, PLANNING_STATUS_LABEL } from '../status-badge.js';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

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

export function rowTimes(row: PlanningRow): RowTimes {
  const tz = row.location.timezone;
  return {
    start: formatPlanningDateTime(row.start, tz),
    end: formatPlanningDateTime(row.end, tz),
    zoneNote: tz && tz !== localZone ? `Times at the location: ${tz} (${formatZoneName(row.start, tz)})` : null,
  };
}

/** Marks times shown in a zone other than the planner's; the zone is in its tooltip. */
export function ZoneMark({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <span data-icon="" title={note} aria-label={note} style={{ marginInlineStart: 4 }}>
      <LuGlobe size="11" />
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
      <span data-icon="">
        <LuUsers aria-hidden="true" />
      </span>
      <span data-num="">{count}</span>
    </span>
  );
}
