import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import { LOGGED_IN_FLAG, OWN_ACCOUNT_KEY } from '../../../src-sync/index.js';
import { tokenBody } from '../session/stub-server.js';
import { noor, startOfflineHarness, type OfflineHarness } from './offline-harness.js';

let h: OfflineHarness;

afterEach(async () => {
  await h.close();
});

/** The state after an earlier online visit: flag and account stored, nothing in memory. */
function rememberEarlierVisit(): void {
  h.storage.setItem(LOGGED_IN_FLAG, '1');
  h.storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify({ ...noor, first_name: 'Stored' }));
}

function waitFor(predicate: (state: ReturnType<OfflineHarness['session']['getState']>) => boolean) {
  return firstValueFrom(h.session.state$.pipe(filter(predicate)));
}

describe('own account stored for an offline start', () => {
  beforeEach(async () => {
    h = await startOfflineHarness();
  });

  it('is written on sign-in and removed on logout', async () => {
    h.server.on('POST /api/login', () => ({ status: 200, body: tokenBody('good') }));
    h.server.on('POST /api/logout', () => ({ status: 204 }));
    await h.session.login(noor.email, 'vigil-demo');
    expect(JSON.parse(h.storage.getItem(OWN_ACCOUNT_KEY) ?? 'null')).toMatchObject({ id: 7, email: noor.email });
    expect(h.storage.getItem(OWN_ACCOUNT_KEY)).not.toContain('good');
    await h.session.logout();
    expect(h.storage.getItem(OWN_ACCOUNT_KEY)).toBeNull();
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('is refreshed by every successful start', async () => {
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    await h.session.checkAuthorization();
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: false, user: { first_name: 'Noor' } });
    expect(JSON.parse(h.storage.getItem(OWN_ACCOUNT_KEY) ?? 'null')).toMatchObject({ first_name: 'Noor' });
  });

  it('opens the stored account at once, before the token is renewed, and skips /refreshing', async () => {
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good'), delayMs: 50 }));
    const seen: string[] = [];
    const subscription = h.session.state$.subscribe((state) => seen.push(`${state.status}:${state.user?.first_name ?? '-'}`));
    const done = h.session.checkAuthorization();
    // Synchronously after the start: the workspace can open while the refresh is on the wire.
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: false, user: { first_name: 'Stored' } });
    await done;
    subscription.unsubscribe();
    expect(seen).not.toContain('refreshing:-');
    expect(seen.at(-1)).toBe('signed-in:Noor');
    expect(h.server.calls.filter((call) => call.method === 'POST' && call.path === '/oauth/token')).toHaveLength(1);
  });

  it('does not re-emit when the server confirms the stored account unchanged', async () => {
    h.storage.setItem(LOGGED_IN_FLAG, '1');
    h.storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify(noor));
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    const seen: string[] = [];
    const subscription = h.session.state$.subscribe((state) => seen.push(state.status));
    await h.session.checkAuthorization();
    subscription.unsubscribe();
    // The initial 'checking', then one 'signed-in': every screen renders once, not twice.
    expect(seen).toEqual(['checking', 'signed-in']);
    expect(h.api.getAccessToken()).toBe('good');
  });

  it('closes the opened account with a reason when the refresh is then refused', async () => {
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Gone.' }, delayMs: 20 }));
    const done = h.session.checkAuthorization();
    expect(h.session.getState().status).toBe('signed-in');
    await done;
    expect(h.session.getState()).toMatchObject({ status: 'signed-out', user: null, error: { status: 401 } });
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });
});

describe('start with no network', () => {
  beforeEach(async () => {
    h = await startOfflineHarness();
  });

  it('signs in offline as the stored user, keeping flag and account', async () => {
    rememberEarlierVisit();
    h.setDown(true);
    await h.session.checkAuthorization();
    const state = h.session.getState();
    expect(state).toMatchObject({ status: 'signed-in', offline: true, error: null, user: { id: 7, first_name: 'Stored' } });
    expect(state.flags).toMatchObject({ admin: false, planner: true });
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBe('1');
    expect(h.api.getAccessToken()).toBeNull();
    expect(h.server.calls).toHaveLength(0);
  });

  it('treats a server fault (5xx) like no network', async () => {
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 502, body: { message: 'Bad gateway' } }));
    await h.session.checkAuthorization();
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: true });
  });

  it('without a stored account stays signed out and says why', async () => {
    h.storage.setItem(LOGGED_IN_FLAG, '1');
    h.setDown(true);
    await h.session.checkAuthorization();
    expect(h.session.getState()).toMatchObject({ status: 'signed-out', error: { status: 0 } });
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBe('1');
  });

  it('ignores a stored account it cannot read', async () => {
    h.storage.setItem(LOGGED_IN_FLAG, '1');
    h.storage.setItem(OWN_ACCOUNT_KEY, '{"id":"not a number"');
    h.setDown(true);
    await h.session.checkAuthorization();
    expect(h.session.getState().status).toBe('signed-out');
  });

  it('a refused refresh (401) signs out and forgets the account, even with one stored', async () => {
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Gone.' } }));
    await h.session.checkAuthorization();
    expect(h.session.getState()).toMatchObject({ status: 'signed-out', offline: false });
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(h.storage.getItem(OWN_ACCOUNT_KEY)).toBeNull();
  });
});

describe('coming back online', () => {
  beforeEach(async () => {
    h = await startOfflineHarness();
    rememberEarlierVisit();
    h.setDown(true);
    await h.session.checkAuthorization();
    expect(h.session.getState().offline).toBe(true);
  });

  it('re-validates on the online event and continues normally', async () => {
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    const validated = waitFor((state) => state.status === 'signed-in' && state.offline === false);
    h.setDown(false);
    const state = await validated;
    expect(state.user).toMatchObject({ id: 7, first_name: 'Noor' });
    expect(h.api.getAccessToken()).toBe('good');
    expect(JSON.parse(h.storage.getItem(OWN_ACCOUNT_KEY) ?? 'null')).toMatchObject({ first_name: 'Noor' });
    // Never through 'refreshing' (which would detour the UI) nor signed-out.
    expect(h.server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /oauth/token', 'GET /api/account/own']);
  });

  it('signs out when the server then refuses the refresh (401)', async () => {
    h.server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Revoked.' } }));
    const out = waitFor((state) => state.status === 'signed-out');
    h.setDown(false);
    const state = await out;
    expect(state.error).toMatchObject({ status: 401, code: 'session_ended' });
    expect(h.storage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(h.storage.getItem(OWN_ACCOUNT_KEY)).toBeNull();
  });

  it('stays offline while the server is still unreachable, and reconnect() tries again', async () => {
    h.server.on('POST /oauth/token', () => ({ status: 503, body: { message: 'Starting up' } }));
    h.setDown(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: true });
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    await h.session.reconnect?.();
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: false });
  });

  it('stops listening once signed out', async () => {
    h.server.on('POST /api/logout', () => ({ status: 204 }));
    await h.session.logout();
    h.setDown(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(h.server.calls).toHaveLength(0);
    expect(h.session.getState().status).toBe('signed-out');
  });
});

describe('retry timer while the browser says online', () => {
  it('tries again on its own when the server comes back without a network event', async () => {
    h = await startOfflineHarness({ offlineRetryMs: 40 });
    rememberEarlierVisit();
    h.server.on('POST /oauth/token', () => ({ status: 503, body: { message: 'Down' } }));
    await h.session.checkAuthorization();
    expect(h.session.getState().offline).toBe(true);
    const validated = waitFor((state) => state.status === 'signed-in' && state.offline === false);
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    await validated;
    expect(h.server.calls.filter((call) => call.path === '/oauth/token').length).toBeGreaterThanOrEqual(2);
  });
});
