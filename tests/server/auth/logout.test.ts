import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { bearer, cookieHeader, createUser, login, refresh, refreshSetCookie } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('logout', () => {
  it('POST /api/logout revokes the refresh family and clears the cookie', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const session = await login(server.url, user.email);
    const other = await login(server.url, user.email);

    const response = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { ...bearer(session.accessToken), ...cookieHeader(session.refresh) },
    });
    expect(response.status).toBe(204);
    const cleared = refreshSetCookie(response) ?? '';
    expect(cleared).toMatch(/^vigil_refresh=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    expect((await refresh(server.url, session.refresh)).status).toBe(401);
    // Only this session ended; the user's other device stays signed in.
    expect((await refresh(server.url, other.refresh)).status).toBe(200);
  });

  it('POST /api/logout needs a bearer token', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const session = await login(server.url, user.email);
    const response = await fetch(`${server.url}/api/logout`, { method: 'POST', headers: cookieHeader(session.refresh) });
    expect(response.status).toBe(401);
    expect((await refresh(server.url, session.refresh)).status).toBe(200);
  });

  it("POST /api/logout never revokes another user's family", async () => {
    server = await startTestServer();
    const alice = await login(server.url, (await createUser(server.ctx)).email);
    const bob = await login(server.url, (await createUser(server.ctx)).email);
    const response = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { ...bearer(alice.accessToken), ...cookieHeader(bob.refresh) },
    });
    expect(response.status).toBe(204);
    expect((await refresh(server.url, bob.refresh)).status).toBe(200);
  });

  it('GET /logout clears the cookie, revokes it, and redirects only within the app', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const session = await login(server.url, user.email);

    const own = await fetch(`${server.url}/logout?redirect_uri=${encodeURIComponent(`${server.url}/signin`)}`, {
      redirect: 'manual',
      headers: cookieHeader(session.refresh),
    });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe(`${server.url}/signin`);
    expect(refreshSetCookie(own)).toMatch(/^vigil_refresh=;/);
    expect((await refresh(server.url, session.refresh)).status).toBe(401);

    for (const target of ['https://evil.example/signin', `${server.url}.evil.example/x`, '//evil.example/', 'javascript:alert(1)']) {
      const response = await fetch(`${server.url}/logout?redirect_uri=${encodeURIComponent(target)}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/signin');
    }
    const none = await fetch(`${server.url}/logout`, { redirect: 'manual' });
    expect(none.headers.get('location')).toBe('/signin');
  });
});
