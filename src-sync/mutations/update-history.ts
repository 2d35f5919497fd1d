/** Edits a history entry (PUT /api/planning/history/{id}): only the fields that differ from what
 * the user sees, with the version that view is based on. Spec section 4: the status of an
 * existing entry cannot change and image entries cannot be edited; both are refused here before
 * anything is queued, and again by the server. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, unchanged, type MutationResult } from '../outbox/enqueue.js';
import { historyUpdateSchema, type HistoryUpdateBody } from '../protocol/planning-writes.js';
import { baseVersionOf, changedFields } from './changed-fields.js';
import { MutationInputError, definedFields, parseInput } from './mutation-input.js';
import { requireHistory } from './local-lookups.js';

export type HistoryChanges = Omit<HistoryUpdateBody, 'base_version'>;

export async function updateHistory(local: LocalDb, id: number, input: HistoryChanges): Promise<MutationResult> {
  const db = writableDb(local);
  const wanted = definedFields(parseInput(historyUpdateSchema, input));
  return runMutation(db, async () => {
    const entry = await requireHistory(db, id);
    if (entry.status === 'image') throw new MutationInputError('Image entries cannot be edited.', [{ path: 'status', message: 'image entries cannot be edited' }]);
    if (wanted.status !== undefined && wanted.status !== entry.status) {
      throw new MutationInputError('The status of an existing entry cannot change.', [{ path: 'status', message: 'cannot change' }]);
    }
    const fields = changedFields(
      {
        shift_id: wanted.shift_id,
        agent_id: wanted.agent_id,
        created_at: wanted.created_at,
        break_finished_at: wanted.break_finished_at,
        break_reason: wanted.break_reason,
        note: wanted.note,
        cost: wanted.cost,
      },
      entry,
    );
    if (Object.keys(fields).length === 0) return unchanged(entry.id);
    const local: Record<string, unknown> = { ...fields };
    const shiftId = fields.shift_id ?? entry.shift_id;
    const agentId = fields.agent_id ?? entry.agent_id;
    if (fields.shift_id !== undefined || fields.agent_id !== undefined) {
      const shift = shiftId === null ? undefined : await db.shifts.get(shiftId);
      const assignment = shift?.agents.find((agent) => agent.id === agentId)?.agent_shift_id;
      local.agent_shift_id = assignment && assignment > 0 ? assignment : null;
    }
    if (fields.agent_id !== undefined) {
      const agent = await db.agents.get(fields.agent_id);
      if (agent) local.agent = { first_name: agent.first_name, last_name: agent.last_name };
    }
    const baseVersion = await baseVersionOf(db, 'planning_history', entry.id);
    return {
      op: 'update-history',
      entity: 'planning_history',
      recordId: entry.id,
      method: 'PUT',
      path: '/api/planning/history/{id}',
      targetId: entry.id,
      body: { ...fields, ...(baseVersion === undefined ? {} : { base_version: baseVersion }) },
      effects: [{ table: 'planning_history', id: entry.id, kind: 'merge', fields: local }],
      relatedKeys: [...(shiftId === null ? [] : [recordKey('shifts', shiftId)]), recordKey('plannings', entry.planning_id)],
    };
  });
}
