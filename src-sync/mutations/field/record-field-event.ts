/**
 * An agent's own event from the phone view (Start, Break, Note, End) through
 * POST /api/agent/request/history. `created_at` is the phone's time when the agent tapped, kept
 * however late the write is delivered; the server adds its receive time, the geofence verdict and
 * answers the stored row, which replaces the optimistic one. Queued like every write: with no
 * signal it waits, and the outbox's Idempotency-Key makes it arrive exactly once.
 */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { recordKey } from '../../db/record-key.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { nextTempId } from '../../outbox/temp-ids.js';
import { newUuid } from '../../outbox/uuid.js';
import { agentHistoryCreateSchema, type AgentHistoryCreateBody } from '../../protocol/planning-writes.js';
import { requireShift } from '../local-lookups.js';
import { MutationInputError, parseInput, utcNow } from '../mutation-input.js';

export type FieldEventInput = Omit<AgentHistoryCreateBody, 'agent_id' | 'tempId' | 'planning_id' | 'request_id' | 'cost'>;

export async function recordFieldEvent(local: LocalDb, agentId: number, input: FieldEventInput): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(agentHistoryCreateSchema, { ...input, agent_id: agentId });
  return runMutation(db, async () => {
    const shift = await requireShift(db, body.shift_id);
    const onShift = shift.agents.find((agent) => agent.id === agentId);
    if (!onShift) throw new MutationInputError('The agent is not on this shift.', [{ path: 'agent_id', message: 'agent is not on this shift' }]);
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    const row = {
      id,
      planning_id: shift.planning_id,
      request_id: shift.request_id,
      shift_id: body.shift_id,
      agent_id: agentId,
      agent_shift_id: onShift.agent_shift_id > 0 ? onShift.agent_shift_id : null,
      status: body.status,
      created_at: body.created_at,
      break_finished_at: body.break_finished_at ?? null,
      break_reason: body.break_reason ?? null,
      note: body.note ?? null,
      image: null,
      cost: null,
      agent: { first_name: onShift.first_name, last_name: onShift.last_name },
      updated_at: utcNow(),
      tempId: tempKey,
      internal: 0,
      // Not received by the server yet; the verdict is the server's (the phone may not hold the
      // site's coordinates).
      received_at: null,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      accuracy: body.accuracy ?? null,
      fence: null,
    };
    return {
      op: 'record-field-event',
      entity: 'planning_history',
      recordId: id,
      method: 'POST',
      path: '/api/agent/request/history',
      targetId: null,
      body: { ...body, tempId: tempKey },
      effects: [{ table: 'planning_history', id, kind: 'put', row }],
      relatedKeys: [recordKey('shifts', body.shift_id), recordKey('plannings', shift.planning_id)],
      tempId: id,
      tempKey,
    };
  });
}
