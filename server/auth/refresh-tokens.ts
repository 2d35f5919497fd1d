/**
 * Rotating refresh tokens with reuse detection (DESIGN.md section 4, OAuth 2.0 Security BCP).
 *
 * Every sign-in starts a family. Each use of a token marks it used and issues the next token of
 * the same family. A token presented a second time means two parties hold the family (a stolen
 * cookie), and we cannot tell which one is the owner, so the whole family is revoked: both the
 * thief and the user must sign in again.
 *
 * One exception, the lost answer: a page reloaded (or a connection dropped) while its refresh was
 * on the way never receives the new cookie, and presents the old token again a moment later.
 * Within REUSE_GRACE_SECONDS of its use, and only while the token that use issued has never been
 * presented (nobody holds it, as far as we can tell), the old token is exchanged once more: the
 * unclaimed successor is revoked and a new one issued. Two tabs refreshing at the same moment
 * are the same case. Once the successor has been used, a replay is theft, as before. This is the
 * "reuse interval" of the OAuth 2.0 Security BCP's refresh token rotation (section 4.14.2).
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

export const REUSE_GRACE_SECONDS = 30;

/** The lost-answer case (see the top of this file): a new token, or null when it is a replay. */
async function reissueLostAnswer(
  db: DbExecutor,
  row: { id: number; user_id: number; family_id: string; used_at: string; expires_at: string },
  ttlSeconds: number,
): Promise<RotateResult | null> {
  if (row.used_at < utcNow(-REUSE_GRACE_SECONDS) || row.expires_at <= utcNow()) return null;
  // What this use (and any earlier lost answer) issued; if any of it was ever presented, someone
  // holds the family's newer tokens and this is a replay.
  const later = db.selectFrom('refresh_tokens').where('family_id', '=', row.family_id).where('id', '>', row.id);
  const progressed = await later.select('id').where('used_at', 'is not', null).executeTakeFirst();
  if (progressed) return null;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: utcNow() })
    .where('family_id', '=', row.family_id)
    .where('id', '>', row.id)
    .where('revoked_at', 'is', null)
    .execute();
  const next = await issueRefreshToken(db, row.user_id, ttlSeconds, row.family_id);
  return { ok: true, userId: row.user_id, familyId: row.family_id, token: next.token };
}

export async function rotateRefreshToken(db: DbExecutor, token: string, ttlSeconds: number): Promise<RotateResult> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) {
    const reissued = await reissueLostAnswer(db, { ...row, used_at: row.used_at }, ttlSeconds);
    if (reissued) return reissued;
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
    // Used a moment ago by a concurrent request: the same rules as a token presented again.
    const again = await db.selectFrom('refresh_tokens').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const reissued = again.used_at !== null ? await reissueLostAnswer(db, { ...again, used_at: again.used_at }, ttlSeconds) : null;
    if (reissued) return reissued;
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.user_id, ttlSeconds, row.family_id);
  return { ok: true, userId: row.user_id, familyId: row.family_id, token: next.token };
}
