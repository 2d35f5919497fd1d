/** Random opaque secrets (refresh tokens, authorization codes, reset tokens) and their digests.
 * Only the SHA-256 of a secret is stored: a leaked database does not hand out live sessions or
 * reset links, and the secrets carry 256 bits of entropy so an unsalted fast hash is enough. */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Shape check before any lookup, so odd cookie or body values never reach the database. */
export function looksLikeSecretToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value);
}
