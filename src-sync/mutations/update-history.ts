/** Edits a history entry (PUT /api/planning/history/{id}). Spec section 4: the status of an
 * existing entry cannot change and image entries cannot be edited; both are refused here before
 * anything is queued, and again by the server. */
import type { VigilDb } from '../db/vigil-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { historyUpdateSchema, type HistoryUpdateBody } from '../protocol/planning-writes.js';
import { MutationInputError, definedFields, parseInput } from './mutation-input.js';
import { requireHistory } from './local-lookups.js';

export async function updateHistory(db: VigilDb, id: number, input: HistoryUpdateBody): Promise<MutationResult> {
  const body = parseInput(historyUpdateSchema, input);
  return runMutation(db, async () => {
    const entry = await requireHistory(db, id);
    if (entry.status === 'image') throw new MutationInputError('Image entries cannot be edited.', [{ path: 'status', message: 'image entries cannot be edited' }]);
    if (body.status !== undefined && body.status !== entry.status) {
      throw new MutationInputError('The status of an existing entry cannot change.', [{ path: 'status', message: 'cannot change' }]);
    }
    const fields: Record<string, unknown> = definedFields({
      shift_id: body.shift_id,
      agent_id: body.agent_id,
      created_at: body.created_at,
      break_finished_at: body.break_finished_at,
      break_reason: body.break_reason,
      note: body.note,
      cost: body.cost,
    });
    if (body.shift_id !== entry.shift_id || body.agent_id !== entry.agent_id) {
      const shift = await db.shifts.get(body.shift_id);
      const assignment = shift?.agents.find((agent) => agent.id === body.agent_id)?.agent_shift_id;
      fields.agent_shift_id = assignment && assignment > 0 ? assignment : null;
    }
    if (body.agent_id !== entry.agent_id) {
      const agent = await db.agents.get(body.agent_id);
      if (agent) fields.agent = { first_name: agent.first_name, last_name: agent.last_name };
    }
    return {
      op: 'update-history',
      entity: 'planning_history',
      recordId: id,
      method: 'PUT',
      path: '/api/planning/history/{id}',
      targetId: id,
      body,
      effects: [{ table: 'planning_history', id, kind: 'merge', fields }],
      relatedKeys: [recordKey('shifts', body.shift_id), recordKey('plannings', entry.planning_id)],
    };
  });
}
