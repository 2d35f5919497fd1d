/** Changes a shift (PUT /api/shifts/{id}): only what differs from what the user sees, with the
 * version that view is based on; agents as additions and removals, so an agent someone else
 * added meanwhile stays. Works on a shift created offline too: the write waits for the create
 * and goes to the server id. */
import type { Effect, ListChange } from '../db/engine-tables.js';
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { runMutation, unchanged, type MutationResult } from '../outbox/enqueue.js';
import { shiftUpdateSchema } from '../protocol/planning-writes.js';
import { baseVersionOf, changedFields, idSetChange } from './changed-fields.js';
import { contractorOf, requireShift, shiftAgents } from './local-lookups.js';
import { MutationInputError, definedFields, parseInput } from './mutation-input.js';
import { SHIFT_END_NOT_VALID } from '../protocol/planning-writes.js';

/** What the shift form gives: the times, the subcontractor (admins) and the whole agent list. */
export interface ShiftChanges {
  start?: string;
  end?: string;
  subcontractor_id?: number | null;
  agents?: number[];
}

export async function updateShift(local: LocalDb, id: number, input: ShiftChanges): Promise<MutationResult> {
  const db = writableDb(local);
  const wanted = definedFields(parseInput(shiftUpdateSchema, input));
  return runMutation(db, async () => {
    const shift = await requireShift(db, id);
    const fields = changedFields({ start: wanted.start, end: wanted.end, subcontractor_id: wanted.subcontractor_id }, shift);
    const agents = wanted.agents === undefined ? { added: [], removed: [] } : idSetChange(shift.agents.map((agent) => agent.id), wanted.agents);
    if (Object.keys(fields).length === 0 && agents.added.length === 0 && agents.removed.length === 0) return unchanged(shift.id);
    if ((fields.end ?? shift.end) <= (fields.start ?? shift.start)) throw new MutationInputError(`end: ${SHIFT_END_NOT_VALID}`, [{ path: 'end', message: SHIFT_END_NOT_VALID }]);
    const local: Record<string, unknown> = { ...fields };
    if (fields.subcontractor_id !== undefined) local.contractor = await contractorOf(db, fields.subcontractor_id);
    const lists: Record<string, ListChange> = {};
    if (agents.added.length > 0 || agents.removed.length > 0) {
      lists.agents = { add: await shiftAgents(db, agents.added, shift.agents), remove: agents.removed };
    }
    const baseVersion = await baseVersionOf(db, 'shifts', shift.id);
    const effect: Effect = { table: 'shifts', id: shift.id, kind: 'merge', fields: local, ...(Object.keys(lists).length > 0 ? { lists } : {}) };
    return {
      op: 'update-shift',
      entity: 'shifts',
      recordId: shift.id,
      method: 'PUT',
      path: '/api/shifts/{id}',
      targetId: shift.id,
      body: {
        ...fields,
        ...(agents.added.length > 0 ? { agents_added: agents.added } : {}),
        ...(agents.removed.length > 0 ? { agents_removed: agents.removed } : {}),
        ...(baseVersion === undefined ? {} : { base_version: baseVersion }),
      },
      effects: [effect],
      relatedKeys: [recordKey('plannings', shift.planning_id)],
    };
  });
}
