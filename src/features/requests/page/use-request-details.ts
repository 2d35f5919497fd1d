/**
 * A request with everything its page shows, live from the local database: its timeslots (in
 * order), its plannings (by start), its equipment lines with the catalogue's names. A temp id of
 * a request created offline follows its server id once the engine has swapped it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { EquipmentRow, Local, PlanningRow, RequestEquipmentRow, RequestRow, RequestTimeslotRow, LocalDb } from '../../../../src-sync/index.js';

export interface RequestDetails {
  request: Local<RequestRow>;
  timeslots: Local<RequestTimeslotRow>[];
  plannings: Local<PlanningRow>[];
  equipment: { line: Local<RequestEquipmentRow>; item: Local<EquipmentRow> | undefined }[];
}

/** undefined while reading; null when this device holds no such request. */
export function useRequestDetails(db: LocalDb, requestId: number): RequestDetails | null | undefined {
  return useLiveQuery(async () => {
    const request = await db.requests.get(requestId);
    if (!request) return null;
    const [timeslots, plannings, lines] = await Promise.all([
      db.request_timeslots.where('request_id').equals(requestId).toArray(),
      db.plannings.where('request_id').equals(requestId).toArray(),
      db.request_equipment.where('request_id').equals(requestId).toArray(),
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
