import { useLiveQuery } from 'dexie-react-hooks';
import type { Local, RequestRow, RequestTimeslotRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

export interface RequestReview {
  request: Local<RequestRow> | null;
  timeslots: Local<RequestTimeslotRow>[];
}

/** The planning's request and its timeslots in start order, live; undefined while loading. */
export function useRequestReview(requestId: number): RequestReview | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(async () => {
    const request = (await db.requests.get(requestId)) ?? null;
    const timeslots = await db.request_timeslots.where('request_id').equals(requestId).sortBy('start');
    return { request, timeslots };
  }, [db, requestId]);
}
