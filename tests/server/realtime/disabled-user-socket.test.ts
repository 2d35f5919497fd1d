/**
 * Disabling a user closes its realtime sockets (4009: do not reconnect) right after the write,
 * and leaves other users' sockets open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../../server/realtime/channel-auth.js';
import { userChannel } from '../../../server/realtime/broadcaster.js';
import { RawPusherSocket } from './helpers/raw-pusher-socket.js';
import { startRealtimeServer, type RealtimeTestServer } from './helpers/realtime-test-server.js';

let server: RealtimeTestServer;
const sockets: RawPusherSocket[] = [];

beforeAll(async () => {
  server = await startRealtimeServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

async function subscribedAs(userId: number): Promise<RawPusherSocket> {
  const { socket, socketId } = await RawPusherSocket.connect(server.socketUrl());
  sockets.push(socket);
  const channel = userChannel(userId);
  expect((await socket.subscribe(channel, channelAuth(server.key, server.ctx.config.pusherAppSecret, socketId, channel))).event).toBe('pusher_internal:subscription_succeeded');
  return socket;
}

describe('disabling a user', () => {
  it('closes its sockets with 4009 and no other', async () => {
    const admin = await server.createUser();
    await server.ctx.db.updateTable('users').set({ roles: '["ROLE_ADMIN"]' }).where('id', '=', admin.id).execute();
    const guard = await server.createUser();
    const account = await server.ctx.db.insertInto('accounts').values({ user_id: guard.id, client_id: null, subcontractor_id: null, role: 'admin' }).returning('id').executeTakeFirstOrThrow();
    const guardSocket = await subscribedAs(guard.id);
    const adminSocket = await subscribedAs(admin.id);

    const res = await fetch(`${server.url}/api/accounts/${account.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ disabled: true }),
    });
    expect(res.status).toBe(200);
    expect((await guardSocket.closed).code).toBe(4009);
    // The admin's socket is still served: an event published now reaches it.
    await server.pusher.publish([userChannel(admin.id)], 'changes', { cursor: 1 });
    expect(JSON.parse((await adminSocket.next('changes', userChannel(admin.id))).data as string)).toEqual({ cursor: 1 });
  });
});
