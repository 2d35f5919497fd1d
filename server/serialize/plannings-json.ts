/**
 * Plannings in their wire shape as JSON text made by SQLite (`json_object`), for the first sync's
 * planning pages: the same rows as serializePlannings (plannings.ts), which the test
 * `plannings-json.test.ts` holds it to, field by field, for every planning of the demo company.
 *
 * Why: a page of 1,000 plannings cost the server 25 ms to turn into objects (30 columns a row,
 * each a JavaScript string or number made from SQLite's value) and 5 ms more to stringify them,
 * against 5 ms for SQLite to write the same JSON itself. The first sync's window is 50 such pages,
 * and the server's time per page was what a new device waited for. SQLite only: the PostgreSQL
 * server keeps the object path.
 */
import { sql, type Expression } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/sqlite';
import type { RowFilter } from '../policies/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { joinedPlannings } from './plannings.js';

export interface JsonRow {
  id: number;
  /** The row's wire JSON. */
  json: string;
}

/** `null` where serializePlannings says null (the left-joined parent's name is), else the object. */
function objectOrNull(present: Expression<unknown>, object: Expression<unknown>) {
  return sql`case when ${present} is null then null else ${object} end`;
}

export function serializePlanningsAsJson(db: Executor, ids: readonly number[], filter: RowFilter): Promise<JsonRow[]> {
  return inChunks(ids, async (chunk) => {
    let q = joinedPlannings(db)
      .select((eb) => [
        'plannings.id',
        // Text: SQLite answers json_object() as the JSON's text, which goes into the page as is.
        sql<string>`${jsonBuildObject({
          id: eb.ref('plannings.id'),
          request_id: eb.ref('plannings.request_id'),
          timeslot_id: eb.ref('plannings.timeslot_id'),
          request_type: eb.ref('plannings.request_type'),
          status: eb.ref('plannings.status'),
          subcontractor_id: eb.ref('plannings.subcontractor_id'),
          contractor_status: eb.ref('plannings.contractor_status'),
          client_id: eb.ref('plannings.client_id'),
          branch_id: eb.ref('plannings.branch_id'),
          location_id: eb.ref('plannings.location_id'),
          start: eb.ref('plannings.start'),
          end: eb.ref('plannings.end'),
          number_of_agents: eb.ref('plannings.number_of_agents'),
          description: eb.ref('plannings.description'),
          po_number: eb.ref('plannings.po_number'),
          currency: eb.ref('plannings.currency'),
          created_at: eb.ref('plannings.created_at'),
          updated_at: eb.ref('plannings.updated_at'),
          version: eb.ref('plannings.version'),
          tempId: eb.ref('plannings.temp_id'),
          request: jsonBuildObject({
            id: eb.ref('plannings.request_id'),
            identifier: eb.ref('requests.identifier'),
            po_number: eb.ref('requests.po_number'),
            note: eb.ref('requests.note'),
          }),
          client: jsonBuildObject({ name: eb.ref('clients.name') }),
          branch: objectOrNull(eb.ref('branches.name'), jsonBuildObject({ name: eb.ref('branches.name') })),
          location: jsonBuildObject({
            name: eb.ref('locations.name'),
            address: eb.ref('locations.address'),
            number: eb.ref('locations.number'),
            timezone: eb.ref('locations.timezone'),
          }),
          contractor: objectOrNull(eb.ref('subcontractors.company_name'), jsonBuildObject({ name: eb.ref('subcontractors.company_name') })),
        })}`.as('json'),
      ])
      .where('plannings.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((row) => ({ id: row.id, json: row.json }));
  });
}
