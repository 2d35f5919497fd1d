/**
 * Accepting an invitation reaches the devices that hold the account. The account row carries
 * `verified` from its user (the "Invited" badge of the Users list); setting the password through
 * the mailed link, or confirming the account while signed in, verifies the user, and so changes
 * that row on every admin's device and on the devices of the user's organisation. Before, only
 * `users` was written: the admin's feed since its cursor had nothing, no `changes` event went
 * out, and the badge stayed until something else (a role change) logged the account. A user's
 * own language change reaches them the same way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../server/auth/password.js';
import type { Change } from '../../../src-sync/protocol/sync.js';
import { bearer, login, postJson, readMails, resetTokenFrom, sendJson } from '../auth/auth-helpers.js';
import { pullAll } from '../helpers-sync/http.js';
import { directoryWorld, type DirectoryWorld } from './directory-world.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

const accountChange = (changes: Change[], id: number) => changes.filter((c) => c.entity === 'accounts' && c.id === id);

/** Invites `email` as a member of client c1; answers the account id and the link's token. */
async function invite(email: string, first_name: string): Promise<{ accountId: number; token: string }> {
  const res = await w.as.admin('POST', '/api/accounts', { email, first_name, last_name: 'Invitee', role: 'member', language: 'en', client_id: w.world.clients.c1 });
  expect(res.status).toBe(201);
  const mail = readMails(w.server.dataDir).find((m) => m.text.includes(`To: ${email}`));
  return { accountId: (res.body.data as { id: number }).id, token: resetTokenFrom(mail?.text ?? '', w.server.url) };
}

describe('an accepted invitation in the feed', () => {
  it('the link that sets the password sends the account, now verified, to the admin and the organisation, and wakes them', async () => {
    const { accountId, token } = await invite('ivy@acme.test', 'Ivy');
    const admin = await pullAll(w.server, w.world.tokens.admin);
    const client = await pullAll(w.server, w.world.tokens.client1);
    // What the admin's device holds: the invitation, with the badge.
    expect(accountChange(admin.changes, accountId)).toEqual([expect.objectContaining({ op: 'upsert', data: expect.objectContaining({ verified: 0 }) })]);
    const invitedAt = (accountChange(admin.changes, accountId)[0]?.data as { updated_at: string }).updated_at;
    const publish = vi.spyOn(w.server.ctx.broadcaster, 'publish');

    const reset = await postJson(`${w.server.url}/api/password/reset`, { token, password: 'ivy sets a long passphrase', password_confirm: 'ivy sets a long passphrase' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true, message: 'Your password is set. Sign in with it.' });

    const after = await pullAll(w.server, w.world.tokens.admin, admin.cursor);
    expect(accountChange(after.changes, accountId)).toEqual([{
      entity: 'accounts', op: 'upsert', id: accountId,
      data: expect.objectContaining({
        id: accountId, client_id: w.world.clients.c1, subcontractor_id: null, role: 'member', verified: 1, disabled: 0,
        user: { first_name: 'Ivy', last_name: 'Invitee', email: 'ivy@acme.test', language: 'en' },
      }),
    }]);
    expect((accountChange(after.changes, accountId)[0]?.data as { updated_at: string }).updated_at >= invitedAt).toBe(true);
    const colleague = await pullAll(w.server, w.world.tokens.client1, client.cursor);
    expect(accountChange(colleague.changes, accountId)).toEqual([expect.objectContaining({ op: 'upsert', data: expect.objectContaining({ verified: 1 }) })]);
    // Another organisation's user neither holds it nor hears of it.
    expect(accountChange((await pullAll(w.server, w.world.tokens.client2)).changes, accountId)).toEqual([]);

    const woken = publish.mock.calls.filter(([, event]) => event === 'changes').flatMap(([channels]) => channels);
    expect(woken).toEqual(expect.arrayContaining([`private-App.User.${w.world.users.admin}`, `private-App.User.${w.world.users.client1}`]));
    expect(woken).not.toContain(`private-App.User.${w.world.users.client2}`);
    expect(publish).toHaveBeenCalledWith(expect.any(Array), 'changes', { cursor: after.cursor });
    publish.mockRestore();

    // A second reset of a user already verified changes nothing an account shows: nothing logged.
    await postJson(`${w.server.url}/api/password/forgot`, { email: 'ivy@acme.test' });
    const mails = readMails(w.server.dataDir).filter((m) => m.text.includes('To: ivy@acme.test'));
    const again = resetTokenFrom(mails[mails.length - 1]?.text ?? '', w.server.url);
    expect(again).not.toBe(token);
    const second = await postJson(`${w.server.url}/api/password/reset`, { token: again, password: 'ivy changes her passphrase', password_confirm: 'ivy changes her passphrase' });
    expect(second.status).toBe(200);
    expect(accountChange((await pullAll(w.server, w.world.tokens.admin, after.cursor)).changes, accountId)).toEqual([]);
  });

  it('confirming the account while signed in (PUT /api/account/password) sends the account, now verified, to the admin', async () => {
    const { accountId } = await invite('otto@acme.test', 'Otto');
    // An unverified user who can sign in: a password set outside the link (an imported user).
    await w.server.ctx.db.updateTable('users').set({ password_hash: await hashPassword('otto imported passphrase') }).where('email', '=', 'otto@acme.test').execute();
    const admin = await pullAll(w.server, w.world.tokens.admin);
    expect(accountChange(admin.changes, accountId)).toEqual([expect.objectContaining({ data: expect.objectContaining({ verified: 0 }) })]);

    const session = await login(w.server.url, 'otto@acme.test', 'otto imported passphrase');
    const confirm = await sendJson(`${w.server.url}/api/account/password`, 'PUT', { password: 'otto chooses his own', password_confirm: 'otto chooses his own' }, bearer(session.accessToken));
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ success: true });

    const after = await pullAll(w.server, w.world.tokens.admin, admin.cursor);
    expect(accountChange(after.changes, accountId)).toEqual([{
      entity: 'accounts', op: 'upsert', id: accountId,
      data: expect.objectContaining({ id: accountId, role: 'member', verified: 1, disabled: 0, user: { first_name: 'Otto', last_name: 'Invitee', email: 'otto@acme.test', language: 'en' } }),
    }]);

    // Otto then chooses Spanish in the user menu: the account as the admin's device holds it
    // carries the user's language too.
    const admin2 = await pullAll(w.server, w.world.tokens.admin);
    const own = await sendJson(`${w.server.url}/api/account/own`, 'PUT', { language: 'es' }, bearer(session.accessToken));
    expect(own.status).toBe(200);
    const later = await pullAll(w.server, w.world.tokens.admin, admin2.cursor);
    expect(accountChange(later.changes, accountId)).toEqual([expect.objectContaining({ op: 'upsert', data: expect.objectContaining({ user: expect.objectContaining({ language: 'es' }) }) })]);
  });
});
