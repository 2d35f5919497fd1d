/** A job category's name in the UI's language (spec section 3's categories are data on the wire
 * and words on screen): the request pages, the admin's timeslot review and Planning Details all
 * name a timeslot's job, so they share the one table of catalogue keys (namespace `requests`). */
import { useTranslation } from 'react-i18next';
import { JOB_CATEGORIES } from '../../../src-sync/index.js';

export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_KEY = {
  Static: 'jobs.static',
  'Close protection': 'jobs.closeProtection',
  Events: 'jobs.events',
  Investigation: 'jobs.investigation',
  'K9 Security': 'jobs.k9Security',
  Reception: 'jobs.reception',
  'Fire guard': 'jobs.fireGuard',
} as const satisfies Record<JobCategory, string>;

export const isJobCategory = (value: string): value is JobCategory => (JOB_CATEGORIES as readonly string[]).includes(value);

/** A category the catalogue does not know (an older row's own word) is shown as it came. */
export function useJobCategoryName(): (type: string) => string {
  const { t } = useTranslation('requests');
  return (type) => (isJobCategory(type) ? t(JOB_KEY[type]) : type);
}
