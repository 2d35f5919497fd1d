/** Changes fields of a planning (PUT /api/planning/{id}): only the fields that differ from what
 * the user sees, with the version that view is based on. A status change must be allowed by the
 * state machine from the planning's local status; the server checks it again. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { runMutation, unchanged, type MutationResult } from '../outbox/enqueue.js';
import { canTransition } from '../protocol/planning-status.js';
import { SHIFT_END_NOT_VALID, planningUpdateSchema, type PlanningUpdateBody } from '../protocol/planning-writes.js';
import { baseVersionOf, changedFields } from './changed-fields.js';
import { requirePlanning } from './local-lookups.js';
import { MutationInputError, definedFields, parseInput } from './mutation-input.js';

export type PlanningChanges = Omit<PlanningUpdateBody, 'base_version'>;

export async function updatePlanning(local: LocalDb, id: number, patch: PlanningChanges): Promise<MutationResult> {
  const db = writableDb(local);
  const wanted = definedFields(parseInput(planningUpdateSchema, patch));
  delete wanted.base_version;
  return runMutation(db, async () => {
    const planning = await requirePlanning(db, id);
    const fields = changedFields(wanted, planning);
    if (Object.keys(fields).length === 0) return unchanged(id);
    if (fields.status !== undefined && !canTransition(planning.status, fields.status)) {
      throw new MutationInputError(`A ${planning.status} planning cannot become ${fields.status}.`, [
        { path: 'status', message: `not allowed from ${planning.status}` },
      ]);
    }
    const end = fields.end ?? planning.end;
    const start = fields.start ?? planning.start;
    if (end <= start) throw new MutationInputError(`end: ${SHIFT_END_NOT_VALID}`, [{ path: 'end', message: SHIFT_END_NOT_VALID }]);
    const baseVersion = await baseVersionOf(db, 'plannings', id);
    return {
      op: 'update-planning',
      entity: 'plannings',
      recordId: id,
      method: 'PUT',
      path: '/api/planning/{id}',
      targetId: id,
      body: { ...fields, ...(baseVersion === undefined ? {} : { base_version: baseVersion }) },
      effects: [{ table: 'plannings', id, kind: 'merge', fields }],
    };
  });
}
