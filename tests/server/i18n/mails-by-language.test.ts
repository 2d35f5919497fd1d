/**
 * Mails reach their reader in the reader's language, through the real routes and the file mailer:
 * the welcome after sign-up in the language the sign-up page was shown in (the browser's), a
 * reset link in the profile's language, English for a language Vigil does not speak.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createUser, postJson, readMails } from '../auth/auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signup = { first_name: 'Sam', last_name: 'Signer', email: 'sam@shop.test', company_name: 'Sam & Sons', terms: true };

const mailTo = (s: TestServer, address: string) => readMails(s.dataDir).find((m) => m.text.includes(`To: ${address}`))?.text ?? '';

describe('mails in the reader’s language', () => {
  it('sign-up from a French browser: the user speaks French, and so does the welcome mail', async () => {
    server = await startTestServer();
    expect((await postJson(`${server.url}/api/signup`, signup, { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' })).status).toBe(201);
    const user = await server.ctx.db.selectFrom('users').select('language').where('email', '=', 'sam@shop.test').executeTakeFirstOrThrow();
    expect(user.language).toBe('fr');
    const mail = mailTo(server, 'sam@shop.test');
    expect(mail).toContain('Content-Language: fr');
    expect(mail).toContain('Bonjour Sam,\n\nVotre compte Vigil est prêt.');
    expect(mail).toContain('<html lang="fr" dir="ltr">');

    // Without a language Vigil speaks: English.
    expect((await postJson(`${server.url}/api/signup`, { ...signup, email: 'jan@shop.test' }, { 'accept-language': 'nl-NL' })).status).toBe(201);
    expect((await server.ctx.db.selectFrom('users').select('language').where('email', '=', 'jan@shop.test').executeTakeFirstOrThrow()).language).toBe('en');
    expect(mailTo(server, 'jan@shop.test')).toContain('Hello Sam,\n\nYour Vigil account is ready.');
  });

  it("a reset link in the profile's language: Arabic right to left, 'sa' as Arabic, an unknown language as English", async () => {
    server = await startTestServer();
    const db = server.ctx.db;
    const arabic = await createUser(server.ctx, { email: 'layla@vigil.test', first_name: 'Layla' });
    const spec = await createUser(server.ctx, { email: 'samir@vigil.test', first_name: 'Samir' });
    const dutch = await createUser(server.ctx, { email: 'joost@vigil.test', first_name: 'Joost' });
    await db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic.id).execute();
    await db.updateTable('users').set({ language: 'sa' }).where('id', '=', spec.id).execute();
    await db.updateTable('users').set({ language: 'nl' }).where('id', '=', dutch.id).execute();
    for (const email of [arabic.email, spec.email, dutch.email]) expect((await postJson(`${server.url}/api/password/forgot`, { email })).status).toBe(202);

    const layla = mailTo(server, 'layla@vigil.test');
    expect(layla).toContain('مرحبًا Layla،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في Vigil.');
    expect(layla).toContain('<html lang="ar" dir="rtl">');
    expect(mailTo(server, 'samir@vigil.test')).toContain('Content-Language: ar');
    const joost = mailTo(server, 'joost@vigil.test');
    expect(joost).toContain('Content-Language: en');
    expect(joost).toContain('Hello Joost,\n\nSomeone asked to reset the password of your Vigil account.');
  });
});
