/** Changes a shift's times, subcontractor or agents (PUT /api/shifts/{id}). Works on a shift
 * created offline too: the write waits for the create and goes to the server id. */
import type { VigilDb } from '../db/vigil-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { shiftUpdateSchema, type ShiftUpdateBody } from '../protocol/planning-writes.js';
import { contractorOf, requireShift, shiftAgents } from './local-lookups.js';
import { parseInput } from './mutation-input.js';

export async function updateShift(db: VigilDb, id: number, input: ShiftUpdateBody): Promise<MutationResult> {
  const body = parseInput(shiftUpdateSchema, input);
  return runMutation(db, async () => {
    const shift = await requireShift(db, id);
    const fields: Record<string, unknown> = { start: body.start, end: body.end };
    if (body.subcontractor_id !== undefined) {
      fields.subcontractor_id = body.subcontractor_id;
      fields.contractor = await contractorOf(db, body.subcontractor_id);
    }
    if (body.agents !== undefined) fields.agents = await shiftAgents(db, body.agents, shift.agents);
    return {
      op: 'update-shift',
      entity: 'shifts',
      recordId: id,
      method: 'PUT',
      path: '/api/shifts/{id}',
      targetId: id,
      body,
      effects: [{ table: 'shifts', id, kind: 'merge', fields }],
      relatedKeys: [recordKey('plannings', shift.planning_id)],
    };
  });
}
