/**
 * Authorization codes of the reference OAuth server (authorization code grant with PKCE, S256).
 * A code lives 60 seconds, is stored only as its SHA-256, and is spent by its first redemption
 * attempt, successful or not, so that neither a replay nor verifier guessing can use it again.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DbExecutor } from './db-executor.js';
import { utcNow } from '../lib/time.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

export const CODE_TTL_SECONDS = 60;

export interface CodeGrant {
  userId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

export async function createAuthorizationCode(db: DbExecutor, grant: CodeGrant): Promise<string> {
  const code = newSecretToken();
  await db
    .insertInto('oauth_codes')
    .values({
      user_id: grant.userId,
      code_hash: sha256Hex(code),
      client_id: grant.clientId,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      expires_at: utcNow(CODE_TTL_SECONDS),
    })
    .execute();
  return code;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The user id the code was issued to, or null when the code is unknown, spent, expired, or
 * does not match the client, the redirect uri or the PKCE verifier. */
export async function redeemAuthorizationCode(
  db: DbExecutor,
  request: { code: string; clientId: string; redirectUri: string; codeVerifier: string },
): Promise<number | null> {
  const row = await db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', sha256Hex(request.code)).executeTakeFirst();
  if (!row || row.used_at !== null) return null;
  const now = utcNow();
  const spent = await db.updateTable('oauth_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  if (row.expires_at <= now) return null;
  if (row.client_id !== request.clientId || row.redirect_uri !== request.redirectUri) return null;
  if (!sameText(s256(request.codeVerifier), row.code_challenge)) return null;
  return row.user_id;
}
