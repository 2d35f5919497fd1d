import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  LOGGED_IN_FLAG,
  OAUTH_PENDING_KEY,
  type KeyValueStorage,
  type Session,
} from '../../../src-sync/index.js';
import { bearerOf, startStubServer, tokenBody, type StubServer } from './stub-server.js';

const noor = {
  id: 7,
  email: 'new@vigil.test',
  first_name: 'Noor',
  last_name: 'Haddad',
  language: 'en',
  verified: 0,
  entity: 'client',
  roles: [],
  agent_id: null,
  client_id: 3,
  subcontractor_id: null,
  subcontractor: null,
  client: { id: 3, name: 'Harbour Mall' },
};

let server: StubServer;
let storage: KeyValueStorage;
let oauthStorage: KeyValueStorage;
let session: Session;

beforeEach(async () => {
  server = await startStubServer();
  storage = createMemoryStorage();
  oauthStorage = createMemoryStorage();
  const api = createApiClient({ baseURL: server.url, locks: null });
  session = createSession({ api, storage, oauthStorage, origin: 'http://vigil.test', serverURL: server.url });
  server.on('GET /api/account/own', (req) =>
    bearerOf(req) === 'good' ? { status: 200, body: noor } : { status: 401, body: { error: 'unauthenticated', message: 'No token.' } },
  );
});
afterEach(async () => {
  await server.close();
});

describe('session: checkAuthorization', () => {
  it('is signed out without the logged-in flag, and asks the server nothing', async () => {
    await session.checkAuthorization();
    expect(session.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(server.calls).toHaveLength(0);
  });

  it('refreshes and loads the own account when the flag is set', async () => {
    storage.setItem(LOGGED_IN_FLAG, '1');
    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good'), delayMs: 20 }));
    const refreshing = firstValueFrom(session.state$.pipe(filter((s) => s.status === 'refreshing')));
    const done = session.checkAuthorization();
    await refreshing;
    await done;
    const state = session.getState();
    expect(state.status).toBe('signed-in');
    expect(state.user?.first_name).toBe('Noor');
    expect(state.flags).toMatchObject({ client: true, ownAccount: true, admin: false });
  });

  it('clears the flag and signs out when the refresh is refused', async () => {
    storage.setItem(LOGGED_IN_FLAG, '1');
    server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Gone.' } }));
    await session.checkAuthorization();
    expect(session.getState().status).toBe('signed-out');
    expect(storage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('keeps the flag when the server cannot be reached, and says why', async () => {
    storage.setItem(LOGGED_IN_FLAG, '1');
    await server.close();
    await session.checkAuthorization();
    expect(session.getState()).toMatchObject({ status: 'signed-out', error: { status: 0 } });
    expect(storage.getItem(LOGGED_IN_FLAG)).toBe('1');
    server = await startStubServer();
  });
});

describe('session: login and logout', () => {
  it('signs in, stores the flag, and keeps the token out of storage', async () => {
    server.on('POST /api/login', () => ({ status: 200, body: tokenBody('good') }));
    const user = await session.login('new@vigil.test', 'vigil-demo');
    expect(user.id).toBe(7);
    expect(session.getState().status).toBe('signed-in');
    expect(storage.getItem(LOGGED_IN_FLAG)).toBe('1');
    expect(JSON.stringify([storage, oauthStorage])).not.toContain('good');
  });

  it('rejects a wrong password with the server message and stays signed out', async () => {
    server.on('POST /api/login', () => ({ status: 401, body: { error: 'invalid_credentials', message: 'Wrong email or password.' } }));
    await session.checkAuthorization();
    await expect(session.login('a@vigil.test', 'nope')).rejects.toMatchObject({ message: 'Wrong email or password.' });
    expect(session.getState().status).toBe('signed-out');
    expect(storage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('logs out: server revoked, flag removed, state cleared', async () => {
    server.on('POST /api/login', () => ({ status: 200, body: tokenBody('good') }));
    server.on('POST /api/logout', () => ({ status: 204 }));
    await session.login('new@vigil.test', 'vigil-demo');
    await session.logout();
    expect(server.calls.find((c) => c.path === '/api/logout')?.headers.authorization).toBe('Bearer good');
    expect(session.getState()).toMatchObject({ status: 'signed-out', user: null, flags: null });
    expect(storage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(session.logoutRedirectUrl()).toBe(`${server.url}/logout?redirect_uri=${encodeURIComponent('http://vigil.test/signin')}`);
  });

  it('signs out when a refresh is refused mid-session', async () => {
    server.on('POST /api/login', () => ({ status: 200, body: tokenBody('stale') }));
    server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Revoked.' } }));
    await expect(session.login('new@vigil.test', 'vigil-demo')).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('signed-out');
  });

  it('sets the password and reloads the now verified account', async () => {
    server.on('POST /api/login', () => ({ status: 200, body: tokenBody('good') }));
    let verified = 0;
    server.on('PUT /api/account/password', () => ((verified = 1), { status: 200, body: { success: true } }));
    server.on('GET /api/account/own', () => ({ status: 200, body: { ...noor, verified } }));
    await session.login('new@vigil.test', 'vigil-demo');
    const user = await session.setPassword({ password: 'a-long-password', password_confirm: 'a-long-password' });
    expect(user.verified).toBe(1);
    expect(session.getState().user?.verified).toBe(1);
  });
});

describe('session: OAuth authorization code with PKCE', () => {
  it('builds the authorize URL and exchanges the code with the stored verifier', async () => {
    const authorizeUrl = new URL(await session.startOAuthSignIn('/dashboard/planning'));
    const q = authorizeUrl.searchParams;
    expect(authorizeUrl.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: 'vigil-spa',
      redirect_uri: 'http://vigil.test/auth',
      scope: '*',
      code_challenge_method: 'S256',
    });
    const pending = JSON.parse(oauthStorage.getItem(OAUTH_PENDING_KEY) ?? '{}') as { verifier: string };
    const expectedChallenge = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier))).toString('base64url');
    expect(q.get('code_challenge')).toBe(expectedChallenge);

    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    const returnTo = await session.completeOAuthSignIn(`http://vigil.test/auth?code=abc&state=${q.get('state') ?? ''}`);
    expect(returnTo).toBe('/dashboard/planning');
    expect(server.calls.find((c) => c.path === '/oauth/token')?.body).toEqual({
      grant_type: 'authorization_code',
      client_id: 'vigil-spa',
      redirect_uri: 'http://vigil.test/auth',
      code: 'abc',
      code_verifier: pending.verifier,
    });
    expect(session.getState().status).toBe('signed-in');
    expect(oauthStorage.getItem(OAUTH_PENDING_KEY)).toBeNull();
  });

  it('exchanges a code that landed on /auth0loginCallback with that page as the redirect URI', async () => {
    const q = new URL(await session.startOAuthSignIn('/dashboard')).searchParams;
    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    await session.completeOAuthSignIn(`http://vigil.test/auth0loginCallback?code=xyz&state=${q.get('state') ?? ''}`);
    expect(server.calls.find((c) => c.path === '/oauth/token')?.body).toMatchObject({
      redirect_uri: 'http://vigil.test/auth0loginCallback',
      code: 'xyz',
    });
    expect(session.getState().status).toBe('signed-in');
  });

  it('refuses a callback whose state does not match', async () => {
    await session.startOAuthSignIn();
    await expect(session.completeOAuthSignIn('http://vigil.test/auth?code=abc&state=forged')).rejects.toMatchObject({ code: 'invalid_state' });
    expect(server.calls).toHaveLength(0);
  });
});
