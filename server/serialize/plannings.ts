/**
 * Plannings with their denormalised display parts (request identifier, client, branch,
 * location, contractor) in ONE query per chunk: a subcontractor or agent can render a planning
 * without being allowed to see the parent rows themselves.
 */
import { inChunks } from '../sync/in-chunks.js';
import type { PlanningRow } from '../../src-sync/protocol/entities.js';
import { asEnum, type Serializer } from './types.js';
import type { Executor } from '../sync/change-log.js';

/** Plannings with the parents their display parts come from (plannings-json.ts reads the same). */
export const joinedPlannings = (db: Executor) =>
  db
    .selectFrom('plannings')
    .innerJoin('requests', 'requests.id', 'plannings.request_id')
    .innerJoin('clients', 'clients.id', 'plannings.client_id')
    .leftJoin('branches', 'branches.id', 'plannings.branch_id')
    .innerJoin('locations', 'locations.id', 'plannings.location_id')
    .leftJoin('subcontractors', 'subcontractors.id', 'plannings.subcontractor_id');

export const serializePlannings: Serializer<'plannings'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = joinedPlannings(db)
      .select([
        'plannings.id', 'plannings.request_id', 'plannings.timeslot_id', 'plannings.request_type', 'plannings.status',
        'plannings.subcontractor_id', 'plannings.contractor_status', 'plannings.client_id', 'plannings.branch_id',
        'plannings.location_id', 'plannings.start', 'plannings.end', 'plannings.number_of_agents', 'plannings.description',
        'plannings.po_number', 'plannings.currency', 'plannings.created_at', 'plannings.updated_at', 'plannings.version',
        'plannings.temp_id',
        'requests.identifier as request_identifier', 'requests.po_number as request_po_number', 'requests.note as request_note',
        'clients.name as client_name', 'branches.name as branch_name', 'locations.name as location_name',
        'locations.address as location_address', 'locations.number as location_number', 'locations.timezone as location_timezone',
        'subcontractors.company_name as contractor_name',
      ])
      .where('plannings.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((r): PlanningRow => ({
      id: r.id,
      request_id: r.request_id,
      timeslot_id: r.timeslot_id,
      request_type: r.request_type,
      status: asEnum<PlanningRow['status']>(r.status),
      subcontractor_id: r.subcontractor_id,
      contractor_status: r.contractor_status === null ? null : asEnum<NonNullable<PlanningRow['contractor_status']>>(r.contractor_status),
      client_id: r.client_id,
      branch_id: r.branch_id,
      location_id: r.location_id,
      start: r.start,
      end: r.end,
      number_of_agents: r.number_of_agents,
      description: r.description,
      po_number: r.po_number,
      currency: r.currency,
      created_at: r.created_at,
      updated_at: r.updated_at,
      version: r.version,
      tempId: r.temp_id,
      request: { id: r.request_id, identifier: r.request_identifier, po_number: r.request_po_number, note: r.request_note },
      client: { name: r.client_name },
      branch: r.branch_name === null ? null : { name: r.branch_name },
      location: { name: r.location_name, address: r.location_address, number: r.location_number, timezone: r.location_timezone },
      contractor: r.contractor_name === null ? null : { name: r.contractor_name },
    }));
  });
