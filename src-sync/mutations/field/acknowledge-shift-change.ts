/** The agent acknowledges its shift's changed times (PUT /api/agent/shift/{id}/acknowledge). */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { recordKey } from '../../db/record-key.js';
import { runMutation, unchanged, type MutationResult } from '../../outbox/enqueue.js';
import { requireShift } from '../local-lookups.js';

export async function acknowledgeShiftChange(local: LocalDb, shiftId: number, agentId: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const shift = await requireShift(db, shiftId);
    const mine = shift.agents.find((agent) => agent.id === agentId);
    if (!mine || mine.change_pending !== 1) return unchanged(shift.id);
    const agents = shift.agents.map((agent) => (agent.id === agentId ? { ...agent, change_pending: 0 as const } : agent));
    return {
      op: 'acknowledge-shift-change',
      entity: 'shifts',
      recordId: shift.id,
      method: 'PUT',
      path: '/api/agent/shift/{id}/acknowledge',
      targetId: shift.id,
      body: {},
      effects: [{ table: 'shifts', id: shift.id, kind: 'merge', fields: { agents } }],
      relatedKeys: [recordKey('plannings', shift.planning_id)],
    };
  });
}
