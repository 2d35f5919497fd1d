/**
 * Requests in their wire shape as JSON text made by SQLite, for the sync answers: the same rows as
 * serializeRequests (requests.ts), which `plannings-json.test.ts` holds it to field by field for
 * every demo request and each sign-in's visibility. Why: the change feed's first page (the
 * company's reference data and its requests) was its slowest, 15-18 ms of which the 384 requests
 * on it took 6-11 ms as objects (a row, its timeslots' summary and its images, three queries a
 * chunk). SQLite only, like plannings-json.ts.
 */
import { sql } from 'kysely';
import type { RowFilter } from '../policies/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import type { JsonRow } from './plannings-json.js';

// The period spans the timeslots (text order is time order for wire datetimes, as in
// serializeRequests); the job categories come once each, in the order of their first timeslot;
// the images by id. json(): a subquery's result loses its JSON type.
const REQUEST_JSON = sql<string>`json_object(
  'id', requests.id, 'identifier', requests.identifier, 'client_id', requests.client_id,
  'branch_id', requests.branch_id, 'location_id', requests.location_id, 'po_number', requests.po_number,
  'note', requests.note, 'status', requests.status, 'created_at', requests.created_at,
  'updated_at', requests.updated_at, 'created_by', requests.created_by, 'version', requests.version,
  'tempId', requests.temp_id,
  'client', json_object('name', clients.name),
  'branch', case when branches.name is null then null else json_object('name', branches.name) end,
  'location', json_object('name', locations.name, 'address', locations.address, 'number', locations.number, 'timezone', locations.timezone),
  'period_start', (select min(slot.start) from request_timeslots as slot where slot.request_id = requests.id),
  'period_end', (select max(slot."end") from request_timeslots as slot where slot.request_id = requests.id),
  'request_types', json((
    select json_group_array(kind.request_type order by kind.first)
    from (select slot.request_type, min(slot.id) as first from request_timeslots as slot where slot.request_id = requests.id group by slot.request_type) as kind
  )),
  'images', json((
    select json_group_array(json_object('id', image.id, 'file', image.file, 'created_at', image.created_at) order by image.id)
    from request_images as image where image.request_id = requests.id
  ))
)`;

export function serializeRequestsAsJson(db: Executor, ids: readonly number[], filter: RowFilter): Promise<JsonRow[]> {
  return inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('requests')
      .innerJoin('clients', 'clients.id', 'requests.client_id')
      .leftJoin('branches', 'branches.id', 'requests.branch_id')
      .innerJoin('locations', 'locations.id', 'requests.location_id')
      .select(['requests.id', REQUEST_JSON.as('json')])
      .where('requests.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute();
  });
}
