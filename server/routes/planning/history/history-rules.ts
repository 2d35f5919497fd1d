/** Rules shared by the history writes (spec sections 4 and 5). */
import type { Executor } from '../../../sync/change-log.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { BREAK_END_BEFORE_START, BREAK_END_ONLY_FOR_BREAKS } from '../../../../src-sync/protocol/planning-writes.js';
import type { ShiftRecord } from '../lib/load-rows.js';

/** The agent's assignment to the shift (the spec's agent_shift_id); the agent must be on it. */
export async function agentShiftId(db: Executor, shiftId: number, agentId: number): Promise<number> {
  const row = await db.selectFrom('shift_agents').select('id').where('shift_id', '=', shiftId).where('agent_id', '=', agentId).executeTakeFirst();
  if (!row) throw unprocessable('The agent is not on this shift.', [{ path: 'agent_id', message: 'agent is not on this shift' }]);
  return row.id;
}

/** The entry stays on its planning: a shift or ids of another planning are refused. */
export function assertShiftOfPlanning(shift: ShiftRecord, body: { planning_id?: number | undefined; request_id?: number | undefined }, planningId?: number): void {
  const expected = planningId ?? shift.planning_id;
  if (shift.planning_id !== expected) {
    throw unprocessable('The shift belongs to another planning.', [{ path: 'shift_id', message: 'shift of another planning' }]);
  }
  if (body.planning_id !== undefined && body.planning_id !== expected) {
    throw unprocessable('The entry must belong to the shift’s planning.', [{ path: 'planning_id', message: 'not the shift’s planning' }]);
  }
  if (body.request_id !== undefined && body.request_id !== shift.request_id) {
    throw unprocessable('The entry must belong to the shift’s request.', [{ path: 'request_id', message: 'not the shift’s request' }]);
  }
}

/** Only break entries carry a break end, never before the break started. */
export function assertBreakEnd(status: string, createdAt: string, breakFinishedAt: string | null | undefined): void {
  if (breakFinishedAt === undefined || breakFinishedAt === null) return;
  if (status !== 'break') throw unprocessable('Only break entries have a break end.', [{ path: 'break_finished_at', message: BREAK_END_ONLY_FOR_BREAKS }]);
  if (breakFinishedAt < createdAt) throw unprocessable('The break cannot end before it started.', [{ path: 'break_finished_at', message: BREAK_END_BEFORE_START }]);
}
