/** Heartbeat (server ping, 4201), shutdown (4200), connection quota (4004), slow consumers (4100). */
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawPusherSocket, sleep } from './helpers/raw-pusher-socket.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

let server: RealtimeTestServer | null = null;
const sockets: RawPusherSocket[] = [];

async function connect(target: RealtimeTestServer) {
  const opened = await RawPusherSocket.connect(target.socketUrl());
  sockets.push(opened.socket);
  return opened.socket;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.close();
  server = null;
});

describe('heartbeat', () => {
  it('pings a silent client, keeps it while it answers and closes it with 4201 when it does not', async () => {
    server = await startRealtimeServer({ pingAfterMs: 150, pongTimeoutMs: 150, heartbeatIntervalMs: 25 });
    const socket = await connect(server);
    await socket.next('pusher:ping', undefined, 2000);
    socket.send({ event: 'pusher:pong', data: {} });
    await sleep(250); // longer than the pong timeout: the pong must have cleared the pending ping
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await socket.next('pusher:ping', undefined, 2000);
    const closed = await socket.closed; // no pong this time
    expect(closed.code).toBe(4201);
  });

  it('does not ping a client that keeps talking', async () => {
    server = await startRealtimeServer({ pingAfterMs: 200, pongTimeoutMs: 200, heartbeatIntervalMs: 25 });
    const socket = await connect(server);
    for (let i = 0; i < 8; i++) {
      socket.send({ event: 'pusher:ping', data: {} });
      await socket.next('pusher:pong');
      await sleep(60);
    }
    expect(socket.unread('pusher:ping')).toEqual([]);
  });
});

describe('shutdown', () => {
  it('closes every socket with 4200 and lets app.close() finish promptly', async () => {
    const target = await startRealtimeServer();
    const a = await connect(target);
    const b = await connect(target);
    await a.subscribe('news');
    const started = Date.now();
    await target.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await a.closed).code).toBe(4200);
    expect((await b.closed).code).toBe(4200);
    await expect(target.pusher.publish(['news'], 'late', {})).resolves.toBeUndefined();
  });
});

describe('limits', () => {
  it('closes connections above the quota with 4004', async () => {
    server = await startRealtimeServer({ maxConnections: 2 });
    await connect(server);
    await connect(server);
    const third = new RawPusherSocket(server.socketUrl());
    sockets.push(third);
    expect((await third.next('pusher:error')).data).toMatchObject({ code: 4004 });
    expect((await third.closed).code).toBe(4004);
  });

  it('refuses subscriptions beyond the per-connection channel limit', async () => {
    server = await startRealtimeServer({ maxChannelsPerConnection: 3 });
    const socket = await connect(server);
    for (const channel of ['c1', 'c2', 'c3']) expect((await socket.subscribe(channel)).event).toBe('pusher_internal:subscription_succeeded');
    expect((await socket.subscribe('c4')).event).toBe('pusher:subscription_error');
    expect((await socket.subscribe('c1')).event).toBe('pusher_internal:subscription_succeeded');
  });

  it('drops a client that does not read (4100) instead of buffering without bound', async () => {
    server = await startRealtimeServer({ maxBufferedBytes: 64 * 1024 });
    const slow = await connect(server);
    const healthy = await connect(server);
    await slow.subscribe('firehose');
    await healthy.subscribe('firehose');
    const raw = (slow.ws as unknown as { _socket: net.Socket })._socket;
    raw.pause();
    const payload = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 200; i++) {
      await server.pusher.publish(['firehose'], 'bulk', payload);
      // Publishes come from separate requests in real life; yield so sockets can drain between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    raw.resume();
    expect((await slow.closed).code).toBe(4100);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
  });
});
