/**
 * Every /api route except the public auth ones answers 401 without a bearer token. The list
 * comes from the running app (app.registeredRoutes), so a route added later is covered too,
 * and a route that forgets requireUser fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PUBLIC = new Set(['POST /api/login', 'POST /api/signup', 'POST /api/password/forgot', 'POST /api/password/reset']);

/** A concrete path for a route pattern: every parameter becomes 1, a wildcard becomes x. */
function concretePath(url: string): string {
  return url
    .split('/')
    .map((part) => (part.startsWith(':') ? '1' : part === '*' ? 'x' : part))
    .join('/');
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('API routes without a token', () => {
  it('finds the protected auth routes among the registered routes', () => {
    const keys = server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/account/own', 'PUT /api/account/password', 'POST /api/logout', ...PUBLIC]));
  });

  it('every /api route other than login, sign-up, forgot and reset password answers 401', async () => {
    const protectedRoutes = server.app.registeredRoutes.filter(
      (r) => (r.url === '/api' || r.url.startsWith('/api/')) && !PUBLIC.has(`${r.method} ${r.url}`) && r.method !== 'OPTIONS',
    );
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      // An empty body with no content type: nothing for a parser to reject before auth runs.
      const response = await fetch(`${server.url}${concretePath(route.url)}`, { method: route.method, redirect: 'manual' });
      if (response.status !== 401) failures.push(`${route.method} ${route.url} answered ${response.status}`);
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
  });
});
