/** DESIGN.md section 6: 500 concurrent websocket clients receive a broadcast. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureBroadcast } from '../../bench/measure-broadcast.js';
import { userChannel } from '../../../server/realtime/broadcaster.js';
import { channelAuth } from '../../../server/realtime/channel-auth.js';
import { RawPusherSocket } from './helpers/raw-pusher-socket.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

const CLIENTS = 500;
const BATCH = 50;

let server: RealtimeTestServer;
const sockets: RawPusherSocket[] = [];

beforeAll(async () => {
  server = await startRealtimeServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe(`${CLIENTS} concurrent clients`, () => {
  it('each on its own private channel, all receive one broadcast', { timeout: 30_000 }, async () => {
    const secret = server.ctx.config.pusherAppSecret;
    // Connected in batches so that the listen backlog is never the thing being measured.
    for (let start = 0; start < CLIENTS; start += BATCH) {
      await Promise.all(
        Array.from({ length: BATCH }, async (_, offset) => {
          const userId = start + offset + 1;
          const { socket, socketId } = await RawPusherSocket.connect(server.socketUrl());
          sockets.push(socket);
          const answer = await socket.subscribe(userChannel(userId), channelAuth(server.key, secret, socketId, userChannel(userId)));
          expect(answer.event).toBe('pusher_internal:subscription_succeeded');
        }),
      );
    }
    expect(server.pusher.connectionCount).toBe(CLIENTS);
    expect(server.pusher.registry.channelCount).toBe(CLIENTS);

    const channels = Array.from({ length: CLIENTS }, (_, i) => userChannel(i + 1));
    const arrivals = Promise.all(sockets.map((socket) => socket.next('changes', undefined, 10_000)));
    const started = performance.now();
    await server.pusher.publish(channels, 'changes', { cursor: 77 });
    const frames = await arrivals;
    const elapsedMs = performance.now() - started;

    expect(frames).toHaveLength(CLIENTS);
    for (const frame of frames) expect(JSON.parse(frame.data as string)).toEqual({ cursor: 77 });
    // Each socket heard its own channel only.
    expect(new Set(frames.map((f) => f.channel)).size).toBe(CLIENTS);
    console.info(`[realtime] ${CLIENTS} private channels, one publish: all received in ${elapsedMs.toFixed(1)} ms`);
  });

  it('measureBroadcast reports publish-to-receive latency over the same number of clients', { timeout: 30_000 }, async () => {
    const figures = await measureBroadcast(server.url, server.key, CLIENTS, server.pusher, { rounds: 5 });
    expect(figures.clients).toBe(CLIENTS);
    expect(figures.p50Ms).toBeGreaterThan(0);
    expect(figures.p50Ms).toBeLessThanOrEqual(figures.p95Ms);
    expect(figures.p95Ms).toBeLessThanOrEqual(figures.maxMs);
    console.info(`[realtime] measureBroadcast ${JSON.stringify(figures)}`);
  });
});
