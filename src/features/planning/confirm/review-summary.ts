/** The confirm-planning submit label (spec section 4): 'Confirm all', 'Reject all', or
 * 'confirm N and reject M' (verbatim casing), once every timeslot has a choice. */
import type { TimeslotAction } from '../../../../src-sync/index.js';

export type Choices = ReadonlyMap<number, TimeslotAction>;

export function reviewComplete(timeslotIds: readonly number[], choices: Choices): boolean {
  return timeslotIds.length > 0 && timeslotIds.every((id) => choices.has(id));
}

export function reviewSummary(timeslotIds: readonly number[], choices: Choices): string {
  if (!reviewComplete(timeslotIds, choices)) {
    const chosen = timeslotIds.filter((id) => choices.has(id)).length;
    return `Review every timeslot (${chosen} of ${timeslotIds.length})`;
  }
  const accepted = timeslotIds.filter((id) => choices.get(id) === 'accept').length;
  const rejected = timeslotIds.length - accepted;
  if (rejected === 0) return 'Confirm all';
  if (accepted === 0) return 'Reject all';
  return `confirm ${accepted} and reject ${rejected}`;
}
