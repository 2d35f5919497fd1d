/**
 * Changes a pending request (PUT /api/requests/{id}). The form hands the whole order (each kept
 * timeslot with its id); the write carries only what differs from the request as the user sees
 * it (src-sync/protocol/request-changes.ts: the request's fields, its equipment lines, the
 * timeslot list when any timeslot changed) and the version that view is based on. On this device
 * at once: the request's fields and period, the timeslots (changed, new under temp ids,
 * removed), the equipment lines, and the plannings of changed or removed timeslots go (the
 * server makes them again and its answer brings them).
 *
 * A request whose create has not reached the server yet is changed too: the write waits behind
 * the create (its target is the request's temp id, swapped for the server's when the create is
 * answered), and since its timeslots have no server ids to name yet, a changed timeslot list is
 * sent without ids, so the server makes the request's timeslots and plannings again from it.
 * There is no version to base it on: nobody else has seen the request yet.
 */
import type { Effect } from '../db/engine-tables.js';
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { runMutation, unchanged, type MutationResult } from '../outbox/enqueue.js';
import { isTempId, nextTempId, resolveTempId } from '../outbox/temp-ids.js';
import { timeslotChanged, type RequestBodyInput } from '../protocol/request-writes.js';
import type { RequestEquipmentRow } from '../protocol/entities.js';
import type { RequestUpdateBody } from '../protocol/request-changes.js';
import { baseVersionOf, changedFields } from './changed-fields.js';
import { MutationInputError, notAvailable } from './mutation-input.js';
import { checkOrderLocally, optimisticEquipment, optimisticRequest, optimisticTimeslot } from './request-order.js';


/** Equipment lines compared as sets of (equipment, quantity). */
function sameLines(stored: readonly RequestEquipmentRow[], wanted: readonly { equipment_id: number; quantity: number }[]): boolean {
  const key = (lines: readonly { equipment_id: number; quantity: number }[]) => JSON.stringify([...lines].map((l) => [l.equipment_id, l.quantity]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)));
  return key(stored) === key(wanted);
}

export async function updateRequest(local: LocalDb, requestId: number, input: RequestBodyInput): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const id = await resolveTempId(db, requestId);
    const current = await db.requests.get(id);
    if (!current) throw notAvailable('Request', requestId);
    if (current.status !== 'pending') throw new MutationInputError(`This request is already ${current.status}.`, [{ path: 'status', message: `request is ${current.status}` }]);
    const stored = await db.request_timeslots.where('request_id').equals(id).toArray();
    const byId = new Map(stored.map((slot) => [slot.id, slot]));
    const { body, location } = await checkOrderLocally(db, input, (slotId) => {
      const slot = input.planning.find((s) => s.id === slotId);
      const known = byId.get(slotId);
      return slot !== undefined && known !== undefined && !timeslotChanged(known, { ...slot, continuous: slot.continuous === true || slot.continuous === 1 ? 1 : 0 });
    });
    const foreign = body.planning.flatMap((slot, index) => (slot.id !== undefined && !byId.has(slot.id) ? [{ path: `planning.${index}.id`, message: 'not a timeslot of this request' }] : []));
    if (foreign[0]) throw new MutationInputError('A timeslot does not belong to this request.', foreign);

    const lines = await db.request_equipment.where('request_id').equals(id).toArray();
    const { client_id: _sameClient, equipment, ...own } = body.request;
    const change: RequestUpdateBody = changedFields({ ...own, branch_id: own.branch_id ?? null, po_number: own.po_number ?? null, note: own.note ?? null }, current);
    if (!sameLines(lines, equipment)) change.equipment = equipment;
    const slotsChanged = body.planning.length !== stored.length || body.planning.some((slot) => {
      const known = slot.id === undefined ? undefined : byId.get(slot.id);
      return !known || timeslotChanged(known, slot);
    });
    if (slotsChanged) change.timeslots = isTempId(id) ? body.planning.map(({ id: _notOnServer, ...slot }) => slot) : body.planning;
    if (Object.keys(change).length === 0) return unchanged(id);
    const baseVersion = await baseVersionOf(db, 'requests', id);
    if (baseVersion !== undefined) change.base_version = baseVersion;
    change.currency = 'EUR';

    const moved = body.request.location_id !== current.location_id || (body.request.branch_id ?? null) !== current.branch_id;
    // A merge of what differs, so "Take theirs" can take fields out of it like any write's.
    const request = await optimisticRequest(db, id, body, location, current);
    const effects: Effect[] = [{ table: 'requests', id, kind: 'merge', fields: changedFields(request, current) }];
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
    return { op: 'update-request', entity: 'requests', recordId: id, method: 'PUT', path: '/api/requests/{id}', targetId: id, body: change, effects };
  });
}
