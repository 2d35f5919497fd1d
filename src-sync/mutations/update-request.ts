/**
 * Changes a pending request (PUT /api/requests/{id}): the same order as a new request, each kept
 * timeslot with its id. On this device at once: the request's fields and period, the timeslots
 * (changed, new under temp ids, removed), the equipment lines, and the plannings of changed or
 * removed timeslots go (the server makes them again and its answer brings them). A request whose
 * create has not reached the server yet cannot be changed: its timeslots have no server ids.
 */
import type { Effect } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { isTempId, nextTempId, resolveTempId } from '../outbox/temp-ids.js';
import type { RequestBodyInput, TimeslotInput } from '../protocol/request-writes.js';
import type { RequestTimeslotRow } from '../protocol/entities.js';
import { MutationInputError, notAvailable } from './mutation-input.js';
import { checkOrderLocally, optimisticEquipment, optimisticRequest, optimisticTimeslot } from './request-order.js';

/** Whether a timeslot asks for anything other than the stored one (as the server decides it). */
export function timeslotChanged(stored: RequestTimeslotRow, slot: TimeslotInput): boolean {
  return (
    stored.start_date !== slot.start ||
    stored.end_date !== slot.end ||
    stored.continuous !== slot.continuous ||
    stored.request_type !== slot.request_type ||
    (stored.note ?? null) !== (slot.note ?? null) ||
    JSON.stringify(stored.timeslots) !== JSON.stringify(slot.timeslots)
  );
}

export async function updateRequest(db: VigilDb, requestId: number, input: RequestBodyInput): Promise<MutationResult> {
  return runMutation(db, async () => {
    const id = await resolveTempId(db, requestId);
    const current = await db.requests.get(id);
    if (!current) throw notAvailable('Request', requestId);
    if (isTempId(id)) throw new MutationInputError('This request has not reached the server yet: change it once it has.', [{ path: 'id', message: 'not sent yet' }]);
    if (current.status !== 'pending') throw new MutationInputError(`This request is already ${current.status}.`, [{ path: 'status', message: `request is ${current.status}` }]);
    const stored = await db.request_timeslots.where('request_id').equals(id).toArray();
    const byId = new Map(stored.map((slot) => [slot.id, slot]));
    const { body, location } = await checkOrderLocally(db, input, (slotId) => {
      const slot = input.planning.find((s) => s.id === slotId);
      const known = byId.get(slotId);
      return slot !== undefined && known !== undefined && !timeslotChanged(known, { ...slot, continuous: slot.continuous === true || slot.continuous === 1 ? 1 : 0 } as TimeslotInput);
    });
    const foreign = body.planning.flatMap((slot, index) => (slot.id !== undefined && !byId.has(slot.id) ? [{ path: `planning.${index}.id`, message: 'not a timeslot of this request' }] : []));
    if (foreign[0]) throw new MutationInputError('A timeslot does not belong to this request.', foreign);

    const moved = body.request.location_id !== current.location_id || (body.request.branch_id ?? null) !== current.branch_id;
    const request = await optimisticRequest(db, id, body, location, current);
    const effects: Effect[] = [{ table: 'requests', id, kind: 'put', row: request }];
    const remade = new Set<number>();
    const kept = new Set<number>();
    for (const slot of body.planning) {
      const known = slot.id === undefined ? undefined : byId.get(slot.id);
      if (!known) {
        const slotId = await nextTempId(db);
        effects.push({ table: 'request_timeslots', id: slotId, kind: 'put', row: optimisticTimeslot(slotId, id, slot, location.timezone) });
        continue;
      }
      kept.add(known.id);
      if (moved || timeslotChanged(known, slot)) {
        remade.add(known.id);
        effects.push({ table: 'request_timeslots', id: known.id, kind: 'put', row: optimisticTimeslot(known.id, id, slot, location.timezone, known.status) });
      }
    }
    for (const slot of stored) {
      if (kept.has(slot.id)) continue;
      remade.add(slot.id);
      effects.push({ table: 'request_timeslots', id: slot.id, kind: 'delete' });
    }
    const plannings = await db.plannings.where('request_id').equals(id).toArray();
    for (const planning of plannings) {
      if (planning.timeslot_id !== null && remade.has(planning.timeslot_id)) effects.push({ table: 'plannings', id: planning.id, kind: 'delete' });
    }
    const lines = await db.request_equipment.where('request_id').equals(id).toArray();
    const wanted = new Map(body.request.equipment.map((line) => [line.equipment_id, line.quantity]));
    for (const line of lines) {
      const quantity = wanted.get(line.equipment_id);
      if (quantity === undefined) effects.push({ table: 'request_equipment', id: line.id, kind: 'delete' });
      else if (quantity !== line.quantity) effects.push({ table: 'request_equipment', id: line.id, kind: 'merge', fields: { quantity } });
    }
    for (const line of body.request.equipment) {
      if (lines.some((known) => known.equipment_id === line.equipment_id)) continue;
      const lineId = await nextTempId(db);
      effects.push({ table: 'request_equipment', id: lineId, kind: 'put', row: optimisticEquipment(lineId, id, line) });
    }
    return { op: 'update-request', entity: 'requests', recordId: id, method: 'PUT', path: '/api/requests/{id}', targetId: id, body: { ...body, currency: 'EUR' }, effects };
  });
}
