/** Catalogue keys (namespace `requests`) of the values a request carries: its status and the
 * job categories of spec section 3, which are data on the wire and words on screen. */
import { JOB_CATEGORIES, type RequestStatus } from '../../../src-sync/index.js';

export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const STATUS_KEY = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
} as const satisfies Record<RequestStatus, string>;

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
