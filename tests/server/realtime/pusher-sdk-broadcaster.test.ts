/**
 * PusherSdkBroadcaster against a stub of the Pusher HTTP API on 127.0.0.1 that checks what a
 * real server checks: path, body_md5 and the HMAC signature of the request.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { createRealtime } from '../../../server/realtime/create-realtime.js';
import { PusherSdkBroadcaster, chunkChannels } from '../../../server/realtime/pusher-sdk-broadcaster.js';

interface Received {
  path: string;
  body: { name: string; data: string; channels: string[] };
}

const APP = { appId: '321', key: 'sdk-key', secret: 'sdk-secret' };
let stub: http.Server;
let port = 0;
let received: Received[] = [];
let failWith: number | null = null;

/** Verifies the request exactly as the Pusher HTTP API documents it; 401 on any mismatch. */
function verify(request: http.IncomingMessage, rawBody: string): string | null {
  const url = new URL(request.url ?? '/', 'http://stub');
  const params = Object.fromEntries(url.searchParams);
  if (request.method !== 'POST') return 'method';
  if (params.auth_key !== APP.key || params.auth_version !== '1.0') return 'auth_key/auth_version';
  if (params.body_md5 !== createHash('md5').update(rawBody).digest('hex')) return 'body_md5';
  const { auth_signature: signature, ...rest } = params;
  const query = Object.keys(rest).sort().map((k) => `${k}=${rest[k]}`).join('&');
  const expected = createHmac('sha256', APP.secret).update(`POST\n${url.pathname}\n${query}`).digest('hex');
  return signature === expected ? null : 'signature';
}

beforeAll(async () => {
  stub = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const problem = verify(request, raw);
      if (problem) {
        response.writeHead(401).end(problem);
        return;
      }
      if (failWith) {
        response.writeHead(failWith).end('nope');
        return;
      }
      received.push({ path: new URL(request.url ?? '/', 'http://stub').pathname, body: JSON.parse(raw) as Received['body'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterEach(() => {
  received = [];
  failWith = null;
});

afterAll(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const broadcaster = () => new PusherSdkBroadcaster({ ...APP, host: '127.0.0.1', port, useTLS: false, timeoutMs: 2000 });

describe('PusherSdkBroadcaster', () => {
  it('posts a signed event to /apps/{id}/events with the data as JSON text', async () => {
    await broadcaster().publish(['private-App.User.1', 'private-App.User.2'], 'changes', { cursor: 5 });
    expect(received).toEqual([
      { path: '/apps/321/events', body: { name: 'changes', data: '{"cursor":5}', channels: ['private-App.User.1', 'private-App.User.2'] } },
    ]);
  });

  it('encodes a string payload as JSON, exactly like the embedded server', async () => {
    await broadcaster().publish(['news'], 'note', '{"looks":"like json"}');
    expect(JSON.parse(received[0]?.body.data ?? '')).toBe('{"looks":"like json"}');
  });

  it('splits channels into batches of at most 100 and drops duplicates', async () => {
    const channels = Array.from({ length: 250 }, (_, i) => `private-App.User.${i + 1}`);
    await broadcaster().publish([...channels, 'private-App.User.1'], 'changes', { cursor: 1 });
    const sizes = received.map((r) => r.body.channels.length).sort((a, b) => b - a);
    expect(sizes).toEqual([100, 100, 50]);
    expect(new Set(received.flatMap((r) => r.body.channels))).toEqual(new Set(channels));
    expect(chunkChannels([])).toEqual([]);
  });

  it('sends nothing for an empty channel list or after close()', async () => {
    const sdk = broadcaster();
    await sdk.publish([], 'changes', {});
    await sdk.close();
    await sdk.publish(['news'], 'changes', {});
    expect(received).toEqual([]);
  });

  it('rejects with the HTTP status when the server refuses', async () => {
    failWith = 500;
    await expect(broadcaster().publish(['news'], 'changes', {})).rejects.toThrow(/HTTP 500/);
  });

  it('rejects when the signature is wrong (secret mismatch)', async () => {
    const wrong = new PusherSdkBroadcaster({ ...APP, secret: 'other', host: '127.0.0.1', port, useTLS: false });
    await expect(wrong.publish(['news'], 'changes', {})).rejects.toThrow(/HTTP 401/);
  });
});

describe('createRealtime', () => {
  it('chooses the SDK publisher when PUSHER_HOST is set, and serves no socket endpoint', async () => {
    const config = {
      ...loadConfig({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port), PUSHER_USE_TLS: 'false' }),
      pusherAppId: APP.appId,
      pusherAppKey: APP.key,
      pusherAppSecret: APP.secret,
    };
    const realtime = createRealtime({ config });
    expect(realtime.broadcaster).toBeInstanceOf(PusherSdkBroadcaster);
    const app = Fastify();
    realtime.attach(app);
    expect(app.server.listenerCount('upgrade')).toBe(0);
    await realtime.broadcaster.publish(['private-App.User.3'], 'request-created', { id: 1 });
    expect(received[0]?.body.channels).toEqual(['private-App.User.3']);
    await app.close();
  });
});
