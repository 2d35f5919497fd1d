/** Deletes a history entry (DELETE /api/planning/history/{id}). */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { requireHistory } from './local-lookups.js';

export async function deleteHistory(local: LocalDb, id: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const entry = await requireHistory(db, id);
    return {
      op: 'delete-history',
      entity: 'planning_history',
      recordId: id,
      method: 'DELETE',
      path: '/api/planning/history/{id}',
      targetId: id,
      body: undefined,
      effects: [{ table: 'planning_history', id, kind: 'delete' }],
      relatedKeys: [recordKey('plannings', entry.planning_id)],
    };
  });
}
