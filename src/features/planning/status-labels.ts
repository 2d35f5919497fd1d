/** Colour names of the contractor statuses (their words are in the `planning-row` catalogue). No
 * Chakra here: the list rows and the start-up paint of the list (before Chakra is loaded) use them too. */
import type { PlanningRow } from '../../../src-sync/index.js';

export type ContractorStatus = NonNullable<PlanningRow['contractor_status']>;

/** The spec names no colours for contractor status; these follow the planning ones in meaning. */
export const CONTRACTOR_STATUS_COLOR: Record<ContractorStatus, string> = {
  pending: 'orange',
  accepted: 'green',
  declined: 'red',
};
