/** PUT /api/account/own {language}: a user changes their own UI language, validated with the
 * shared schema; their other tabs and devices hear `account-updated`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ownUserSchema } from '../../../src-sync/protocol/user.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { bearer, createUser, login, sendJson } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signedIn(spec: Parameters<typeof createUser>[1] = {}) {
  server = await startTestServer();
  const user = await createUser(server.ctx, spec);
  const session = await login(server.url, user.email);
  return { server, user, auth: bearer(session.accessToken) };
}

const own = async (s: TestServer, auth: Record<string, string>) => ownUserSchema.parse(await (await fetch(`${s.url}/api/account/own`, { headers: auth })).json());

describe('PUT /api/account/own', () => {
  it('saves the language, answers the account as it is now and tells the user’s channel', async () => {
    const { server: s, user, auth } = await signedIn();
    const publish = vi.spyOn(s.ctx.broadcaster, 'publish');
    const response = await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'fr' }, auth);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown; user: unknown };
    expect(body.data).toBeNull();
    expect(ownUserSchema.parse(body.user)).toMatchObject({ id: user.id, language: 'fr' });
    expect((await own(s, auth)).language).toBe('fr');
    expect(publish).toHaveBeenCalledWith([`private-App.User.${user.id}`], 'account-updated', { user: expect.objectContaining({ id: user.id, language: 'fr' }) });
  });

  it("stores the spec's 'sa' as 'ar'", async () => {
    const { server: s, auth } = await signedIn();
    expect((await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'sa' }, auth)).status).toBe(200);
    expect((await own(s, auth)).language).toBe('ar');
  });

  it.each([
    [{ language: 'nl' }, 'expected one of en, zh, ar, it, es, fr'],
    [{ language: '' }, 'required'],
    [{}, 'required'],
    [{ language: 7 }, 'expected one of en, zh, ar, it, es, fr'],
  ])('refuses %j with 400 naming the field and the rule, changing nothing', async (body, message) => {
    const { server: s, auth } = await signedIn();
    const response = await sendJson(`${s.url}/api/account/own`, 'PUT', body, auth);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).issues).toEqual([{ path: 'language', message }]);
    expect((await own(s, auth)).language).toBe('en');
  });

  it('changes only the language of the caller, whatever else the body says', async () => {
    const { server: s, user, auth } = await signedIn({ entity: 'client', roles: [] });
    const other = await createUser(s.ctx, { email: 'other@vigil.test' });
    const response = await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'es', id: other.id, roles: ['ROLE_ADMIN'], entity: 'admin' }, auth);
    expect(response.status).toBe(200);
    expect(await own(s, auth)).toMatchObject({ id: user.id, language: 'es', entity: 'client', roles: [] });
    const untouched = await s.ctx.db.selectFrom('users').select(['language']).where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(untouched.language).toBe('en');
  });

  it('answers 401 without a token', async () => {
    server = await startTestServer();
    expect((await sendJson(`${server.url}/api/account/own`, 'PUT', { language: 'fr' })).status).toBe(401);
  });

  it('replays a retry with the same Idempotency-Key instead of applying it again', async () => {
    const { server: s, auth } = await signedIn();
    const key = { 'idempotency-key': 'c1b5c8de-language-1' };
    const first = await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'it' }, { ...auth, ...key });
    expect(first.status).toBe(200);
    // Changed in between by another device: a replayed retry must not put 'it' back.
    expect((await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'zh' }, auth)).status).toBe(200);
    const retry = await sendJson(`${s.url}/api/account/own`, 'PUT', { language: 'it' }, { ...auth, ...key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await own(s, auth)).language).toBe('zh');
  });
});
