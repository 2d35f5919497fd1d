/** Catalogue keys (namespace `requests`) of a request's status; the job categories' are shared
 * (shared/format/job-category-name.ts). */
import type { RequestStatus } from '../../../src-sync/index.js';

export const STATUS_KEY = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
} as const satisfies Record<RequestStatus, string>;
