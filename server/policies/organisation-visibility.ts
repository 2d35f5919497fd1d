/**
 * Organisations and the catalogue: clients, branches, locations and contacts (a client sees its
 * own; planners see all but contacts, which are the client's people and none of their business),
 * subcontractors (a subcontractor sees its own row), equipment (a catalogue every signed-in user
 * needs to build requests).
 */
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { inChunks } from '../sync/in-chunks.js';
import { AudienceBuilder, STAFF, anyOf, keyOrNull } from './filter-helpers.js';
import type { EntityPolicy } from './types.js';
import { audienceKey } from './viewer.js';

export const clientPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'clients'>();
    return anyOf(v.clientId === null ? [] : [eb('clients.id', '=', v.clientId)]);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('clients').select('id').where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [...STAFF, audienceKey.client(r.id)]);
    return out.build();
  },
};

export const branchPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'branches'>();
    return anyOf(v.clientId === null ? [] : [eb('branches.client_id', '=', v.clientId)]);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('branches').select(['id', 'client_id']).where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [...STAFF, audienceKey.client(r.client_id)]);
    return out.build();
  },
};

/** A location belongs to a client (its sites) or to a subcontractor (its own sites). */
export const locationPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'locations'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.clientId !== null) parts.push(eb('locations.client_id', '=', v.clientId));
    if (v.subcontractorId !== null) parts.push(eb('locations.subcontractor_id', '=', v.subcontractorId));
    return anyOf(parts);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('locations').select(['id', 'client_id', 'subcontractor_id']).where('id', 'in', chunk).execute());
    for (const r of rows) {
      out.row(r.id, STAFF);
      out.add(r.id, keyOrNull(audienceKey.client, r.client_id));
      out.add(r.id, keyOrNull(audienceKey.subcontractor, r.subcontractor_id));
    }
    return out.build();
  },
};

export const contactPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin) return null;
    const eb = expressionBuilder<Database, 'contacts'>();
    return anyOf(v.clientId === null ? [] : [eb('contacts.client_id', '=', v.clientId)]);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('contacts').select(['id', 'client_id']).where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, r.client_id === null ? [audienceKey.admin] : [audienceKey.admin, audienceKey.client(r.client_id)]);
    return out.build();
  },
};

export const subcontractorPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'subcontractors'>();
    return anyOf(v.subcontractorId === null ? [] : [eb('subcontractors.id', '=', v.subcontractorId)]);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('subcontractors').select('id').where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [...STAFF, audienceKey.subcontractor(r.id)]);
    return out.build();
  },
};

export const equipmentPolicy: EntityPolicy = {
  filter: () => null,
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('equipment').select('id').where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [audienceKey.all]);
    return out.build();
  },
};
