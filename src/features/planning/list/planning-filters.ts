/** What the planner narrows the list by. Kept as one plain object so it can be reset at once. */
import type { PlanningStatus } from '../../../../src-sync/index.js';
import type { DateRangeChoice } from './date-range.js';

/** 'none' is the plannings not forwarded to any subcontractor. */
export type SubcontractorChoice = number | 'none' | null;

export interface PlanningFilters {
  /** Empty means every status. */
  statuses: readonly PlanningStatus[];
  range: DateRangeChoice;
  clientId: number | null;
  branchId: number | null;
  subcontractor: SubcontractorChoice;
  locationId: number | null;
  search: string;
}

export const DEFAULT_FILTERS: PlanningFilters = {
  statuses: [],
  range: { kind: 'month' },
  clientId: null,
  branchId: null,
  subcontractor: null,
  locationId: null,
  search: '',
};

/** True when anything beyond the planner's default view is applied. */
export function hasActiveFilters(filters: PlanningFilters): boolean {
  return (
    filters.statuses.length > 0 ||
    filters.range.kind !== 'month' ||
    filters.clientId !== null ||
    filters.branchId !== null ||
    filters.subcontractor !== null ||
    filters.locationId !== null ||
    filters.search.trim() !== ''
  );
}
