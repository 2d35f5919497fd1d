/** POST /broadcasting/auth signs only the caller's own private-App.User.{id}, form or JSON. */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../../server/realtime/broadcaster.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

let server: RealtimeTestServer;
let me: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  server = await startRealtimeServer();
  me = await server.createUser();
  other = await server.createUser();
});

afterAll(async () => {
  await server.close();
});

function post(body: string, contentType: string, token: string | null = me.token) {
  return fetch(`${server.url}/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

function expectedAuth(socketId: string, channel: string): string {
  const { pusherAppKey, pusherAppSecret } = server.ctx.config;
  return `${pusherAppKey}:${createHmac('sha256', pusherAppSecret).update(`${socketId}:${channel}`).digest('hex')}`;
}

describe('POST /broadcasting/auth', () => {
  it('signs the own channel from a form body (pusher-js default)', async () => {
    const channel = userChannel(me.id);
    const response = await post(form({ socket_id: '123.456', channel_name: channel }), FORM);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ auth: expectedAuth('123.456', channel) });
  });

  it('signs the own channel from a JSON body', async () => {
    const channel = userChannel(me.id);
    const response = await post(JSON.stringify({ socket_id: '9.8', channel_name: channel }), 'application/json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ auth: expectedAuth('9.8', channel) });
  });

  it('refuses another user\'s channel, a public and a presence channel with 403', async () => {
    for (const channel of [userChannel(other.id), 'news', 'presence-App.User.1', `${userChannel(me.id)}0`, 'private-App.User']) {
      const response = await post(form({ socket_id: '1.2', channel_name: channel }), FORM);
      expect(response.status, channel).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('requires a bearer token (401), even for a well-formed body', async () => {
    const body = form({ socket_id: '1.2', channel_name: userChannel(me.id) });
    expect((await post(body, FORM, null)).status).toBe(401);
    expect((await post(body, FORM, 'not-a-token')).status).toBe(401);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      [form({ socket_id: 'abc', channel_name: userChannel(me.id) }), 'socket_id'],
      [form({ socket_id: '1.2.3', channel_name: userChannel(me.id) }), 'socket_id'],
      [form({ channel_name: userChannel(me.id) }), 'socket_id'],
      [form({ socket_id: '1.2' }), 'channel_name'],
      [form({ socket_id: '1.2', channel_name: 'bad name!' }), 'channel_name'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body, FORM);
      expect(response.status, body).toBe(400);
      const json = (await response.json()) as { issues: { path: string }[] };
      expect(json.issues.map((i) => i.path), body).toContain(field);
    }
    expect((await post('{not json', 'application/json')).status).toBe(400);
  });

  it('refuses an oversized form body', async () => {
    const response = await post(form({ socket_id: '1.2', channel_name: userChannel(me.id), pad: 'x'.repeat(10_000) }), FORM);
    expect(response.status).toBe(413);
  });
});
