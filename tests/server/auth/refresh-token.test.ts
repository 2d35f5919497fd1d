import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { tokenResponseSchema } from '../../../src-sync/protocol/auth.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { sha256Hex } from '../../../server/auth/secret-token.js';
import { REUSE_GRACE_SECONDS } from '../../../server/auth/refresh-tokens.js';
import { utcNow } from '../../../server/lib/time.js';
import { createUser, login, postJson, refresh, refreshSetCookie, refreshToken } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signedIn(): Promise<{ s: TestServer; userId: number; refresh: string }> {
  server = await startTestServer();
  const user = await createUser(server.ctx);
  const session = await login(server.url, user.email);
  return { s: server, userId: user.id, refresh: session.refresh };
}

describe('POST /oauth/token grant_type=refresh_token', () => {
  it('rotates the refresh token on every use: the old value stops working', async () => {
    const { s, userId, refresh: first } = await signedIn();

    const response = await refresh(s.url, first);
    expect(response.status).toBe(200);
    const body = tokenResponseSchema.parse(await response.json());
    expect(await s.ctx.tokens.verify(body.access_token)).toEqual({ userId });
    const second = refreshToken(response);
    expect(second).not.toBe(first);
    expect(refreshSetCookie(response)).toContain('HttpOnly');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const next = await refresh(s.url, second);
    expect(next.status).toBe(200);

    // Only digests are stored, all in one family.
    const rows = await s.ctx.db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.family_id)).size).toBe(1);
    expect(rows[0]?.token_hash).toBe(sha256Hex(first));
    expect(rows.map((r) => r.token_hash)).not.toContain(first);
    expect(rows.slice(0, 2).every((r) => r.used_at !== null)).toBe(true);
  });

  it('detects reuse: replaying an old token revokes the whole family, including its newest token', async () => {
    const { s, refresh: first } = await signedIn();
    const rotated = await refresh(s.url, first);
    const second = refreshToken(rotated);
    // The holder goes on using its tokens.
    const current = refreshToken(await refresh(s.url, second));

    // An attacker replays the stolen, already-used token.
    const replay = await refresh(s.url, first);
    expect(replay.status).toBe(401);
    expect(refreshToken(replay)).toBe(''); // the cookie is cleared

    // The legitimate holder's newest token is dead too: both must sign in again.
    const after = await refresh(s.url, current);
    expect(after.status).toBe(401);
    apiErrorSchema.parse(await after.json());
  });

  it('a lost answer (a reload mid-refresh): the old token is exchanged again within the grace, once nobody used its successor', async () => {
    const { s, refresh: first } = await signedIn();
    const lost = refreshToken(await refresh(s.url, first)); // the page never received this cookie
    const again = await refresh(s.url, first);
    expect(again.status).toBe(200);
    const current = refreshToken(again);
    expect(current).not.toBe(lost);
    // The unclaimed answer is dead; the new one works, and so does the chain after it.
    expect((await refresh(s.url, lost)).status).toBe(401);
    expect((await refresh(s.url, current)).status).toBe(200);
  });

  it('two tabs refreshing with the same cookie at the same moment both stay signed in', async () => {
    const { s, refresh: first } = await signedIn();
    const [a, b] = await Promise.all([refresh(s.url, first), refresh(s.url, first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The cookie the browser ends up with (the later answer) goes on working.
    expect((await refresh(s.url, refreshToken(b))).status).toBe(200);
  });

  it('after the grace, the old token presented again is a replay and ends the family', async () => {
    const { s, userId, refresh: first } = await signedIn();
    const unclaimed = refreshToken(await refresh(s.url, first));
    await s.ctx.db.updateTable('refresh_tokens').set({ used_at: utcNow(-(REUSE_GRACE_SECONDS + 5)) }).where('user_id', '=', userId).where('used_at', 'is not', null).execute();
    expect((await refresh(s.url, first)).status).toBe(401);
    expect((await refresh(s.url, unclaimed)).status).toBe(401);
  });

  it('keeps other sessions (families) alive when one family is revoked', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const laptop = await login(server.url, user.email);
    const phone = await login(server.url, user.email);
    const next = refreshToken(await refresh(server.url, laptop.refresh));
    await refresh(server.url, next);
    expect((await refresh(server.url, laptop.refresh)).status).toBe(401);
    expect((await refresh(server.url, phone.refresh)).status).toBe(200);
  });

  it('answers 401 for a missing, unknown, expired or revoked token', async () => {
    const { s, userId, refresh: token } = await signedIn();
    const missing = await postJson(`${s.url}/oauth/token`, { grant_type: 'refresh_token', client_id: 'vigil-spa' });
    expect(missing.status).toBe(401);
    expect((await refresh(s.url, 'x'.repeat(43))).status).toBe(401);

    await s.ctx.db.updateTable('refresh_tokens').set({ expires_at: '2000-01-01 00:00:00' }).where('user_id', '=', userId).execute();
    expect((await refresh(s.url, token)).status).toBe(401);

    const other = await login(s.url, (await s.ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email);
    await s.ctx.db.updateTable('refresh_tokens').set({ revoked_at: '2020-01-01 00:00:00' }).where('user_id', '=', userId).execute();
    expect((await refresh(s.url, other.refresh)).status).toBe(401);
  });

  it('refuses an unknown client_id and bad bodies with 4xx naming the field', async () => {
    const { s, refresh: token } = await signedIn();
    const cookie = { cookie: `vigil_refresh=${token}` };
    const foreignClient = await postJson(`${s.url}/oauth/token`, { grant_type: 'refresh_token', client_id: 'other-app' }, cookie);
    expect(foreignClient.status).toBe(401);

    const badGrant = await postJson(`${s.url}/oauth/token`, { grant_type: 'password', client_id: 'vigil-spa' }, cookie);
    expect(badGrant.status).toBe(400);
    expect(apiErrorSchema.parse(await badGrant.json()).issues?.map((i) => i.path)).toContain('grant_type');

    const noClient = await postJson(`${s.url}/oauth/token`, { grant_type: 'refresh_token' }, cookie);
    expect(noClient.status).toBe(400);
    expect(apiErrorSchema.parse(await noClient.json()).issues?.map((i) => i.path)).toContain('client_id');

    // None of these spent the token.
    expect((await refresh(s.url, token)).status).toBe(200);
  });
});

describe('POST /oauth/token CSRF protection', () => {
  it('rejects a refresh attempt with the Origin of another site (403) and does not spend the token', async () => {
    const { s, refresh: token } = await signedIn();
    const response = await refresh(s.url, token, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(refreshSetCookie(response)).toBeUndefined();
    expect((await refresh(s.url, token, { origin: new URL(s.url).origin })).status).toBe(200);
  });

  it('rejects Sec-Fetch-Site cross-site and an opaque (null) Origin', async () => {
    const { s, refresh: token } = await signedIn();
    expect((await refresh(s.url, token, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await refresh(s.url, token, { origin: 'null' })).status).toBe(403);
    expect((await refresh(s.url, token, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('requires application/json, which a cross-site form or simple request cannot send', async () => {
    const { s, refresh: token } = await signedIn();
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ grant_type: 'refresh_token', client_id: 'vigil-spa' })],
      ['application/x-www-form-urlencoded', 'grant_type=refresh_token&client_id=vigil-spa'],
    ] as const) {
      const response = await fetch(`${s.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: `vigil_refresh=${token}` },
        body,
      });
      expect(response.status).toBe(415);
    }
    expect((await refresh(s.url, token)).status).toBe(200);
  });
});
