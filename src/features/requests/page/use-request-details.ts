/**
 * A request with everything its page shows, live from the local database: its timeslots (in
 * order), its plannings (by start), its equipment lines with the catalogue's names. A temp id of
 * a request created offline follows its server id once the engine has swapped it
 * (currentRecordId reads the swap's mapping).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { currentRecordId, readRequestEquipment, type Local, type PlanningRow, type RequestEquipmentLine, type RequestRow, type RequestTimeslotRow, type LocalDb } from '../../../../src-sync/index.js';

export interface RequestDetails {
  request: Local<RequestRow>;
  timeslots: Local<RequestTimeslotRow>[];
  plannings: Local<PlanningRow>[];
  equipment: RequestEquipmentLine[];
}

/** undefined while reading; null when this device holds no such request. */
export function useRequestDetails(db: LocalDb, requestId: number): RequestDetails | null | undefined {
  return useLiveQuery(async () => {
    const id = await currentRecordId(db, requestId);
    const request = await db.requests.get(id);
    if (!request) return null;
    const [timeslots, plannings, equipment] = await Promise.all([
      db.request_timeslots.where('request_id').equals(id).toArray(),
      db.plannings.where('request_id').equals(id).toArray(),
      readRequestEquipment(db, id),
    ]);
    return {
      request,
      timeslots: timeslots.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
      plannings: plannings.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
      equipment,
    };
  }, [db, requestId]);
}
