/** Malformed input to any auth endpoint answers a 4xx JSON error naming what is wrong; nothing
 * reaches a handler half-validated, so nothing answers 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { bearer, createUser, login } from './auth-helpers.js';

let server: TestServer;
let accessToken: string;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1000 });
  accessToken = (await login(server.url, (await createUser(server.ctx)).email)).accessToken;
});
afterAll(async () => {
  await server.close();
});

const endpoints: [string, string][] = [
  ['POST', '/api/login'],
  ['POST', '/api/signup'],
  ['POST', '/api/password/forgot'],
  ['POST', '/api/password/reset'],
  ['POST', '/oauth/token'],
  ['PUT', '/api/account/password'],
];
const bodies = ['null', '"text"', '42', '[]', '{}', '{"email":{"$ne":null},"password":["a"]}'];

describe('bad bodies on auth endpoints', () => {
  it('answer 400 with a JSON error and issues, never 5xx', async () => {
    const failures: string[] = [];
    for (const [method, path] of endpoints) {
      for (const body of bodies) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...bearer(accessToken) },
          body,
        });
        const parsed = apiErrorSchema.safeParse(await response.json());
        if (response.status !== 400 || !parsed.success || (parsed.data.issues ?? []).length === 0) {
          failures.push(`${method} ${path} ${body.slice(0, 40)} -> ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answer 4xx for malformed JSON and for an oversized body', async () => {
    for (const [method, path] of endpoints) {
      const malformed = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer(accessToken) }, body: '{"a":' });
      expect(malformed.status, `${method} ${path}`).toBe(400);
      apiErrorSchema.parse(await malformed.json());
    }
    const longPassword = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(5000) }),
    });
    expect(longPassword.status).toBe(400);
    expect(apiErrorSchema.parse(await longPassword.json()).issues?.map((i) => i.path)).toContain('password');
    const huge = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});
