/** Adds a shift to a planning (POST /api/shifts). The shift shows at once under a temp id; the
 * server's id replaces it everywhere when the create is acknowledged. */
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { nextTempId } from '../outbox/temp-ids.js';
import { newUuid } from '../outbox/uuid.js';
import { shiftCreateSchema, shiftStartIssue, type ShiftCreateBody } from '../protocol/planning-writes.js';
import { contractorOf, requirePlanning, shiftAgents } from './local-lookups.js';
import { MutationInputError, parseInput, utcNow } from './mutation-input.js';

export async function createShift(local: LocalDb, input: ShiftCreateBody): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(shiftCreateSchema, input);
  return runMutation(db, async () => {
    const planning = await requirePlanning(db, body.planning_id);
    const startIssue = shiftStartIssue(body.start, planning.start);
    if (startIssue) throw new MutationInputError(`start: ${startIssue}`, [{ path: 'start', message: startIssue }]);
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    const subcontractorId = body.subcontractor_id === undefined ? planning.subcontractor_id : body.subcontractor_id;
    const row = {
      id,
      planning_id: body.planning_id,
      request_id: body.request_id,
      subcontractor_id: subcontractorId,
      start: body.start,
      end: body.end,
      agents: await shiftAgents(db, body.agents ?? []),
      contractor: await contractorOf(db, subcontractorId),
      updated_at: utcNow(),
      tempId: tempKey,
    };
    return {
      op: 'create-shift',
      entity: 'shifts',
      recordId: id,
      method: 'POST',
      path: '/api/shifts',
      targetId: null,
      body: { ...body, tempId: tempKey },
      effects: [{ table: 'shifts', id, kind: 'put', row }],
      relatedKeys: [recordKey('plannings', body.planning_id)],
      tempId: id,
      tempKey,
    };
  });
}
