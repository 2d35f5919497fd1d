/**
 * A request with everything its page shows, live from the local database: its timeslots (in
 * order), its plannings (by start), its equipment lines with the catalogue's names. A temp id of
 * a request created offline follows its server id once the engine has swapped it
 * (currentRecordId reads the swap's mapping).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { currentRecordId, type EquipmentRow, type Local, type PlanningRow, type RequestEquipmentRow, type RequestRow, type RequestTimeslotRow, type LocalDb } from '../../../../src-sync/index.js';

export interface RequestDetails {
  request: Local<RequestRow>;
  timeslots: Local<RequestTimeslotRow>[];
  plannings: Local<PlanningRow>[];
  equipment: { line: Local<RequestEquipmentRow>; item: Local<EquipmentRow> | undefined }[];
}

/** undefined while reading; null when this device holds no such request. */
export function useRequestDetails(db: LocalDb, requestId: number): RequestDetails | null | undefined {
  return useLiveQuery(async () => {
    const id = await currentRecordId(db, requestId);
    const request = await db.requests.get(id);
    if (!request) return null;
    const [timeslots, plannings, lines] = await Promise.all([
      db.request_timeslots.where('request_id').equals(id).toArray(),
      db.plannings.where('request_id').equals(id).toArray(),
      db.request_equipment.where('request_id').equals(id).toArray(),
    ]);
    const items = await db.equipment.bulkGet(lines.map((line) => line.equipment_id));
    return {
      request,
      timeslots: timeslots.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
      plannings: plannings.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
      equipment: lines.map((line, index) => ({ line, item: items[index] })),
    };
  }, [db, requestId]);
}
