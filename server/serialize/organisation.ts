/** Clients, branches, locations, contacts, subcontractors, equipment: plain rows. */
import { inChunks } from '../sync/in-chunks.js';
import { asFlag, type Serializer } from './types.js';

/** `archived` as the 0/1 flag of the wire, the creating client's `temp_id` as the spec's `tempId`. */
const withFlag = <R extends { archived: number; temp_id: string | null }>(rows: R[]) =>
  rows.map(({ temp_id, ...row }) => ({ ...row, archived: asFlag(row.archived), tempId: temp_id }));

export const serializeClients: Serializer<'clients'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db.selectFrom('clients').select(['id', 'name', 'email', 'phone', 'address', 'archived', 'version', 'temp_id', 'updated_at']).where('clients.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });

export const serializeBranches: Serializer<'branches'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('branches')
      .select(['id', 'client_id', 'name', 'address', 'email', 'phone', 'archived', 'version', 'temp_id', 'updated_at'])
      .where('branches.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });

export const serializeLocations: Serializer<'locations'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('locations')
      .select([
        'id', 'client_id', 'subcontractor_id', 'branch_id', 'name', 'address', 'number', 'postal_code', 'city', 'country', 'timezone',
        'latitude', 'longitude', 'archived', 'version', 'temp_id', 'updated_at',
      ])
      .where('locations.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });

export const serializeContacts: Serializer<'contacts'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('contacts')
      .select(['id', 'client_id', 'branch_id', 'first_name', 'last_name', 'email', 'phone', 'function', 'archived', 'version', 'temp_id', 'updated_at'])
      .where('contacts.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });

export const serializeSubcontractors: Serializer<'subcontractors'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('subcontractors')
      .select(['id', 'company_name', 'email', 'phone', 'vat_number', 'archived', 'version', 'temp_id', 'updated_at'])
      .where('subcontractors.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });

export const serializeEquipment: Serializer<'equipment'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db.selectFrom('equipment').select(['id', 'name', 'description', 'archived', 'version', 'temp_id', 'updated_at']).where('equipment.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then(withFlag);
  });
