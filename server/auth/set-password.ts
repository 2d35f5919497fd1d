/**
 * Sets a user's password and marks the user verified: the invitation or sign-up link
 * (POST /api/password/reset) and confirm-account (PUT /api/account/password). Call it inside
 * runWrite: `verified` is part of every account row of the user (the "Invited" badge of the
 * admins' Users list), so a user verified here has those accounts logged (./log-user-accounts.ts).
 * A password changed by a user already verified changes nothing an account shows and logs nothing.
 */
import type { Executor } from '../sync/change-log.js';
import { utcNow } from '../lib/time.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import { logUserAccounts } from './log-user-accounts.js';

export async function setPasswordAndVerify(trx: Executor, changes: ChangeTracker, userId: number, passwordHash: string): Promise<void> {
  const now = utcNow();
  const user = await trx.selectFrom('users').select('verified').where('id', '=', userId).executeTakeFirst();
  if (user !== undefined && user.verified === 0) await logUserAccounts(trx, changes, userId, now);
  await trx.updateTable('users').set({ password_hash: passwordHash, verified: 1, updated_at: now }).where('id', '=', userId).execute();
}
