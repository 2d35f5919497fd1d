/** Deletes shifts with their agent assignments. History entries that pointed at them stay on the
 * planning with shift and assignment cleared (the schema's ON DELETE SET NULL, done explicitly
 * here so updated_at moves and the change log records them). */
import type { Executor } from '../../../sync/change-log.js';
import { utcNow } from '../../../lib/time.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';
import { historyIdsOf } from './load-rows.js';

export async function removeShifts(trx: Executor, changes: ChangeTracker, shiftIds: readonly number[]): Promise<void> {
  if (shiftIds.length === 0) return;
  const ids = [...shiftIds];
  await changes.before('shifts', ids);
  const historyIds = await historyIdsOf(trx, 'shift_id', ids);
  await changes.before('planning_history', historyIds);
  if (historyIds.length > 0) {
    await trx
      .updateTable('planning_history')
      .set({ shift_id: null, agent_shift_id: null, updated_at: utcNow() })
      .where('id', 'in', historyIds)
      .execute();
  }
  await trx.deleteFrom('shift_agents').where('shift_id', 'in', ids).execute();
  await trx.deleteFrom('shifts').where('id', 'in', ids).execute();
}
