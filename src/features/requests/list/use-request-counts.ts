/**
 * Live counts of the status tabs (spec section 4: Pending, Confirmed, Canceled), counted in the
 * local database by its status index, so they are real, follow every change (a request created
 * offline counts at once) and cost three index counts, never a read of the rows. The old build's
 * "(20)" placeholders are what this replaces.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { REQUEST_STATUSES, type RequestStatus, type LocalDb } from '../../../../src-sync/index.js';

export type RequestCounts = Readonly<Record<RequestStatus, number>>;

/** undefined while the first count is read. */
export function useRequestCounts(db: LocalDb): RequestCounts | undefined {
  return useLiveQuery(async () => {
    const counts = await Promise.all(REQUEST_STATUSES.map((status) => db.requests.where('status').equals(status).count()));
    return Object.fromEntries(REQUEST_STATUSES.map((status, index) => [status, counts[index] ?? 0])) as Record<RequestStatus, number>;
  }, [db]);
}
