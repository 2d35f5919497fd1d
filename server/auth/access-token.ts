/** Short-lived bearer access tokens (JWT, HS256, via jose). The SPA keeps them in memory only;
 * the long-lived credential is the rotating refresh cookie (see refresh-tokens). */
import { SignJWT, jwtVerify } from 'jose';

export interface AccessTokenClaims {
  userId: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  sign(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setAudience('vigil-api')
      .sign(this.key);
  }

  /** Returns null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: 'vigil-api' });
      const userId = Number(payload.sub);
      return Number.isInteger(userId) && userId > 0 ? { userId } : null;
    } catch {
      return null;
    }
  }
}
