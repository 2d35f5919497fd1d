/**
 * What the request mutations share: the order's checks on this device (the same rules as the
 * server: src-sync/protocol/request-writes.ts, fed with the local copies of the client, branch,
 * location and equipment) and the optimistic rows an order makes (the request with its
 * denormalised names and period, its timeslots, its equipment lines). Plannings are the server's
 * to make: they arrive with its answer.
 */
import type { Local, VigilDb } from '../db/vigil-db.js';
import type { LocationRow, RequestEquipmentRow, RequestRow, RequestTimeslotRow } from '../protocol/entities.js';
import {
  issuePath, pastStartIssues, requestBodySchema, requestRelationIssues, type RequestBody, type RequestBodyInput, type TimeslotInput,
} from '../protocol/request-writes.js';
import { timeslotPlannings } from '../protocol/timeslot-calendar.js';
import { MutationInputError, parseInput, utcNow } from './mutation-input.js';

/** Shape, rules, relations and dates, in that order; every issue is reported at once. */
export async function checkOrderLocally(db: VigilDb, input: RequestBodyInput, unchanged: (id: number) => boolean = () => false): Promise<{ body: RequestBody; location: Local<LocationRow> }> {
  const body = parseInput(requestBodySchema, input);
  const fields = body.request;
  const [client, branch, location, equipment] = await Promise.all([
    db.clients.get(fields.client_id),
    fields.branch_id == null ? Promise.resolve(undefined) : db.branches.get(fields.branch_id),
    db.locations.get(fields.location_id),
    db.equipment.bulkGet(fields.equipment.map((line) => line.equipment_id)),
  ]);
  const known = new Set(equipment.flatMap((row) => (row ? [row.id] : [])));
  const issues = [
    ...requestRelationIssues(fields, { client, branch, location, equipment: known }),
    ...(location ? pastStartIssues(body.planning, location.timezone, Date.now(), unchanged) : []),
  ].map((issue) => ({ path: issuePath(issue), message: issue.message }));
  const first = issues[0];
  if (first || !location) throw new MutationInputError(first ? `${first.path}: ${first.message}` : 'Invalid request.', issues);
  return { body, location };
}

/** The request row as it will read once the server has it (its identifier comes with the answer). */
export async function optimisticRequest(db: VigilDb, id: number, body: RequestBody, location: Local<LocationRow>, base: Partial<Local<RequestRow>>): Promise<Local<RequestRow>> {
  const fields = body.request;
  const client = await db.clients.get(fields.client_id);
  const branch = fields.branch_id == null ? undefined : await db.branches.get(fields.branch_id);
  const instants = body.planning.flatMap((slot) => timeslotPlannings(slot, location.timezone));
  const starts = instants.map((p) => p.start).sort();
  const ends = instants.map((p) => p.end).sort();
  const now = utcNow();
  return {
    identifier: '',
    status: 'pending',
    created_at: now,
    created_by: null,
    images: [],
    version: 1,
    ...base,
    id,
    client_id: fields.client_id,
    branch_id: fields.branch_id ?? null,
    location_id: fields.location_id,
    po_number: fields.po_number ?? null,
    note: fields.note ?? null,
    updated_at: now,
    client: { name: client?.name ?? '' },
    branch: branch ? { name: branch.name } : null,
    location: { name: location.name, address: location.address, number: location.number, timezone: location.timezone },
    period_start: starts[0] ?? null,
    period_end: ends[ends.length - 1] ?? null,
    request_types: [...new Set(body.planning.map((slot) => slot.request_type))],
  };
}

/** A timeslot row as the server will store it (first planning's start, last one's end). */
export function optimisticTimeslot(id: number, requestId: number, slot: TimeslotInput, timeZone: string, status: RequestTimeslotRow['status'] = 'pending'): Local<RequestTimeslotRow> {
  const plannings = timeslotPlannings(slot, timeZone);
  return {
    id,
    request_id: requestId,
    start: plannings[0]?.start ?? `${slot.start} 00:00:00`,
    end: plannings[plannings.length - 1]?.end ?? `${slot.end} 00:00:00`,
    continuous: slot.continuous,
    request_type: slot.request_type,
    note: slot.note ?? null,
    timeslots: slot.timeslots.map((line) => ({ ...line })),
    status,
    updated_at: utcNow(),
    start_date: slot.start,
    end_date: slot.end,
  };
}

export function optimisticEquipment(id: number, requestId: number, line: RequestBody['request']['equipment'][number]): Local<RequestEquipmentRow> {
  return { id, request_id: requestId, equipment_id: line.equipment_id, quantity: line.quantity, updated_at: utcNow() };
}
