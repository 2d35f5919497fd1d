/**
 * PUT /api/requests/{id}: the client changes its pending order (or staff correct it). The body
 * names only what changed (src-sync/protocol/request-changes.ts) and the version it was based
 * on; what it leaves out stays as stored, and the whole order is checked again as a new one
 * would be; issues name the keys of the change (`timeslots.0.end`, `location_id`). A timeslot carrying the id of one of the request's own timeslots is that timeslot
 * (changed only if it asks for something else, and then its pending plannings are made again);
 * one without an id is new; when a timeslot list is sent, the request's timeslots left out are
 * removed with their plannings. The client stays the same. Staff are notified.
 *
 * Errors: 404 unknown request; 403 not the client's or staff (`request.update`); 409
 * write_conflict when a part it changes was changed by someone else after `base_version`; 422
 * when the request is no longer pending (the state machine), or for an order that breaks a rule.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { unprocessable } from '../../lib/http-errors.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { assertAllowed } from '../../policies/planning-actions.js';
import { parseJsonArray } from '../../serialize/types.js';
import { timeslotChanged, type RequestBody, type TimeslotInput } from '../../../src-sync/protocol/request-writes.js';
import { requestChangeFields, requestUpdateSchema } from '../../../src-sync/protocol/request-changes.js';
import { parseBody } from '../../writes/parse-body.js';
import { assertNoConflict } from '../../writes/write-conflicts.js';
import { idParamsSchema } from '../planning/lib/params.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { changePath, checkOrder } from './lib/check-order.js';
import { loadRequest } from './lib/load-request.js';
import { notify, staffUsers } from './lib/request-notifications.js';
import { requestAnswer } from './lib/request-answer.js';
import { postRequestEvent } from '../../chat/request-groups.js';
import { setEquipment } from './lib/write-equipment.js';
import { insertTimeslot, removeTimeslots, replaceTimeslot } from './lib/write-timeslots.js';

interface StoredSlot {
  id: number;
  start_date: string | null;
  end_date: string | null;
  continuous: number;
  request_type: string;
  note: string | null;
  timeslots: string;
}

/** A stored timeslot as the order's input (its days as the client typed them). */
function asInput(slot: StoredSlot): TimeslotInput {
  return {
    id: slot.id,
    start: slot.start_date ?? '',
    end: slot.end_date ?? '',
    continuous: slot.continuous === 1 ? 1 : 0,
    request_type: slot.request_type as TimeslotInput['request_type'],
    note: slot.note,
    timeslots: parseJsonArray(slot.timeslots) as TimeslotInput['timeslots'],
  };
}

/** Whether a timeslot asks for anything other than what is stored (the day list parsed). */
const slotChanged = (stored: StoredSlot, slot: TimeslotInput): boolean => timeslotChanged({ ...stored, timeslots: parseJsonArray(stored.timeslots) }, slot);

export function registerUpdateRequest(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/requests/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const changed = parseBody(requestUpdateSchema, request.body);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const current = await loadRequest(trx, id);
      assertAllowed(user, 'request.update', { request: current });
      const asked = changed;
      if (asked.client_id !== undefined && asked.client_id !== current.client_id) {
        throw unprocessable('A request stays with its client.', [{ path: 'client_id', message: 'a request stays with its client' }]);
      }
      await assertNoConflict(trx, { entity: 'requests', id, baseVersion: changed.base_version, fields: requestChangeFields(changed), writer: changes.writer });
      const stored = await trx
        .selectFrom('request_timeslots')
        .select(['id', 'start_date', 'end_date', 'continuous', 'request_type', 'note', 'timeslots'])
        .where('request_id', '=', id)
        .orderBy('id')
        .execute();
      const storedLines = await trx.selectFrom('request_equipment').select(['equipment_id', 'quantity']).where('request_id', '=', id).orderBy('id').execute();
      // The order as it will be: what the change names, the rest as stored.
      const body: RequestBody = {
        request: {
          client_id: current.client_id,
          branch_id: asked.branch_id === undefined ? current.branch_id : asked.branch_id,
          location_id: asked.location_id ?? current.location_id,
          po_number: asked.po_number === undefined ? current.po_number : asked.po_number,
          note: asked.note === undefined ? current.note : asked.note,
          equipment: asked.equipment ?? storedLines,
        },
        planning: changed.timeslots ?? stored.map(asInput),
      };
      const byId = new Map(stored.map((slot) => [slot.id, slot]));
      const foreign = body.planning.flatMap((slot, index) =>
        slot.id !== undefined && !byId.has(slot.id) ? [{ path: `timeslots.${index}.id`, message: 'not a timeslot of this request' }] : [],
      );
      if (foreign[0]) throw unprocessable('A timeslot does not belong to this request.', foreign);
      // A timeslot nobody touched may lie in the past by now: only what changes is checked.
      const unchanged = (slotId: number) => {
        const slot = body.planning.find((s) => s.id === slotId);
        const known = byId.get(slotId);
        return slot !== undefined && known !== undefined && !slotChanged(known, slot);
      };
      const { location } = await checkOrder(trx, body, unchanged, changePath);
      const fields = body.request;
      await changes.before('requests', [id]);
      await trx
        .updateTable('requests')
        .set({ branch_id: fields.branch_id ?? null, location_id: fields.location_id, po_number: fields.po_number ?? null, note: fields.note ?? null, updated_at: utcNow() })
        .where('id', '=', id)
        .execute();
      await setEquipment(trx, changes, id, fields.equipment);
      const owner = { requestId: id, clientId: current.client_id, branchId: fields.branch_id ?? null, locationId: location.id, timezone: location.timezone, poNumber: fields.po_number ?? null };
      const kept = new Set(body.planning.flatMap((slot) => (slot.id === undefined ? [] : [slot.id])));
      await removeTimeslots(trx, changes, stored.filter((slot) => !kept.has(slot.id)).map((slot) => slot.id));
      // A new place moves every planning there: all timeslots are made again then.
      const moved = fields.location_id !== current.location_id || (fields.branch_id ?? null) !== current.branch_id;
      const po = fields.po_number ?? null;
      if (!moved && po !== current.po_number) {
        // The plannings that carried the request's PO number carry the new one.
        const carrying = await trx.selectFrom('plannings').select('id').where('request_id', '=', id).where((eb) => (current.po_number === null ? eb('po_number', 'is', null) : eb('po_number', '=', current.po_number))).execute();
        if (carrying.length > 0) {
          await changes.before('plannings', carrying.map((p) => p.id));
          await trx.updateTable('plannings').set({ po_number: po, updated_at: utcNow() }).where('id', 'in', carrying.map((p) => p.id)).execute();
        }
      }
      for (const slot of body.planning) {
        const known = slot.id === undefined ? undefined : byId.get(slot.id);
        if (!known) await insertTimeslot(trx, changes, owner, slot);
        else if (moved || slotChanged(known, slot)) await replaceTimeslot(trx, changes, owner, known.id, slot);
      }
      await notify(trx, changes, await staffUsers(trx), { kind: 'request-updated', request: { id, identifier: current.identifier, client_id: current.client_id }, actor: user.user });
      await postRequestEvent(trx, changes, id, { key: 'request-changed', params: {} }, user.id);
    }, (trx, _result, recorded) => requestAnswer(trx, id, recorded, 200));
    return sendAnswer(reply, answer);
  });
}
