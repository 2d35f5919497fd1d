/**
 * Rotating refresh tokens with reuse detection (DESIGN.md section 4, OAuth 2.0 Security BCP).
 *
 * Every sign-in starts a family. Each use of a token marks it used and issues the next token of
 * the same family. A token presented a second time means two parties hold the family (a stolen
 * cookie), and we cannot tell which one is the owner, so the whole family is revoked: both the
 * thief and the user must sign in again.
 */
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from './db-executor.js';
import { utcNow } from '../lib/time.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

export type RotateResult =
  | { ok: true; userId: number; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export async function issueRefreshToken(
  db: DbExecutor,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<{ token: string; familyId: string }> {
  const token = newSecretToken();
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: familyId, token_hash: sha256Hex(token), expires_at: utcNow(ttlSeconds) })
    .execute();
  return { token, familyId };
}

export async function revokeFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: utcNow() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset), or every other one (password change). */
export async function revokeUserFamilies(db: DbExecutor, userId: number, exceptFamilyId?: string): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: utcNow() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptFamilyId !== undefined) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}

export async function findTokenFamily(db: DbExecutor, token: string): Promise<{ userId: number; familyId: string } | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  return row ? { userId: row.user_id, familyId: row.family_id } : null;
}

export async function rotateRefreshToken(db: DbExecutor, token: string, ttlSeconds: number): Promise<RotateResult> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  const now = utcNow();
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  // The `used_at is null` condition makes the claim atomic: of two concurrent uses exactly one
  // wins, and the loser is treated as a replay, as it would be if it came a second later.
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.user_id, ttlSeconds, row.family_id);
  return { ok: true, userId: row.user_id, familyId: row.family_id, token: next.token };
}
