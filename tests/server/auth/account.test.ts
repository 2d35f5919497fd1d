import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ownUserSchema } from '../../../src-sync/protocol/user.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { bearer, cookieHeader, createUser, login, postJson, refresh, sendJson } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/account/own', () => {
  it('answers the OwnUser shape with roles and the organisation', async () => {
    server = await startTestServer();
    const client = await server.ctx.db.insertInto('clients').values({ name: 'Acme Retail' }).returning('id').executeTakeFirstOrThrow();
    const user = await createUser(server.ctx, { entity: 'client', roles: [], client_id: client.id, first_name: 'Cleo', verified: 0 });
    const session = await login(server.url, user.email);

    const response = await fetch(`${server.url}/api/account/own`, { headers: bearer(session.accessToken) });
    expect(response.status).toBe(200);
    const own = ownUserSchema.parse(await response.json());
    expect(own).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Cleo',
      verified: 0,
      entity: 'client',
      roles: [],
      client_id: client.id,
      client: { id: client.id, name: 'Acme Retail' },
      subcontractor_id: null,
      subcontractor: null,
      agent_id: null,
    });
  });

  it('includes the subcontractor company and parsed roles', async () => {
    server = await startTestServer();
    const sub = await server.ctx.db.insertInto('subcontractors').values({ company_name: 'Nightwatch BV' }).returning('id').executeTakeFirstOrThrow();
    const user = await createUser(server.ctx, { entity: 'subcontractor', roles: ['ROLE_SUBCONTRACTOR'], subcontractor_id: sub.id });
    const session = await login(server.url, user.email);
    const own = ownUserSchema.parse(await (await fetch(`${server.url}/api/account/own`, { headers: bearer(session.accessToken) })).json());
    expect(own.roles).toEqual(['ROLE_SUBCONTRACTOR']);
    expect(own.subcontractor).toEqual({ id: sub.id, company_name: 'Nightwatch BV' });
    expect(own.client).toBeNull();
  });

  it('answers 401 without a token or with a forged one', async () => {
    server = await startTestServer();
    expect((await fetch(`${server.url}/api/account/own`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/account/own`, { headers: bearer('not.a.jwt') })).status).toBe(401);
  });
});

describe('PUT /api/account/password', () => {
  it('sets the password and verifies the account; other sessions end, this one stays', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx, { verified: 0, password: 'first-password' });
    const session = await login(server.url, user.email, 'first-password');
    const elsewhere = await login(server.url, user.email, 'first-password');

    const response = await sendJson(
      `${server.url}/api/account/password`,
      'PUT',
      { password: 'brand-new-secret', password_confirm: 'brand-new-secret' },
      { ...bearer(session.accessToken), ...cookieHeader(session.refresh) },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const row = await server.ctx.db.selectFrom('users').select('verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.verified).toBe(1);
    expect((await postJson(`${server.url}/api/login`, { email: user.email, password: 'first-password' })).status).toBe(401);
    expect((await postJson(`${server.url}/api/login`, { email: user.email, password: 'brand-new-secret' })).status).toBe(200);
    expect((await refresh(server.url, session.refresh)).status).toBe(200);
    expect((await refresh(server.url, elsewhere.refresh)).status).toBe(401);
  });

  it("answers 400 naming password_confirm with 'confirm password is not matching'", async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx, { verified: 0 });
    const session = await login(server.url, user.email);
    const response = await sendJson(
      `${server.url}/api/account/password`,
      'PUT',
      { password: 'brand-new-secret', password_confirm: 'something-else' },
      bearer(session.accessToken),
    );
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.issues).toContainEqual({ path: 'password_confirm', message: 'confirm password is not matching' });
    const row = await server.ctx.db.selectFrom('users').select('verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.verified).toBe(0);
  });

  it('answers 400 for a short or missing password and 401 without a token', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const session = await login(server.url, user.email);
    const short = await sendJson(`${server.url}/api/account/password`, 'PUT', { password: 'short', password_confirm: 'short' }, bearer(session.accessToken));
    expect(short.status).toBe(400);
    expect(apiErrorSchema.parse(await short.json()).issues?.map((i) => i.path)).toContain('password');
    const missing = await sendJson(`${server.url}/api/account/password`, 'PUT', {}, bearer(session.accessToken));
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(await missing.json()).issues).toContainEqual({ path: 'password_confirm', message: 'required' });
    const anonymous = await sendJson(`${server.url}/api/account/password`, 'PUT', { password: 'brand-new-secret', password_confirm: 'brand-new-secret' });
    expect(anonymous.status).toBe(401);
  });
});
