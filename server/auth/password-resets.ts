/** One-use password links (sign-up and forgot password). Valid 24 hours; only the SHA-256 of the
 * token is stored, so a leaked database does not hand out reset links. */
import type { DbExecutor } from './db-executor.js';
import { utcNow } from '../lib/time.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

export const RESET_TTL_SECONDS = 24 * 60 * 60;

export async function createPasswordReset(db: DbExecutor, userId: number): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: sha256Hex(token), expires_at: utcNow(RESET_TTL_SECONDS) })
    .execute();
  return token;
}

/** Spends the token and returns its user, or null when it is unknown, used or expired. Every
 * other open link of the user is spent too: once a password is set, older mails are void. */
export async function redeemPasswordReset(db: DbExecutor, token: string): Promise<number | null> {
  const row = await db.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  const now = utcNow();
  if (!row || row.used_at !== null || row.expires_at <= now) return null;
  const spent = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  return row.user_id;
}
