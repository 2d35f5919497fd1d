/**
 * A request's equipment lines with the catalogue's item for each, as this device holds them: what
 * the request page lists and what Planning Details shows for the planning's request (spec section
 * 4: a planning's request carries its equipment). Read from the local tables rather than carried
 * on every planning row: a change to the order's equipment then reaches every screen as one
 * request_equipment row, not as every planning of the request sent again.
 */
import type { EquipmentRow, RequestEquipmentRow } from '../protocol/entities.js';
import type { LocalDb } from './local-db.js';
import type { Local } from './vigil-db.js';

export interface RequestEquipmentLine {
  line: Local<RequestEquipmentRow>;
  /** undefined while the catalogue's row is not on this device. */
  item: Local<EquipmentRow> | undefined;
}

/** In the order the lines were added (by id). */
export async function readRequestEquipment(db: LocalDb, requestId: number): Promise<RequestEquipmentLine[]> {
  const lines = (await db.request_equipment.where('request_id').equals(requestId).toArray()).sort((a, b) => a.id - b.id);
  const items = await db.equipment.bulkGet(lines.map((line) => line.equipment_id));
  return lines.map((line, index) => ({ line, item: items[index] }));
}
