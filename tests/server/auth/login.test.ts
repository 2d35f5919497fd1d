import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { tokenResponseSchema } from '../../../src-sync/protocol/auth.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { bearer, createUser, PASSWORD, postJson, refreshSetCookie } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('POST /api/login', () => {
  it('answers a bearer token and sets the refresh cookie', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx, { email: 'Admin@Vigil.test' });
    const response = await postJson(`${server.url}/api/login`, { email: 'admin@vigil.test', password: PASSWORD });
    expect(response.status).toBe(200);
    const body = tokenResponseSchema.parse(await response.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(server.ctx.config.accessTokenTtl);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await server.ctx.tokens.verify(body.access_token)).toEqual({ userId: user.id });

    const cookie = refreshSetCookie(response) ?? '';
    expect(cookie).toMatch(/^vigil_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${server.ctx.config.refreshTokenTtl}`);
    // The app runs on http here; Secure is set only for an https APP_URL.
    expect(cookie).not.toContain('Secure');

    const own = await fetch(`${server.url}/api/account/own`, { headers: bearer(body.access_token) });
    expect(own.status).toBe(200);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'secure@vigil.test' });
    server.ctx.config.appUrl = 'https://vigil.example.com';
    const response = await postJson(`${server.url}/api/login`, { email: 'secure@vigil.test', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(refreshSetCookie(response)).toContain('Secure');
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'planner@vigil.test' });
    for (const body of [
      { email: 'planner@vigil.test', password: 'not the password' },
      { email: 'nobody@vigil.test', password: PASSWORD },
    ]) {
      const response = await postJson(`${server.url}/api/login`, body);
      expect(response.status).toBe(401);
      expect(refreshSetCookie(response)).toBeUndefined();
      const error = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe('Wrong email or password.');
    }
  });

  it('refuses a user without a password (signed up, link not used yet)', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'fresh@vigil.test', password: null, verified: 0 });
    const response = await postJson(`${server.url}/api/login`, { email: 'fresh@vigil.test', password: 'anything-at-all' });
    expect(response.status).toBe(401);
  });

  it('rate-limits sign-in attempts per address with 429, Retry-After and a JSON message', async () => {
    server = await startTestServer({ loginRateLimit: 3 });
    await createUser(server.ctx, { email: 'target@vigil.test' });
    for (let i = 0; i < 3; i += 1) {
      const response = await postJson(`${server.url}/api/login`, { email: 'target@vigil.test', password: `guess-${i}` });
      expect(response.status).toBe(401);
    }
    // Even the right password is refused while the address is over the limit.
    const blocked = await postJson(`${server.url}/api/login`, { email: 'target@vigil.test', password: PASSWORD });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const error = apiErrorSchema.parse(await blocked.json());
    expect(error.message).toMatch(/Too many attempts/);

    // The limit is the auth routes' own: other routes are not counted or limited.
    const other = await fetch(`${server.url}/api/account/own`);
    expect(other.status).toBe(401);
  });

  it('answers 400 naming the field for a bad body, never 500', async () => {
    server = await startTestServer();
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'email'],
      [{ email: 'not-an-email', password: 'x' }, 'email'],
      [{ email: 'a@vigil.test' }, 'password'],
      [{ email: 'a@vigil.test', password: 42 }, 'password'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await postJson(`${server.url}/api/login`, body);
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.issues?.map((i) => i.path)).toContain(field);
    }
    const malformed = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
  });

  it('refuses a sign-in posted from another site', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'csrf@vigil.test' });
    const response = await postJson(
      `${server.url}/api/login`,
      { email: 'csrf@vigil.test', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(refreshSetCookie(response)).toBeUndefined();
  });

  it('accepts a sign-in from the page it was served to under another name than APP_URL (localhost)', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'alias@vigil.test' });
    const port = new URL(server.url).port;
    const post = (origin: string) =>
      postWithHost(server?.url ?? '', '/api/login', `localhost:${port}`, origin, { email: 'alias@vigil.test', password: PASSWORD });
    expect(await post(`http://localhost:${port}`)).toBe(200);
    // The Host header names this server; an Origin that is neither it nor APP_URL is still foreign.
    expect(await post(`http://localhost:${Number(port) + 1}`)).toBe(403);
  });
});

/** node:http, because fetch does not let a test choose the Host header. Resolves the status. */
function postWithHost(baseUrl: string, path: string, host: string, origin: string, body: unknown): Promise<number> {
  const target = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { host, origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
