/** Requests (with client, branch and location names, the period and job categories of their
 * timeslots, and their images), timeslots (day list parsed), equipment lines. */
import { inChunks } from '../sync/in-chunks.js';
import type { Executor } from '../sync/change-log.js';
import type { RequestImage, RequestRow, RequestTimeslotRow } from '../../src-sync/protocol/entities.js';
import { asEnum, asFlag, parseJsonArray, type Serializer } from './types.js';

interface RequestSummary {
  period_start: string | null;
  period_end: string | null;
  request_types: string[];
  images: RequestImage[];
}

/** What a request's list row shows of its timeslots and images: two queries per chunk. */
async function summaries(db: Executor, ids: readonly number[]): Promise<Map<number, RequestSummary>> {
  const out = new Map<number, RequestSummary>(ids.map((id) => [id, { period_start: null, period_end: null, request_types: [], images: [] }]));
  const slots = await db
    .selectFrom('request_timeslots')
    .select(['request_id', 'start', 'end', 'request_type'])
    .where('request_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const slot of slots) {
    const summary = out.get(slot.request_id);
    if (!summary) continue;
    if (summary.period_start === null || slot.start < summary.period_start) summary.period_start = slot.start;
    if (summary.period_end === null || slot.end > summary.period_end) summary.period_end = slot.end;
    if (!summary.request_types.includes(slot.request_type)) summary.request_types.push(slot.request_type);
  }
  const images = await db.selectFrom('request_images').select(['id', 'request_id', 'file', 'created_at']).where('request_id', 'in', ids).orderBy('id').execute();
  for (const image of images) out.get(image.request_id)?.images.push({ id: image.id, file: image.file, created_at: image.created_at });
  return out;
}

export const serializeRequests: Serializer<'requests'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('requests')
      .innerJoin('clients', 'clients.id', 'requests.client_id')
      .leftJoin('branches', 'branches.id', 'requests.branch_id')
      .innerJoin('locations', 'locations.id', 'requests.location_id')
      .select([
        'requests.id', 'requests.identifier', 'requests.client_id', 'requests.branch_id', 'requests.location_id', 'requests.po_number',
        'requests.note', 'requests.status', 'requests.created_by', 'requests.created_at', 'requests.updated_at', 'requests.version', 'requests.temp_id', 'clients.name as client_name',
        'branches.name as branch_name', 'locations.name as location_name', 'locations.address as location_address',
        'locations.number as location_number', 'locations.timezone as location_timezone',
      ])
      .where('requests.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    const extra = rows.length > 0 ? await summaries(db, rows.map((r) => r.id)) : new Map<number, RequestSummary>();
    return rows.map((r): RequestRow => ({
      id: r.id,
      identifier: r.identifier,
      client_id: r.client_id,
      branch_id: r.branch_id,
      location_id: r.location_id,
      po_number: r.po_number,
      note: r.note,
      status: asEnum<RequestRow['status']>(r.status),
      created_at: r.created_at,
      updated_at: r.updated_at,
      client: { name: r.client_name },
      branch: r.branch_name === null ? null : { name: r.branch_name },
      location: { name: r.location_name, address: r.location_address, number: r.location_number, timezone: r.location_timezone },
      created_by: r.created_by,
      version: r.version,
      tempId: r.temp_id,
      ...(extra.get(r.id) ?? { period_start: null, period_end: null, request_types: [], images: [] }),
    }));
  });

export const serializeTimeslots: Serializer<'request_timeslots'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('request_timeslots')
      .select(['id', 'request_id', 'start', 'end', 'continuous', 'request_type', 'note', 'timeslots', 'status', 'updated_at', 'start_date', 'end_date'])
      .where('request_timeslots.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((r) => ({
      ...r,
      continuous: asFlag(r.continuous),
      timeslots: parseJsonArray(r.timeslots) as RequestTimeslotRow['timeslots'],
      status: asEnum<RequestTimeslotRow['status']>(r.status),
    }));
  });

export const serializeRequestEquipment: Serializer<'request_equipment'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('request_equipment')
      .select(['id', 'request_id', 'equipment_id', 'quantity', 'updated_at'])
      .where('request_equipment.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute();
  });
