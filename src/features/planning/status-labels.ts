/** Words and colour names of the planning and contractor statuses. No Chakra here: the list rows
 * and the start-up paint of the list (before Chakra is loaded) use them too. */
import type { PlanningRow, PlanningStatus } from '../../../src-sync/index.js';

export type ContractorStatus = NonNullable<PlanningRow['contractor_status']>;

export const PLANNING_STATUS_LABEL: Record<PlanningStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  started: 'Started',
  ended: 'Ended',
  finished: 'Finished',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  archived: 'Archived',
};

export const CONTRACTOR_STATUS_LABEL: Record<ContractorStatus, string> = {
  pending: 'Awaiting reply',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The spec names no colours for contractor status; these follow the planning ones in meaning. */
export const CONTRACTOR_STATUS_COLOR: Record<ContractorStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  declined: 'red',
};
