/** Takes a planning back from its subcontractor (PUT /api/planning/{id}/cancel-forward, admin):
 * "All shifts will be removed from this planning" (their history stays, detached). */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { removeShiftsEffects, requirePlanning, shiftIdsOfPlanning } from './local-lookups.js';
import { MutationInputError } from './mutation-input.js';
import { versionBody } from './changed-fields.js';

export async function cancelForward(local: LocalDb, planningId: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const planning = await requirePlanning(db, planningId);
    if (planning.subcontractor_id === null) {
      throw new MutationInputError('This planning is not forwarded.', [{ path: 'id', message: 'planning is not forwarded' }]);
    }
    return {
      op: 'cancel-forward',
      entity: 'plannings',
      recordId: planningId,
      method: 'PUT',
      path: '/api/planning/{id}/cancel-forward',
      targetId: planningId,
      body: await versionBody(db, planningId),
      effects: [
        { table: 'plannings', id: planningId, kind: 'merge', fields: { subcontractor_id: null, contractor_status: null, contractor: null } },
        ...(await removeShiftsEffects(db, await shiftIdsOfPlanning(db, planningId))),
      ],
    };
  });
}
