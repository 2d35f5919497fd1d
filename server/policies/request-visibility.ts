/**
 * Requests with their timeslots and equipment lines: staff see all (planners read only; the
 * write routes check that); a client sees its own organisation's. A subcontractor sees a request
 * only as denormalised inside the plannings forwarded to it, never the request rows themselves
 * (they carry the client's note and every timeslot, forwarded or not), and the request's
 * equipment lines.
 */
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks, uniqueIds } from '../sync/in-chunks.js';
import { AudienceBuilder, STAFF, anyOf } from './filter-helpers.js';
import type { AudienceMap, EntityPolicy } from './types.js';
import { audienceKey } from './viewer.js';

export const requestPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'requests'>();
    return anyOf(v.clientId === null ? [] : [eb('requests.client_id', '=', v.clientId)]);
  },
  async audience(db, ids) {
    const out = new AudienceBuilder();
    const rows = await inChunks(ids, (chunk) => db.selectFrom('requests').select(['id', 'client_id']).where('id', 'in', chunk).execute());
    for (const r of rows) out.row(r.id, [...STAFF, audienceKey.client(r.client_id)]);
    return out.build();
  },
};

export const timeslotPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    if (v.clientId === null) return anyOf([]);
    const eb = expressionBuilder<Database, 'request_timeslots'>();
    const client = v.clientId;
    return eb.exists(
      eb.selectFrom('requests').select('requests.id').whereRef('requests.id', '=', 'request_timeslots.request_id').where('requests.client_id', '=', client),
    );
  },
  async audience(db, ids) {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('request_timeslots')
        .innerJoin('requests', 'requests.id', 'request_timeslots.request_id')
        .select(['request_timeslots.id', 'requests.client_id'])
        .where('request_timeslots.id', 'in', chunk)
        .execute(),
    );
    return byClient(rows);
  },
};

/** A request's equipment lines: also read by the subcontractor of any planning of the request
 * (what to bring is part of the work forwarded to it; the lines name an item and a quantity, none
 * of the client's order beyond that). */
export const requestEquipmentPolicy: EntityPolicy = {
  filter(v) {
    if (v.admin || v.planner) return null;
    const eb = expressionBuilder<Database, 'request_equipment'>();
    const parts: Expression<SqlBool>[] = [];
    if (v.clientId !== null) {
      const client = v.clientId;
      parts.push(eb.exists(eb.selectFrom('requests').select('requests.id').whereRef('requests.id', '=', 'request_equipment.request_id').where('requests.client_id', '=', client)));
    }
    if (v.subcontractorId !== null) {
      const sub = v.subcontractorId;
      parts.push(eb.exists(eb.selectFrom('plannings').select('plannings.id').whereRef('plannings.request_id', '=', 'request_equipment.request_id').where('plannings.subcontractor_id', '=', sub)));
    }
    return anyOf(parts);
  },
  async audience(db: Executor, ids) {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('request_equipment')
        .innerJoin('requests', 'requests.id', 'request_equipment.request_id')
        .select(['request_equipment.id', 'request_equipment.request_id', 'requests.client_id'])
        .where('request_equipment.id', 'in', chunk)
        .execute(),
    );
    const out = byClient(rows);
    const forwarded = await inChunks(uniqueIds(rows.map((r) => r.request_id)), (chunk) =>
      db.selectFrom('plannings').select(['request_id', 'subcontractor_id']).distinct().where('request_id', 'in', chunk).where('subcontractor_id', 'is not', null).execute(),
    );
    const subsOf = new Map<number, number[]>();
    for (const f of forwarded) if (f.subcontractor_id !== null) subsOf.set(f.request_id, [...(subsOf.get(f.request_id) ?? []), f.subcontractor_id]);
    for (const r of rows) for (const sub of subsOf.get(r.request_id) ?? []) out.get(r.id)?.push(audienceKey.subcontractor(sub));
    return out;
  },
};

function byClient(rows: { id: number; client_id: number }[]): AudienceMap {
  const out = new AudienceBuilder();
  for (const r of rows) out.row(r.id, [...STAFF, audienceKey.client(r.client_id)]);
  return out.build();
}
