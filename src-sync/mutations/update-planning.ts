/** Changes fields of a planning (PUT /api/planning/{id}). A status change must be allowed by the
 * state machine from the planning's local status; the server checks it again. */
import type { VigilDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { canTransition } from '../protocol/planning-status.js';
import { SHIFT_END_NOT_VALID, planningUpdateSchema, type PlanningUpdateBody } from '../protocol/planning-writes.js';
import { requirePlanning } from './local-lookups.js';
import { MutationInputError, definedFields, parseInput } from './mutation-input.js';

export async function updatePlanning(db: VigilDb, id: number, patch: PlanningUpdateBody): Promise<MutationResult> {
  const body = definedFields(parseInput(planningUpdateSchema, patch));
  return runMutation(db, async () => {
    const planning = await requirePlanning(db, id);
    if (body.status !== undefined && !canTransition(planning.status, body.status)) {
      throw new MutationInputError(`A ${planning.status} planning cannot become ${body.status}.`, [
        { path: 'status', message: `not allowed from ${planning.status}` },
      ]);
    }
    const end = body.end ?? planning.end;
    const start = body.start ?? planning.start;
    if (end <= start) throw new MutationInputError(`end: ${SHIFT_END_NOT_VALID}`, [{ path: 'end', message: SHIFT_END_NOT_VALID }]);
    return {
      op: 'update-planning',
      entity: 'plannings',
      recordId: id,
      method: 'PUT',
      path: '/api/planning/{id}',
      targetId: id,
      body,
      effects: [{ table: 'plannings', id, kind: 'merge', fields: body }],
    };
  });
}
