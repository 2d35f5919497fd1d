/**
 * Every account row embeds its user (name, email, language, verified: server/serialize/people.ts),
 * so a change to the user is a change to each of its accounts as served. Registering them with
 * the write's ChangeTracker logs them for the feed and wakes the devices that hold them after
 * the commit, as a role change does; their `updated_at` moves with them. Call it inside runWrite,
 * before the user's row changes.
 */
import type { Executor } from '../sync/change-log.js';
import type { ChangeTracker } from '../writes/change-tracker.js';

export async function logUserAccounts(trx: Executor, changes: ChangeTracker, userId: number, now: string): Promise<void> {
  const accounts = (await trx.selectFrom('accounts').select('id').where('user_id', '=', userId).execute()).map((account) => account.id);
  await changes.before('accounts', accounts);
  if (accounts.length > 0) await trx.updateTable('accounts').set({ updated_at: now }).where('id', 'in', accounts).execute();
}
