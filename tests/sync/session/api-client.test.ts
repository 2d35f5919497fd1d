import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, createMemoryCookieJar, type ApiClient, type RefreshLocks } from '../../../src-sync/index.js';
import { bearerOf, startStubServer, tokenBody, type StubServer } from './stub-server.js';

let server: StubServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startStubServer();
  api = createApiClient({ baseURL: server.url, locks: null });
});
afterEach(async () => {
  await server.close();
});

/** /api/thing answers only the token "fresh"; the refresh endpoint hands "fresh" out. */
function expiredTokenScenario(refreshDelayMs = 30) {
  server.on('GET /api/thing', (req) =>
    bearerOf(req) === 'fresh' ? { status: 200, body: { value: 42 } } : { status: 401, body: { error: 'unauthenticated', message: 'Token expired.' } },
  );
  server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('fresh'), delayMs: refreshDelayMs }));
}

const thingSchema = z.object({ value: z.number() });

describe('api client: refresh and replay', () => {
  it('replays the original request with the new token after one silent refresh', async () => {
    expiredTokenScenario();
    api.setAccessToken('stale');
    await expect(api.get('/api/thing', { schema: thingSchema })).resolves.toEqual({ value: 42 });
    const paths = server.calls.map((c) => `${c.method} ${c.path} ${bearerOf(c) ?? '-'}`);
    expect(paths).toEqual(['GET /api/thing stale', 'POST /oauth/token -', 'GET /api/thing fresh']);
    expect(api.getAccessToken()).toBe('fresh');
  });

  it('sends the refresh grant as JSON with the SPA client id', async () => {
    expiredTokenScenario();
    await api.get('/api/thing');
    const refresh = server.calls.find((c) => c.path === '/oauth/token');
    expect(refresh?.body).toEqual({ grant_type: 'refresh_token', client_id: 'vigil-spa' });
    expect(refresh?.headers['content-type']).toContain('application/json');
  });

  it('names the app\'s redirect in the refresh grant when it has one (spec section 7)', async () => {
    api = createApiClient({ baseURL: server.url, locks: null, redirectUri: 'https://vigil.example/auth' });
    expiredTokenScenario();
    await api.get('/api/thing');
    const refresh = server.calls.find((c) => c.path === '/oauth/token');
    expect(refresh?.body).toEqual({ grant_type: 'refresh_token', client_id: 'vigil-spa', redirect_uri: 'https://vigil.example/auth' });
  });

  it('makes ONE refresh call for two parallel 401s', async () => {
    expiredTokenScenario(80);
    api.setAccessToken('stale');
    const results = await Promise.all([api.get('/api/thing', { schema: thingSchema }), api.get('/api/thing', { schema: thingSchema })]);
    expect(results).toEqual([{ value: 42 }, { value: 42 }]);
    expect(server.calls.filter((c) => c.path === '/oauth/token')).toHaveLength(1);
    expect(server.calls.filter((c) => c.path === '/api/thing' && bearerOf(c) === 'fresh')).toHaveLength(2);
  });

  it('without a token, waits for the refresh already running instead of sending a doomed request', async () => {
    expiredTokenScenario(60);
    const refreshing = api.refresh();
    await expect(api.get('/api/thing', { schema: thingSchema })).resolves.toEqual({ value: 42 });
    await refreshing;
    const paths = server.calls.map((c) => `${c.method} ${c.path} ${bearerOf(c) ?? '-'}`);
    expect(paths).toEqual(['POST /oauth/token -', 'GET /api/thing fresh']);
  });

  it('serialises refreshes through the cross-tab lock when one is available', async () => {
    expiredTokenScenario();
    const names: string[] = [];
    const locks: RefreshLocks = { request: (name, task) => (names.push(name), task()) };
    const locked = createApiClient({ baseURL: server.url, locks });
    await locked.get('/api/thing');
    expect(names).toEqual(['vigil.token-refresh']);
  });

  it('logs out when the refresh is refused: token cleared, listeners told, ApiError rejected', async () => {
    server.on('GET /api/thing', () => ({ status: 401, body: { error: 'unauthenticated', message: 'Token expired.' } }));
    server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'The session has ended.' } }));
    const lost = vi.fn();
    api.onSessionLost(lost);
    api.setAccessToken('stale');
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_grant', message: 'The session has ended.' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(api.getAccessToken()).toBeNull();
  });

  it('keeps the session when the refresh fails for a server fault', async () => {
    server.on('GET /api/thing', () => ({ status: 401, body: { error: 'unauthenticated', message: 'Token expired.' } }));
    server.on('POST /oauth/token', () => ({ status: 503, body: { error: 'unavailable', message: 'Down for maintenance.' } }));
    const lost = vi.fn();
    api.onSessionLost(lost);
    api.setAccessToken('stale');
    await expect(api.get('/api/thing')).rejects.toMatchObject({ status: 503, message: 'Down for maintenance.' });
    expect(lost).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from a public auth endpoint (wrong password)', async () => {
    server.on('POST /api/login', () => ({ status: 401, body: { error: 'invalid_credentials', message: 'Wrong email or password.' } }));
    await expect(api.post('/api/login', { email: 'a@b.c', password: 'x' }, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong email or password.',
    });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/login']);
  });

  it('replays at most once: a second 401 is rejected, not looped', async () => {
    server.on('GET /api/thing', () => ({ status: 401, body: { error: 'unauthenticated', message: 'Still no.' } }));
    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('fresh') }));
    await expect(api.get('/api/thing')).rejects.toMatchObject({ status: 401, message: 'Still no.' });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/thing', '/oauth/token', '/api/thing']);
  });
});

describe('api client: errors', () => {
  it('rejects with the server message and field issues', async () => {
    const issues = [{ path: 'email', message: 'required' }];
    server.on('POST /api/signup', () => ({ status: 422, body: { error: 'validation', message: 'Invalid sign-up.', issues } }));
    const error = await api.post('/api/signup', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation', message: 'Invalid sign-up.', issues });
  });

  it('carries Retry-After of a 429', async () => {
    server.on('POST /api/login', () => ({ status: 429, headers: { 'retry-after': '30' }, body: { error: 'rate_limited', message: 'Too many attempts.' } }));
    await expect(api.post('/api/login', {}, { auth: false })).rejects.toMatchObject({ status: 429, retryAfter: 30, message: 'Too many attempts.' });
  });

  it('names a server fault without a JSON body', async () => {
    server.on('GET /api/broken', () => ({ status: 500 }));
    await expect(api.get('/api/broken')).rejects.toMatchObject({ status: 500, message: 'Something went wrong. Please try again later.' });
  });

  it('rejects an unexpected answer shape instead of passing it on', async () => {
    server.on('GET /api/thing', () => ({ status: 200, body: { value: 'not a number' } }));
    await expect(api.get('/api/thing', { schema: thingSchema })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('turns an unreachable server into a network ApiError (status 0)', async () => {
    await server.close();
    const error = await api.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    server = await startStubServer(); // afterEach closes it again
  });
});

describe('api client: cookie jar for Node callers', () => {
  it('sends the refresh cookie and keeps the rotated one', async () => {
    let generation = 1;
    server.on('POST /oauth/token', (req) => {
      const expected = `vigil_refresh=r${generation}`;
      if (req.headers.cookie !== expected) return { status: 401, body: { error: 'invalid_grant', message: 'bad cookie' } };
      generation += 1;
      return { status: 200, body: tokenBody(`t${generation}`), headers: { 'set-cookie': [`vigil_refresh=r${generation}; HttpOnly; Path=/oauth`] } };
    });
    const jar = createMemoryCookieJar();
    jar.store(['vigil_refresh=r1; HttpOnly']);
    const client = createApiClient({ baseURL: server.url, locks: null, cookieJar: jar });
    await expect(client.refresh()).resolves.toMatchObject({ access_token: 't2' });
    await expect(client.refresh()).resolves.toMatchObject({ access_token: 't3' });
    expect(jar.header()).toBe('vigil_refresh=r3');
  });
});
