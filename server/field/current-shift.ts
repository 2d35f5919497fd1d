/** The shift an SOS belongs to: the one named by the phone (the agent must work it), else the
 * agent's shift running at that moment (an hour's margin either side: arriving, leaving). */
import type { Executor } from '../sync/change-log.js';
import { unprocessable } from '../lib/http-errors.js';

export interface ShiftRef {
  id: number;
  planning_id: number;
  request_id: number;
  agent_shift_id: number;
}

const HOUR_MS = 3_600_000;
const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export async function shiftOfSos(db: Executor, agentId: number, shiftId: number | undefined, at: Date): Promise<ShiftRef | null> {
  const base = db
    .selectFrom('shift_agents')
    .innerJoin('shifts', 'shifts.id', 'shift_agents.shift_id')
    .select(['shifts.id', 'shifts.planning_id', 'shifts.request_id', 'shift_agents.id as agent_shift_id'])
    .where('shift_agents.agent_id', '=', agentId);
  if (shiftId !== undefined) {
    const named = await base.where('shifts.id', '=', shiftId).executeTakeFirst();
    if (!named) throw unprocessable('The agent does not work this shift.', [{ path: 'shift_id', message: 'agent is not on this shift' }]);
    return named;
  }
  const running = await base
    .where('shifts.start', '<=', utc(new Date(at.getTime() + HOUR_MS)))
    .where('shifts.end', '>=', utc(new Date(at.getTime() - HOUR_MS)))
    .orderBy('shifts.start', 'desc')
    .executeTakeFirst();
  return running ?? null;
}
