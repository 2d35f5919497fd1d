/**
 * The requests of one status tab, newest first, live from the local database (the
 * [status+created_at] index), then filtered and sorted in memory. The tab's rows are read again
 * only when the requests table changes; a keystroke filters the rows already read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { Local, RequestRow, RequestStatus, LocalDb } from '../../../../src-sync/index.js';
import { filterRequests, sortRequests, type RequestFilters, type RequestSort } from './request-filters.js';

export interface RequestListData {
  /** undefined while the tab's rows are read. */
  rows: readonly Local<RequestRow>[] | undefined;
  /** How many the tab holds before filters. */
  total: number;
}

export function useRequestList(db: LocalDb, status: RequestStatus, filters: RequestFilters, sort: RequestSort): RequestListData {
  const tab = useLiveQuery(
    () => db.requests.where('[status+created_at]').between([status, ''], [status, '\uffff']).reverse().toArray(),
    [db, status],
  );
  const rows = useMemo(() => (tab === undefined ? undefined : sortRequests(filterRequests(tab, filters), sort)), [tab, filters, sort]);
  return { rows, total: tab?.length ?? 0 };
}
