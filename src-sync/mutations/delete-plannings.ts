/** Deletes plannings with their shifts and history (DELETE /api/planning with a planning_id
 * list, admin). Plannings this device does not hold are still sent: the server skips ids that
 * are gone and answers what it removed. */
import type { Effect } from '../db/engine-tables.js';
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { planningDeleteSchema } from '../protocol/planning-writes.js';
import { parseInput } from './mutation-input.js';
import { historyOfPlanning, shiftsOfPlanning } from './local-lookups.js';

export async function deletePlannings(local: LocalDb, planningIds: readonly number[]): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(planningDeleteSchema, { planning_id: [...planningIds] });
  return runMutation(db, async () => {
    const effects: Effect[] = [];
    for (const id of body.planning_id) {
      effects.push({ table: 'plannings', id, kind: 'delete' });
      for (const shiftId of await shiftsOfPlanning(db, id).primaryKeys()) effects.push({ table: 'shifts', id: shiftId, kind: 'delete' });
      for (const historyId of await historyOfPlanning(db, id).primaryKeys()) {
        effects.push({ table: 'planning_history', id: historyId, kind: 'delete' });
      }
    }
    const first = body.planning_id[0] ?? 0;
    return {
      op: 'delete-plannings',
      entity: 'plannings',
      recordId: first,
      method: 'DELETE',
      path: '/api/planning',
      targetId: null,
      body,
      effects,
      relatedKeys: body.planning_id.map((id) => recordKey('plannings', id)),
    };
  });
}
