/**
 * Shifts and history entries in their wire shape as JSON text made by SQLite, for the first
 * sync's pages: the same rows as serializeShifts and serializeHistory (shifts-and-history.ts),
 * which `plannings-json.test.ts` holds them to field by field for every demo row. Why: see
 * plannings-json.ts; these two steps are two thirds of a first sync's rows. SQLite only.
 */
import { sql } from 'kysely';
import type { RowFilter } from '../policies/types.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import type { JsonRow } from './plannings-json.js';

// A shift's agents in assignment order, as serializeShifts lists them. json(): a subquery's
// result loses its JSON type, and json_object would otherwise embed the array as a string.
const SHIFT_JSON = sql<string>`json_object(
  'id', shifts.id, 'planning_id', shifts.planning_id, 'request_id', shifts.request_id,
  'subcontractor_id', shifts.subcontractor_id, 'start', shifts.start, 'end', shifts."end",
  'updated_at', shifts.updated_at, 'version', shifts.version, 'tempId', shifts.temp_id,
  'agents', json((
    select json_group_array(json_object(
      'agent_shift_id', shift_agents.id, 'id', agents.id, 'first_name', agents.first_name, 'last_name', agents.last_name,
      'change_pending', case when shift_agents.change_pending = 0 then 0 else 1 end,
      'change_acknowledged_at', shift_agents.acknowledged_at
    ) order by shift_agents.id)
    from shift_agents inner join agents on agents.id = shift_agents.agent_id
    where shift_agents.shift_id = shifts.id
  )),
  'contractor', case when subcontractors.company_name is null then null else json_object('name', subcontractors.company_name) end
)`;

const HISTORY_JSON = sql<string>`json_object(
  'id', planning_history.id, 'planning_id', planning_history.planning_id, 'request_id', planning_history.request_id,
  'shift_id', planning_history.shift_id, 'agent_id', planning_history.agent_id, 'agent_shift_id', planning_history.agent_shift_id,
  'status', planning_history.status, 'created_at', planning_history.created_at,
  'break_finished_at', planning_history.break_finished_at, 'break_reason', planning_history.break_reason,
  'note', planning_history.note, 'image', planning_history.image, 'cost', planning_history.cost,
  'internal', case when planning_history.internal = 1 then 1 else 0 end,
  'updated_at', planning_history.updated_at, 'version', planning_history.version, 'tempId', planning_history.temp_id,
  'received_at', planning_history.received_at, 'latitude', planning_history.latitude, 'longitude', planning_history.longitude,
  'accuracy', planning_history.accuracy, 'fence', planning_history.fence,
  'agent', case when agents.first_name is null or agents.last_name is null then null
    else json_object('first_name', agents.first_name, 'last_name', agents.last_name) end
)`;

export function serializeShiftsAsJson(db: Executor, ids: readonly number[], filter: RowFilter): Promise<JsonRow[]> {
  return inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('shifts')
      .leftJoin('subcontractors', 'subcontractors.id', 'shifts.subcontractor_id')
      .select(['shifts.id', SHIFT_JSON.as('json')])
      .where('shifts.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute();
  });
}

export function serializeHistoryAsJson(db: Executor, ids: readonly number[], filter: RowFilter): Promise<JsonRow[]> {
  return inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('planning_history')
      .leftJoin('agents', 'agents.id', 'planning_history.agent_id')
      .select(['planning_history.id', HISTORY_JSON.as('json')])
      .where('planning_history.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute();
  });
}
