/** The real client library (pusher-js, as laravel-echo drives it) against the embedded server. */
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../../server/realtime/broadcaster.js';
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

interface PusherMessage {
  event: string;
  channel?: string;
}

/** Every frame the server sends this client, as `channel event`. */
function framesOf(pusher: Pusher): string[] {
  const frames: string[] = [];
  pusher.connection.bind('message', (message: PusherMessage) => frames.push(`${message.channel ?? ''} ${message.event}`));
  return frames;
}

/**
 * A barrier: a ping and the server's pong. The server handles a connection's frames in order and
 * sends in order, so once the pong is here, everything the client sent before the ping has been
 * handled and everything the server sent before the pong has arrived.
 */
function roundTrip(pusher: Pusher, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No pong within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: PusherMessage) => {
      if (message.event !== 'pusher:pong') return;
      clearTimeout(timer);
      pusher.connection.unbind('message', onMessage);
      resolve();
    };
    pusher.connection.bind('message', onMessage);
    pusher.connection.send_event('pusher:ping', {});
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
    await once(pusher.connection, 'connected');
    const channel = pusher.subscribe(userChannel(victim.id));
    const error = await once<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });

    let heard = false;
    channel.bind('changes', () => {
      heard = true;
    });
    const frames = framesOf(pusher);
    await server.pusher.publish([userChannel(victim.id)], 'changes', { cursor: 1 });
    await roundTrip(pusher);
    expect(heard).toBe(false);
    expect(frames.filter((frame) => frame.startsWith(userChannel(victim.id)))).toEqual([]);
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
    const first = once(channel, 'changes');
    await server.pusher.publish([name], 'changes', { cursor: 1 });
    await first;
    pusher.unsubscribe(name);
    await roundTrip(pusher);
    // pusher-js ignores events of channels it forgot, so check the server stopped sending too.
    expect(server.pusher.registry.members(name)).toBeUndefined();
    const frames = framesOf(pusher);
    await server.pusher.publish([name], 'changes', { cursor: 2 });
    await roundTrip(pusher);
    expect(count).toBe(1);
    expect(frames.filter((frame) => frame.endsWith(' changes'))).toEqual([]);
  });

  it('is refused for a wrong app key and does not retry', async () => {
    const me = await server.createUser();
    const pusher = client(me.token, 'wrong-key');
    const failed = once(pusher.connection, 'failed').catch(() => 'timeout');
    const states: string[] = [];
    pusher.connection.bind('state_change', (change: { current: string }) => states.push(change.current));
    await Promise.race([failed, once(pusher.connection, 'disconnected')]);
    // 4001 is in the "do not reconnect" range: one attempt, then disconnected for good. Nothing
    // is left that could connect again: no retry timer, no connection attempt under way.
    // (`connecting` happened inside the constructor, before the listener was bound.)
    const manager = pusher.connection as unknown as { retryTimer: { isRunning(): boolean } | null; runner: unknown };
    expect(manager.retryTimer?.isRunning() ?? false).toBe(false);
    expect(manager.runner).toBeNull();
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
    // Barrier: three of pusher-js's own heartbeat rounds answered (each a ping after 150 ms of
    // silence); a missed pong would have reconnected before the next one.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('fewer than three pongs within 5 s')), 5000);
      let pongs = 0;
      pusher.connection.bind('message', (message: PusherMessage) => {
        if (message.event === 'pusher:pong' && ++pongs === 3) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(changes).toEqual([]);
    expect(pusher.connection.socket_id).toBe(socketId);
  });
});
