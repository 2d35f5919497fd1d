/** Requests (with client, branch and location names), timeslots (day list parsed), equipment lines. */
import { inChunks } from '../sync/in-chunks.js';
import type { RequestRow, RequestTimeslotRow } from '../../src-sync/protocol/entities.js';
import { asEnum, asFlag, parseJsonArray, type Serializer } from './types.js';

export const serializeRequests: Serializer<'requests'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('requests')
      .innerJoin('clients', 'clients.id', 'requests.client_id')
      .leftJoin('branches', 'branches.id', 'requests.branch_id')
      .innerJoin('locations', 'locations.id', 'requests.location_id')
      .select([
        'requests.id', 'requests.identifier', 'requests.client_id', 'requests.branch_id', 'requests.location_id', 'requests.po_number',
        'requests.note', 'requests.status', 'requests.created_at', 'requests.updated_at', 'clients.name as client_name',
        'branches.name as branch_name', 'locations.name as location_name', 'locations.address as location_address',
        'locations.number as location_number', 'locations.timezone as location_timezone',
      ])
      .where('requests.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((r) => ({
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
    }));
  });

export const serializeTimeslots: Serializer<'request_timeslots'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('request_timeslots')
      .select(['id', 'request_id', 'start', 'end', 'continuous', 'request_type', 'note', 'timeslots', 'status', 'updated_at'])
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
