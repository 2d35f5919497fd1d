/** A shift's changed times wait for each of its agents' acknowledgement ("Changed: acknowledge"). */
import type { Executor } from '../sync/change-log.js';

/** Agents who joined in this same write see the new times as their first; they have nothing to
 * acknowledge. */
export async function markScheduleChanged(db: Executor, shiftId: number, justAdded: readonly number[]): Promise<void> {
  let q = db.updateTable('shift_agents').set({ change_pending: 1, acknowledged_at: null }).where('shift_id', '=', shiftId);
  if (justAdded.length > 0) q = q.where('agent_id', 'not in', [...justAdded]);
  await q.execute();
}
