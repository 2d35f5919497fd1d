/**
 * Accounts against a real server: an admin invites a user by email (the mailed link sets the
 * password and verifies the account), a duplicate or invalid address is a 422 naming email, a
 * role change counts from the user's next request, and disabling ends every session (the access
 * token still held is refused at its next call, the refresh token is revoked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postJson, readMails, refresh, resetTokenFrom } from '../auth/auth-helpers.js';
import { apiFor } from '../planning/fixtures.js';
import { directoryWorld, type DirectoryWorld } from './directory-world.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

/** Follows the invitation mailed to `email`, which says `words` (in the account's language). */
async function acceptInvitation(email: string, password: string, words: string): Promise<void> {
  const mail = readMails(w.server.dataDir).find((m) => m.text.includes(`To: ${email}`));
  expect(mail?.text).toContain(words);
  const token = resetTokenFrom(mail?.text ?? '', w.server.url);
  const reset = await postJson(`${w.server.url}/api/password/reset`, { token, password, password_confirm: password });
  expect(reset.status).toBe(200);
}

describe('accounts', () => {
  it('an admin invites a planner: the user is unverified until the mailed link sets the password, then signs in', async () => {
    const res = await w.as.admin('POST', '/api/accounts', { email: 'New.Planner@T.test', first_name: 'Nora', last_name: 'Plan', role: 'planner', language: 'fr', tempId: 'tmp-a-1' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'planner', client_id: null, subcontractor_id: null, verified: 0, disabled: 0, tempId: 'tmp-a-1', user: { email: 'new.planner@t.test', language: 'fr' } });
    // Invited in French: the mail is French.
    await acceptInvitation('new.planner@t.test', 'a long planner passphrase', 'Bonjour Nora,\n\nUne invitation à rejoindre Vigil vous a été adressée.');
    const session = await login(w.server.url, 'new.planner@t.test', 'a long planner passphrase');
    const own = await apiFor(w.server, session.accessToken)('GET', '/api/account/own');
    expect(own.body).toMatchObject({ entity: 'admin', roles: ['ROLE_PLANNER'], verified: 1 });
  });

  it('a duplicate or invalid email, or a role of another organisation, is a 422 naming the field; nothing is written', async () => {
    const users = async () => Number((await w.server.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await users();
    const duplicate = await w.as.admin('POST', '/api/accounts', { email: 'CLIENT1@t.test', first_name: 'A', last_name: 'B', role: 'member', client_id: w.world.clients.c1 });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.issues).toEqual([{ path: 'email', message: 'already used by another account' }]);
    const invalid = await w.as.admin('POST', '/api/accounts', { email: 'nobody@', first_name: 'A', last_name: 'B', role: 'member', client_id: w.world.clients.c1 });
    expect(invalid.body.issues).toEqual([{ path: 'email', message: 'enter a valid email address' }]);
    const role = await w.as.admin('POST', '/api/accounts', { email: 'x@t.test', first_name: 'A', last_name: 'B', role: 'manager', client_id: w.world.clients.c1 });
    expect(role.body.issues).toEqual([{ path: 'role', message: 'not a role of this organisation' }]);
    expect(await users()).toBe(before);
    expect((await w.as.planner('POST', '/api/accounts', { email: 'y@t.test', first_name: 'A', last_name: 'B', role: 'planner' })).status).toBe(403);
  });

  it('an agent sign-in is linked to its agent, who then can be assigned', async () => {
    const res = await w.as.admin('POST', '/api/accounts', { email: 'bob@argus.test', first_name: 'Bob', last_name: 'Argus', role: 'agent', subcontractor_id: w.world.subcontractors.A, agent_id: w.world.agents.a2 });
    expect(res.status).toBe(201);
    const agent = await w.server.ctx.db.selectFrom('agents').select('user_id').where('id', '=', w.world.agents.a2).executeTakeFirstOrThrow();
    expect(agent.user_id).not.toBeNull();
    const again = await w.as.admin('POST', '/api/accounts', { email: 'bob2@argus.test', first_name: 'Bob', last_name: 'Again', role: 'agent', subcontractor_id: w.world.subcontractors.A, agent_id: w.world.agents.a2 });
    expect(again.body.issues).toEqual([{ path: 'agent_id', message: 'this agent already has a sign-in' }]);
  });

  it('a role change counts from the next request; disabling refuses the token still held and the refresh token', async () => {
    const invite = await w.as.admin('POST', '/api/accounts', { email: 'temp.admin@t.test', first_name: 'Tess', last_name: 'Temp', role: 'admin' });
    const accountId = (invite.body.data as { id: number }).id;
    await acceptInvitation('temp.admin@t.test', 'temporary admin passphrase', 'Hello Tess,\n\nYou have been invited to Vigil.');
    const session = await login(w.server.url, 'temp.admin@t.test', 'temporary admin passphrase');
    const tess = apiFor(w.server, session.accessToken);
    expect((await tess('POST', '/api/equipment', { name: 'Bodycam' })).status).toBe(201);

    expect((await w.as.admin('PUT', `/api/accounts/${accountId}`, { role: 'planner' })).status).toBe(200);
    // Same token, next request: a planner now.
    expect((await tess('POST', '/api/equipment', { name: 'Second bodycam' })).status).toBe(403);
    // Nobody changes their own account.
    expect((await tess('PUT', `/api/accounts/${accountId}`, { role: 'admin' })).status).toBe(403);

    const disabled = await w.as.admin('PUT', `/api/accounts/${accountId}`, { disabled: true });
    expect(disabled.body.data).toMatchObject({ disabled: 1, role: 'planner' });
    const refused = await tess('GET', '/api/account/own');
    expect(refused.status).toBe(401);
    expect((await refresh(w.server.url, session.refresh)).status).toBe(401);
    await expect(login(w.server.url, 'temp.admin@t.test', 'temporary admin passphrase')).rejects.toThrow();
    // With the right password the refusal says why (a wrong one still says only that it is wrong).
    const disabledSignIn = await postJson(`${w.server.url}/api/login`, { email: 'temp.admin@t.test', password: 'temporary admin passphrase' });
    expect(disabledSignIn.status).toBe(403);
    expect(await disabledSignIn.json()).toMatchObject({ error: 'account_disabled', message: 'This account has been disabled. Ask your administrator to enable it again.' });
    const wrongPassword = await postJson(`${w.server.url}/api/login`, { email: 'temp.admin@t.test', password: 'not the passphrase at all' });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toMatchObject({ message: 'Wrong email or password.' });

    expect((await w.as.admin('PUT', `/api/accounts/${accountId}`, { disabled: false })).status).toBe(200);
    const back = await login(w.server.url, 'temp.admin@t.test', 'temporary admin passphrase');
    expect((await apiFor(w.server, back.accessToken)('GET', '/api/account/own')).status).toBe(200);
  });

  it('an invitation nobody accepted can be withdrawn; a user who signed in cannot be deleted (disable instead)', async () => {
    const open = await w.as.admin('POST', '/api/accounts', { email: 'never@t.test', first_name: 'Nev', last_name: 'Er', role: 'member', client_id: w.world.clients.c2 });
    const openId = (open.body.data as { id: number }).id;
    expect((await w.as.admin('DELETE', `/api/accounts/${openId}`)).status).toBe(200);
    expect(await w.server.ctx.db.selectFrom('users').select('id').where('email', '=', 'never@t.test').executeTakeFirst()).toBeUndefined();

    const accepted = await w.server.ctx.db.selectFrom('accounts').innerJoin('users', 'users.id', 'accounts.user_id').select('accounts.id').where('users.email', '=', 'new.planner@t.test').executeTakeFirstOrThrow();
    const refused = await w.as.admin('DELETE', `/api/accounts/${accepted.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([{ path: 'id', message: 'in use: 1 sign-ins' }]);
  });

  it('sends an invitation nobody accepted again: a new link, the old one dead; never for a user who set a password, nor by a planner', async () => {
    const open = await w.as.admin('POST', '/api/accounts', { email: 'late@t.test', first_name: 'Lea', last_name: 'Te', role: 'member', client_id: w.world.clients.c2 });
    const openId = (open.body.data as { id: number }).id;
    const mailsTo = () => readMails(w.server.dataDir).filter((m) => m.text.includes('To: late@t.test'));
    const firstToken = resetTokenFrom(mailsTo()[0]?.text ?? '', w.server.url);
    // A planner does not see accounts at all: as for no such account.
    expect((await w.as.planner('POST', `/api/accounts/${openId}/invitation`, {})).status).toBe(404);
    const again = await w.as.admin('POST', `/api/accounts/${openId}/invitation`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { sent_to: 'late@t.test' } });
    expect(mailsTo()).toHaveLength(2);
    const newToken = resetTokenFrom(mailsTo()[1]?.text ?? '', w.server.url);
    expect(newToken).not.toBe(firstToken);
    expect((await postJson(`${w.server.url}/api/password/reset`, { token: firstToken, password: 'an old link passphrase', password_confirm: 'an old link passphrase' })).status).not.toBe(200);
    expect(mailsTo()[1]?.text).toContain('Lea');
    expect((await postJson(`${w.server.url}/api/password/reset`, { token: newToken, password: 'a late member passphrase', password_confirm: 'a late member passphrase' })).status).toBe(200);
    const accepted = await w.as.admin('POST', `/api/accounts/${openId}/invitation`, {});
    expect(accepted.status).toBe(422);
    expect(accepted.body.message).toBe('This user has already set a password: there is no invitation to send.');
  });

  it('answers 502 when the mail fails and keeps the link sent before; refuses a disabled invitee', async () => {
    const open = await w.as.admin('POST', '/api/accounts', { email: 'mailfail@t.test', first_name: 'Mai', last_name: 'Lfail', role: 'member', client_id: w.world.clients.c2 });
    const openId = (open.body.data as { id: number }).id;
    const first = readMails(w.server.dataDir).find((m) => m.text.includes('To: mailfail@t.test'));
    const firstToken = resetTokenFrom(first?.text ?? '', w.server.url);
    const mailer = w.server.ctx.mailer;
    w.server.ctx.mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    try {
      const failed = await w.as.admin('POST', `/api/accounts/${openId}/invitation`, {});
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe('The invitation could not be sent. Try again in a moment.');
    } finally {
      w.server.ctx.mailer = mailer;
    }
    // The link mailed first still opens the account.
    expect((await postJson(`${w.server.url}/api/password/reset`, { token: firstToken, password: 'the first link passphrase', password_confirm: 'the first link passphrase' })).status).toBe(200);

    const other = await w.as.admin('POST', '/api/accounts', { email: 'offnow@t.test', first_name: 'Off', last_name: 'Now', role: 'member', client_id: w.world.clients.c2 });
    const otherId = (other.body.data as { id: number }).id;
    expect((await w.as.admin('PUT', `/api/accounts/${otherId}`, { disabled: true })).status).toBe(200);
    const refused = await w.as.admin('POST', `/api/accounts/${otherId}/invitation`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This user is disabled: enable it before sending the invitation again.');
  });
});

