/** GET /api/realtime/config: the SPA's socket follows the server's realtime configuration. */
import { afterEach, describe, expect, it } from 'vitest';
import { realtimeConfigSchema } from '../../../src-sync/protocol/realtime-config.js';
import { bearer, createUser, login } from '../auth/auth-helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function configAs(s: TestServer) {
  await createUser(s.ctx, { email: 'rt@vigil.test' });
  const { accessToken } = await login(s.url, 'rt@vigil.test');
  const response = await fetch(`${s.url}/api/realtime/config`, { headers: bearer(accessToken) });
  expect(response.status).toBe(200);
  return realtimeConfigSchema.parse(await response.json());
}

describe('GET /api/realtime/config', () => {
  it('points at the embedded server on the page origin, with the configured app key', async () => {
    server = await startTestServer({ pusherAppKey: 'site-key' });
    expect(await configAs(server)).toEqual({ key: 'site-key', host: null, port: null, tls: null });
  });

  it('points at the external Pusher-compatible server the API publishes to', async () => {
    server = await startTestServer({ pusherHost: 'soketi.internal.test', pusherPort: 6001, pusherUseTls: false, pusherClientHost: '', pusherClientPort: 6001 });
    expect(await configAs(server)).toEqual({ key: 'vigil', host: 'soketi.internal.test', port: 6001, tls: false });
  });

  it('uses the separate browser host when one is set (Pusher Channels: ws- vs api- host)', async () => {
    server = await startTestServer({ pusherHost: 'api-eu.pusher.test', pusherClientHost: 'ws-eu.pusher.test', pusherClientPort: 443 });
    expect(await configAs(server)).toMatchObject({ host: 'ws-eu.pusher.test', port: 443, tls: true });
  });

  it('answers 401 without a token', async () => {
    server = await startTestServer();
    expect((await fetch(`${server.url}/api/realtime/config`)).status).toBe(401);
  });
});
