/** Hides a history entry from the client (internal) or shows it again
 * (PUT /api/planning/history/{id}/internal, staff only: the server refuses anyone else). */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { historyInternalSchema } from '../protocol/history-internal.js';
import { parseInput } from './mutation-input.js';
import { requireHistory } from './local-lookups.js';

export async function setHistoryInternal(local: LocalDb, id: number, internal: boolean): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(historyInternalSchema, { internal });
  return runMutation(db, async () => {
    const entry = await requireHistory(db, id);
    return {
      op: 'set-history-internal',
      entity: 'planning_history',
      recordId: id,
      method: 'PUT',
      path: '/api/planning/history/{id}/internal',
      targetId: id,
      body,
      effects: [{ table: 'planning_history', id, kind: 'merge', fields: { internal: body.internal ? 1 : 0 } }],
      relatedKeys: [recordKey('plannings', entry.planning_id)],
    };
  });
}
