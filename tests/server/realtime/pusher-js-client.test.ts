/** The real client library (pusher-js, as laravel-echo drives it) against the embedded server. */
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../../server/realtime/broadcaster.js';
import { sleep } from './helpers/raw-pusher-socket.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

let server: RealtimeTestServer;
const clients: Pusher[] = [];

function client(token: string, key = server.key, extra: { activityTimeout?: number; pongTimeout?: number } = {}): Pusher {
  const port = Number(new URL(server.url).port);
  const pusher = new Pusher(key, {
    ...extra,
    cluster: 'local', // required by the type; wsHost overrides it
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${server.url}/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  clients.push(pusher);
  return pusher;
}

function once<T = unknown>(target: Channel | Pusher['connection'], event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} within ${timeoutMs} ms`)), timeoutMs);
    target.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

beforeAll(async () => {
  server = await startRealtimeServer();
});

afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});

afterAll(async () => {
  await server.close();
});

describe('pusher-js', () => {
  it('connects, subscribes to its own private channel through /broadcasting/auth and receives events', async () => {
    const me = await server.createUser();
    const pusher = client(me.token);
    const channel = pusher.subscribe(userChannel(me.id));
    await once(channel, 'pusher:subscription_succeeded');
    expect(pusher.connection.state).toBe('connected');
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const received = once<{ cursor: number }>(channel, 'changes');
    await server.pusher.publish([userChannel(me.id)], 'changes', { cursor: 42 });
    expect(await received).toEqual({ cursor: 42 });
  });

  it('gets a subscription error (403) for another user\'s channel and never hears its events', async () => {
    const me = await server.createUser();
    const victim = await server.createUser();
    const pusher = client(me.token);
    const channel = pusher.subscribe(userChannel(victim.id));
    const error = await once<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });

    let heard = false;
    channel.bind('changes', () => {
      heard = true;
    });
    await server.pusher.publish([userChannel(victim.id)], 'changes', { cursor: 1 });
    await sleep(100);
    expect(heard).toBe(false);
  });

  it('stops receiving after unsubscribe', async () => {
    const me = await server.createUser();
    const pusher = client(me.token);
    const name = userChannel(me.id);
    const channel = pusher.subscribe(name);
    await once(channel, 'pusher:subscription_succeeded');
    let count = 0;
    channel.bind('changes', () => {
      count += 1;
    });
    await server.pusher.publish([name], 'changes', { cursor: 1 });
    await sleep(100);
    pusher.unsubscribe(name);
    await sleep(100);
    // pusher-js ignores events of channels it forgot, so check the server stopped sending too.
    expect(server.pusher.registry.members(name)).toBeUndefined();
    await server.pusher.publish([name], 'changes', { cursor: 2 });
    await sleep(100);
    expect(count).toBe(1);
  });

  it('is refused for a wrong app key and does not retry', async () => {
    const me = await server.createUser();
    const pusher = client(me.token, 'wrong-key');
    const failed = once(pusher.connection, 'failed').catch(() => 'timeout');
    const states: string[] = [];
    pusher.connection.bind('state_change', (change: { current: string }) => states.push(change.current));
    await Promise.race([failed, once(pusher.connection, 'disconnected')]);
    await sleep(300);
    // 4001 is in the "do not reconnect" range: one attempt, then disconnected for good.
    // (`connecting` happened inside the constructor, before the listener was bound.)
    expect(states).toEqual(['disconnected']);
    expect(pusher.connection.state).toBe('disconnected');
  });

  it('keeps a quiet pusher-js connection alive through its own ping/pong heartbeat', async () => {
    const me = await server.createUser();
    // pusher-js pings after activityTimeout of silence and reconnects if no pong within pongTimeout.
    const pusher = client(me.token, server.key, { activityTimeout: 150, pongTimeout: 150 });
    await once(pusher.connection, 'connected');
    const socketId = pusher.connection.socket_id;
    const changes: string[] = [];
    pusher.connection.bind('state_change', (change: { current: string }) => changes.push(change.current));
    await sleep(1200); // several ping/pong rounds
    expect(changes).toEqual([]);
    expect(pusher.connection.socket_id).toBe(socketId);
  });
});
