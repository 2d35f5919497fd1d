/** Deletes a shift (DELETE /api/shifts/{id}); its agents are unassigned and its history entries
 * stay on the planning, detached from the shift, as the server does. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { removeShiftsEffects, requireShift } from './local-lookups.js';

export async function deleteShift(local: LocalDb, id: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const shift = await requireShift(db, id);
    return {
      op: 'delete-shift',
      entity: 'shifts',
      recordId: id,
      method: 'DELETE',
      path: '/api/shifts/{id}',
      targetId: id,
      body: undefined,
      effects: await removeShiftsEffects(db, [id]),
      relatedKeys: [recordKey('plannings', shift.planning_id)],
    };
  });
}
