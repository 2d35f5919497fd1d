/** Adds a history entry to a shift (POST /api/planning/history). The shift may itself have been
 * created offline: the entry then waits for it and is sent with the shift's server id. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { nextTempId } from '../outbox/temp-ids.js';
import { newUuid } from '../outbox/uuid.js';
import { historyCreateSchema, type HistoryCreateBody } from '../protocol/planning-writes.js';
import { requireShift } from './local-lookups.js';
import { parseInput, utcNow } from './mutation-input.js';

export async function createHistory(local: LocalDb, input: HistoryCreateBody): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(historyCreateSchema, input);
  return runMutation(db, async () => {
    const shift = await requireShift(db, body.shift_id);
    const onShift = shift.agents.find((agent) => agent.id === body.agent_id);
    const agent = await db.agents.get(body.agent_id);
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    const name = agent ?? onShift;
    const row = {
      id,
      planning_id: shift.planning_id,
      request_id: shift.request_id,
      shift_id: body.shift_id,
      agent_id: body.agent_id,
      agent_shift_id: onShift && onShift.agent_shift_id > 0 ? onShift.agent_shift_id : null,
      status: body.status,
      created_at: body.created_at,
      break_finished_at: body.break_finished_at ?? null,
      break_reason: body.break_reason ?? null,
      note: body.note ?? null,
      image: null,
      cost: body.cost ?? null,
      agent: name ? { first_name: name.first_name, last_name: name.last_name } : null,
      updated_at: utcNow(),
      tempId: tempKey,
    };
    return {
      op: 'create-history',
      entity: 'planning_history',
      recordId: id,
      method: 'POST',
      path: '/api/planning/history',
      targetId: null,
      body: { ...body, tempId: tempKey },
      effects: [{ table: 'planning_history', id, kind: 'put', row }],
      relatedKeys: [recordKey('shifts', body.shift_id), recordKey('plannings', shift.planning_id)],
      tempId: id,
      tempKey,
    };
  });
}
