import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { createUser, login, postJson, readMails, refresh, resetTokenFrom } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signup = {
  first_name: 'Sam',
  last_name: 'Signer',
  email: 'Sam@Shop.test',
  company_name: 'Sam & Sons <Retail>',
  terms: true,
};

describe('POST /api/signup', () => {
  it('creates an unverified client user without a password and mails a set-password link', async () => {
    server = await startTestServer();
    const response = await postJson(`${server.url}/api/signup`, signup);
    expect(response.status).toBe(201);
    expect((await response.json()) as unknown).toEqual({ message: expect.any(String) as unknown });

    const user = await server.ctx.db.selectFrom('users').selectAll().where('email', '=', 'sam@shop.test').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ verified: 0, entity: 'client', password_hash: null, first_name: 'Sam', roles: '[]' });
    const client = await server.ctx.db.selectFrom('clients').selectAll().where('id', '=', user.client_id ?? -1).executeTakeFirstOrThrow();
    expect(client.name).toBe('Sam & Sons <Retail>');
    const account = await server.ctx.db.selectFrom('accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.client_id).toBe(client.id);
    const logged = await server.ctx.db.selectFrom('change_log').select(['entity', 'row_id']).execute();
    expect(logged).toEqual(expect.arrayContaining([{ entity: 'clients', row_id: client.id }, { entity: 'accounts', row_id: account.id }]));

    const mails = readMails(server.dataDir);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.file).toMatch(/^\d{8}T\d{9}Z-sam@shop\.test\.eml$/);
    expect(mail?.text).toContain('To: sam@shop.test');
    const token = resetTokenFrom(mail?.text ?? '', server.url);
    const stored = await server.ctx.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    // The link sets the password and verifies the account; then the user can sign in.
    const reset = await postJson(`${server.url}/api/password/reset`, { token, password: 'my-first-password', password_confirm: 'my-first-password' });
    expect(reset.status).toBe(200);
    const session = await login(server.url, 'sam@shop.test', 'my-first-password');
    expect(session.accessToken).not.toBe('');
    const verified = await server.ctx.db.selectFrom('users').select('verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(verified.verified).toBe(1);
  });

  it('answers the same 201 for a registered address, creates nothing, and mails only the owner', async () => {
    server = await startTestServer();
    await createUser(server.ctx, { email: 'owner@shop.test', first_name: 'Olga' });
    const usersBefore = await server.ctx.db.selectFrom('users').select('id').execute();
    const response = await postJson(`${server.url}/api/signup`, { ...signup, email: 'OWNER@shop.test' });
    expect(response.status).toBe(201);
    const fresh = await postJson(`${server.url}/api/signup`, { ...signup, email: 'someone-new@shop.test' });
    expect(await response.json()).toEqual(await fresh.json());

    expect(await server.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length + 1);
    const mails = readMails(server.dataDir).filter((m) => m.file.includes('owner@shop.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hello Olga');
    expect(mails[0]?.text).toContain('already has an account');
  });

  it('answers 400 naming the field for bad bodies and creates nothing', async () => {
    server = await startTestServer();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...signup, terms: false }, 'terms'],
      [{ ...signup, terms: undefined }, 'terms'],
      [{ ...signup, email: 'nope' }, 'email'],
      [{ ...signup, first_name: '  ' }, 'first_name'],
      [{ ...signup, company_name: 7 }, 'company_name'],
    ];
    for (const [body, field] of cases) {
      const response = await postJson(`${server.url}/api/signup`, body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).issues?.map((i) => i.path)).toContain(field);
    }
    expect(await server.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    expect(readMails(server.dataDir)).toHaveLength(0);
  });

  it('is rate-limited per address', async () => {
    server = await startTestServer({ loginRateLimit: 2 });
    for (let i = 0; i < 2; i += 1) expect((await postJson(`${server.url}/api/signup`, { ...signup, email: `s${i}@shop.test` })).status).toBe(201);
    const blocked = await postJson(`${server.url}/api/signup`, { ...signup, email: 's9@shop.test' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('forgot and reset password', () => {
  const FORGOT = 'If the address is known, a reset link is on its way.';

  it('mails a reset link read from disk; the reset sets the password once and ends every session', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx, { email: 'forgetful@vigil.test', password: 'old-password-1', verified: 0 });
    const before = await login(server.url, user.email, 'old-password-1');

    const response = await postJson(`${server.url}/api/password/forgot`, { email: 'Forgetful@vigil.test' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: FORGOT });
    const mails = readMails(server.dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Subject: Reset your Vigil password');
    const token = resetTokenFrom(mails[0]?.text ?? '', server.url);

    const mismatch = await postJson(`${server.url}/api/password/reset`, { token, password: 'new-password-1', password_confirm: 'new-password-2' });
    expect(mismatch.status).toBe(400);
    expect(apiErrorSchema.parse(await mismatch.json()).issues).toContainEqual({ path: 'password_confirm', message: 'confirm password is not matching' });

    const reset = await postJson(`${server.url}/api/password/reset`, { token, password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ success: true });

    expect((await refresh(server.url, before.refresh)).status).toBe(401);
    expect((await postJson(`${server.url}/api/login`, { email: user.email, password: 'old-password-1' })).status).toBe(401);
    await login(server.url, user.email, 'new-password-1');
    const row = await server.ctx.db.selectFrom('users').select('verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.verified).toBe(1);

    const again = await postJson(`${server.url}/api/password/reset`, { token, password: 'new-password-3', password_confirm: 'new-password-3' });
    expect(again.status).toBe(400);
    const error = apiErrorSchema.parse(await again.json());
    expect(error.message).toMatch(/invalid, already used or expired/);
    expect(error.issues?.map((i) => i.path)).toContain('token');
  });

  it('answers the same 202 for an unknown address and mails nothing', async () => {
    server = await startTestServer();
    const response = await postJson(`${server.url}/api/password/forgot`, { email: 'ghost@vigil.test' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: FORGOT });
    expect(readMails(server.dataDir)).toHaveLength(0);
  });

  it('refuses an expired or unknown token with 400', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    await postJson(`${server.url}/api/password/forgot`, { email: user.email });
    const token = resetTokenFrom(readMails(server.dataDir)[0]?.text ?? '', server.url);
    await server.ctx.db.updateTable('password_resets').set({ expires_at: '2000-01-01 00:00:00' }).execute();
    const expired = await postJson(`${server.url}/api/password/reset`, { token, password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(expired.status).toBe(400);
    const unknown = await postJson(`${server.url}/api/password/reset`, { token: 'a'.repeat(43), password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(unknown.status).toBe(400);
    const malformed = await postJson(`${server.url}/api/password/reset`, { password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).issues?.map((i) => i.path)).toContain('token');
  });

  it('answers 400 naming email for a bad forgot body, and rate-limits it', async () => {
    server = await startTestServer({ loginRateLimit: 2 });
    const bad = await postJson(`${server.url}/api/password/forgot`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).issues?.map((i) => i.path)).toContain('email');
    await postJson(`${server.url}/api/password/forgot`, { email: 'a@vigil.test' });
    expect((await postJson(`${server.url}/api/password/forgot`, { email: 'a@vigil.test' })).status).toBe(429);
  });
});
