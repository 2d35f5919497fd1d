/** The embedded server speaks Pusher protocol v7 frame by frame, as seen by a bare ws client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../../server/realtime/channel-auth.js';
import { userChannel } from '../../../server/realtime/broadcaster.js';
import { RawPusherSocket, sleep } from './helpers/raw-pusher-socket.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

let server: RealtimeTestServer;
const sockets: RawPusherSocket[] = [];

async function connect() {
  const opened = await RawPusherSocket.connect(server.socketUrl());
  sockets.push(opened.socket);
  return opened;
}

beforeAll(async () => {
  server = await startRealtimeServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe('connection', () => {
  it('sends connection_established with a socket id and the activity timeout as a JSON string', async () => {
    const socket = new RawPusherSocket(server.socketUrl());
    sockets.push(socket);
    const frame = await socket.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it('gives every connection its own socket id', async () => {
    const ids = await Promise.all([connect(), connect(), connect()]);
    expect(new Set(ids.map((c) => c.socketId)).size).toBe(3);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { socket } = await connect();
    socket.send({ event: 'pusher:ping', data: {} });
    expect((await socket.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('refuses an unknown app key with pusher:error and close code 4001', async () => {
    const socket = new RawPusherSocket(server.socketUrl({ key: 'not-our-key' }));
    const error = await socket.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await socket.closed).code).toBe(4001);
  });

  it('refuses a missing protocol (4008) and an unsupported one (4007)', async () => {
    const missing = new RawPusherSocket(server.socketUrl({ query: 'client=js&version=8.6.0' }));
    expect((await missing.closed).code).toBe(4008);
    const old = new RawPusherSocket(server.socketUrl({ query: 'protocol=5&client=js' }));
    expect((await old.closed).code).toBe(4007);
  });

  it('does not upgrade paths other than /app/{key}', async () => {
    const socket = new RawPusherSocket(server.socketUrl().replace('/app/', '/nope/'));
    const outcome = await new Promise<string>((resolve) => socket.ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode))));
    expect(outcome).toBe('404');
    socket.close();
  });
});

describe('malformed input', () => {
  it('answers every malformed frame with pusher:error and keeps the connection usable', async () => {
    const { socket } = await connect();
    const bad = [
      'not json',
      '[1,2,3]',
      '"just a string"',
      '{"data":{}}',
      '{"event":42}',
      '{"event":"pusher:subscribe"}',
      '{"event":"pusher:subscribe","data":{"channel":7}}',
      '{"event":"pusher:unsubscribe","data":"nope"}',
      '{"event":"pusher:signin","data":{}}',
      JSON.stringify({ event: 'x'.repeat(300), data: {} }),
    ];
    for (const text of bad) {
      socket.send(text);
      const error = await socket.next('pusher:error');
      expect(error.data, text).toMatchObject({ code: 4300 });
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4300 });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong');
  });

  it('refuses client events (client-*) with 4009', async () => {
    const { socket } = await connect();
    await socket.subscribe('public-room');
    socket.send({ event: 'client-typing', channel: 'public-room', data: {} });
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
  });

  it('closes a socket that sends a frame above the size limit (1009) without harming others', async () => {
    const { socket } = await connect();
    const { socket: bystander } = await connect();
    socket.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(20 * 1024) } });
    expect((await socket.closed).code).toBe(1009);
    bystander.send({ event: 'pusher:ping', data: {} });
    await bystander.next('pusher:pong');
  });
});

describe('subscriptions', () => {
  it('lets a public channel subscribe and receive published events with JSON-string data', async () => {
    const { socket } = await connect();
    expect((await socket.subscribe('news')).event).toBe('pusher_internal:subscription_succeeded');
    await server.pusher.publish(['news'], 'headline', { title: 'hello', n: 1 });
    const event = await socket.next('headline', 'news');
    expect(typeof event.data).toBe('string');
    expect(JSON.parse(event.data as string)).toEqual({ title: 'hello', n: 1 });
  });

  it('subscribes a private channel with a valid signature for this socket', async () => {
    const { socket, socketId } = await connect();
    const channel = userChannel(4242);
    const auth = channelAuth(server.key, server.ctx.config.pusherAppSecret, socketId, channel);
    expect((await socket.subscribe(channel, auth)).event).toBe('pusher_internal:subscription_succeeded');
    await server.pusher.publish([channel], 'changes', { cursor: 9 });
    expect(JSON.parse((await socket.next('changes', channel)).data as string)).toEqual({ cursor: 9 });
  });

  it('refuses a forged, missing or other-socket signature with 4009 and delivers nothing', async () => {
    const { socket } = await connect();
    const { socketId: otherSocketId } = await connect();
    const channel = userChannel(7);
    const secret = server.ctx.config.pusherAppSecret;
    const attempts = [
      `${server.key}:${'0'.repeat(64)}`,
      undefined,
      channelAuth(server.key, secret, otherSocketId, channel),
      channelAuth(server.key, 'wrong-secret', '1.1', channel),
      'garbage',
    ];
    for (const auth of attempts) {
      const answer = await socket.subscribe(channel, auth);
      expect(answer.event).toBe('pusher:subscription_error');
      expect(answer.data).toMatchObject({ type: 'AuthError', status: 401 });
      expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
    }
    await server.pusher.publish([channel], 'changes', { cursor: 1 });
    await sleep(100);
    expect(socket.unread('changes')).toEqual([]);
  });

  it('refuses presence and encrypted channels, and invalid channel names', async () => {
    const { socket } = await connect();
    expect((await socket.subscribe('presence-room', 'vigil:abc')).event).toBe('pusher:subscription_error');
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await socket.subscribe('private-encrypted-room', 'vigil:abc')).event).toBe('pusher:subscription_error');
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4009 });
    socket.send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } });
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4300 });
  });

  it('stops delivery after pusher:unsubscribe', async () => {
    const { socket } = await connect();
    await socket.subscribe('ticker');
    await server.pusher.publish(['ticker'], 'tick', 1);
    await socket.next('tick', 'ticker');
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 'ticker' } });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong'); // the unsubscribe, sent before, has been handled
    await server.pusher.publish(['ticker'], 'tick', 2);
    await sleep(100);
    expect(socket.unread('tick')).toEqual([]);
  });

  it('delivers once per channel to a socket on several of the published channels', async () => {
    const { socket } = await connect();
    await socket.subscribe('a-channel');
    await socket.subscribe('b-channel');
    await server.pusher.publish(['a-channel', 'b-channel', 'a-channel', 'nobody-here'], 'multi', 'x');
    expect(JSON.parse((await socket.next('multi', 'a-channel')).data as string)).toBe('x');
    await socket.next('multi', 'b-channel');
    await sleep(50);
    expect(socket.unread('multi')).toEqual([]);
  });

  it('rejects a publish with an invalid event name or data without JSON form', async () => {
    await expect(server.pusher.publish(['news'], '', {})).rejects.toThrow(/Event name/);
    await expect(server.pusher.publish(['news'], 'e'.repeat(201), {})).rejects.toThrow(/Event name/);
    await expect(server.pusher.publish(['news'], 'big', { n: 1n })).rejects.toThrow();
  });
});
