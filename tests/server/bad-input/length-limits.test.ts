/**
 * Length limits reach the server: a field past its maximum is a 400 naming the field (and no
 * account, mail or row comes of it); a body past the body limit is a 413 naming the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { MAX_EMAIL, MAX_NAME, MAX_NOTE } from '../../../src-sync/protocol/text-limits.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { bearer, createUser, login, postJson, readMails } from '../auth/auth-helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000, seedOnStart: false });
  token = (await login(server.url, (await createUser(server.ctx)).email)).accessToken;
});
afterAll(async () => {
  await server.close();
});

const hugeEmail = `${'a'.repeat(900 * 1024)}@example.test`;
const userCount = async () => (await server.ctx.db.selectFrom('users').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function issuePaths(response: Response): Promise<string[]> {
  const body = apiErrorSchema.parse(await response.json());
  return (body.issues ?? []).map((i) => i.path);
}

describe('field maximums', () => {
  it('sign-up with a 900 KB email is refused naming the email, and creates nothing', async () => {
    const before = await userCount();
    const response = await postJson(`${server.url}/api/signup`, { first_name: 'A', last_name: 'B', email: hugeEmail, company_name: 'C', terms: true });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(['email']);
    expect(await userCount()).toBe(before);
    expect(readMails(server.dataDir)).toEqual([]);
  });

  it('forgot-password with a 900 KB email is refused naming the email', async () => {
    const response = await postJson(`${server.url}/api/password/forgot`, { email: hugeEmail });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(['email']);
  });

  it('an address one character past the limit is refused, one at the limit is read as an address', async () => {
    const at = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL - 64 - 1 - 5)}.test`;
    expect(at).toHaveLength(MAX_EMAIL);
    expect((await postJson(`${server.url}/api/password/forgot`, { email: at })).status).toBe(202);
    const over = await postJson(`${server.url}/api/password/forgot`, { email: `a${at}` });
    expect(over.status).toBe(400);
    expect(await issuePaths(over)).toEqual(['email']);
  });

  it('names past their limit are refused on sign-up', async () => {
    const response = await postJson(`${server.url}/api/signup`, { first_name: 'x'.repeat(MAX_NAME + 1), last_name: 'B', email: 'n@example.test', company_name: 'C', terms: true });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toEqual(['first_name']);
  });

  it('a note past its limit is refused naming it', async () => {
    const response = await postJson(`${server.url}/api/planning/history`, { note: 'x'.repeat(MAX_NOTE + 1) }, bearer(token));
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toContain('note');
  });

  it('a password confirmation past the password limit is refused naming it', async () => {
    const response = await fetch(`${server.url}/api/account/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ password: 'a-good-password', password_confirm: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(400);
    expect(await issuePaths(response)).toContain('password_confirm');
  });
});

describe('body limit', () => {
  it('a JSON body past the limit is a 413 naming the body', async () => {
    const response = await postJson(`${server.url}/api/planning`, { description: 'x'.repeat(2 * 1024 * 1024) }, bearer(token));
    expect(response.status).toBe(413);
    expect(await issuePaths(response)).toEqual(['body']);
  });
});
