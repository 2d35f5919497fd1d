/** The confirm-planning submit label (spec section 4): 'Confirm all', 'Reject all', or
 * 'confirm N and reject M' (verbatim casing), once every timeslot has a choice. */
import type { TimeslotAction } from '../../../../src-sync/index.js';
import type { Translate } from '../../../i18n/lookup.js';

export type Choices = ReadonlyMap<number, TimeslotAction>;

export function reviewComplete(timeslotIds: readonly number[], choices: Choices): boolean {
  return timeslotIds.length > 0 && timeslotIds.every((id) => choices.has(id));
}

export function reviewSummary(timeslotIds: readonly number[], choices: Choices, t: Translate): string {
  if (!reviewComplete(timeslotIds, choices)) {
    const chosen = timeslotIds.filter((id) => choices.has(id)).length;
    return t('planning-confirm:summary.reviewEvery', { chosen, total: timeslotIds.length });
  }
  const accepted = timeslotIds.filter((id) => choices.get(id) === 'accept').length;
  const rejected = timeslotIds.length - accepted;
  if (rejected === 0) return t('planning-confirm:summary.confirmAll');
  if (accepted === 0) return t('planning-confirm:summary.rejectAll');
  return t('planning-confirm:summary.confirmAndReject', { accepted, rejected });
}
