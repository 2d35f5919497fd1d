/**
 * One planning and its children (shifts, history) as the user may see them, as upserts
 * (GET /api/sync/planning-rows, src-sync/protocol/bootstrap.ts): what Planning Details needs for
 * a planning the list loaded on demand from before the sync horizon. Null when the user may not
 * see the planning (the route answers 404, never saying whether it exists).
 */
import { PLANNING_CHILD_ENTITIES } from '../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../src-sync/protocol/sync.js';
import { canSeePlanning, visibilityFilter, type Who } from '../policies/index.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';

export async function readPlanningRows(db: Executor, who: Who, planningId: number): Promise<{ changes: Change[] } | null> {
  if (!(await canSeePlanning(db, who, planningId))) return null;
  const changes: Change[] = [];
  for (const row of await serializeRows(db, 'plannings', [planningId], { visibleTo: who })) changes.push({ entity: 'plannings', op: 'upsert', id: row.id, data: row });
  for (const entity of PLANNING_CHILD_ENTITIES) {
    // Every child entity has an integer id and a planning_id (the cast only widens the name).
    let query = db.selectFrom(entity as 'shifts').select('id').where('planning_id', '=', planningId).orderBy('id');
    const visible = visibilityFilter(who, entity);
    if (visible) query = query.where(visible);
    const ids = (await query.execute()).map((r) => Number(r.id));
    for (const row of await serializeRows(db, entity, ids, { visibleTo: who })) changes.push({ entity, op: 'upsert', id: row.id, data: row });
  }
  return { changes };
}
