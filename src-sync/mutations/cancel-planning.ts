/** Cancels a planning (PUT /api/planning/{id}/cancel, admin); the server mails the client. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { canTransition } from '../protocol/planning-status.js';
import { requirePlanning } from './local-lookups.js';
import { MutationInputError } from './mutation-input.js';
import { versionBody } from './changed-fields.js';

export async function cancelPlanning(local: LocalDb, planningId: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const planning = await requirePlanning(db, planningId);
    if (!canTransition(planning.status, 'cancelled')) {
      throw new MutationInputError(`A ${planning.status} planning cannot be cancelled.`, [{ path: 'status', message: `not allowed from ${planning.status}` }]);
    }
    return {
      op: 'cancel-planning',
      entity: 'plannings',
      recordId: planningId,
      method: 'PUT',
      path: '/api/planning/{id}/cancel',
      targetId: planningId,
      body: await versionBody(db, planningId),
      effects: [{ table: 'plannings', id: planningId, kind: 'merge', fields: { status: 'cancelled' } }],
    };
  });
}
