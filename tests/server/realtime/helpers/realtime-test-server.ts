/**
 * A Vigil server with an embedded realtime server tuned for tests (short heartbeats); buildApp
 * attaches ctx.broadcaster before listen. startTestServer() gives the context and temp data directory; a second
 * app is built here because attach() must run before listen, and that helper already listens.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app.js';
import type { AppContext } from '../../../../server/app-context.js';
import type { ServerConfig } from '../../../../server/config.js';
import { createRealtime, type EmbeddedTuning } from '../../../../server/realtime/create-realtime.js';
import { EmbeddedPusherServer } from '../../../../server/realtime/embedded-pusher-server.js';
import { silentLogger } from '../../../../server/realtime/realtime-logger.js';
import { startTestServer } from '../../helpers/test-server.js';

export interface RealtimeTestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  pusher: EmbeddedPusherServer;
  key: string;
  /** ws://…/app/{key}?protocol=7… ; pass a query to override the protocol parameters. */
  socketUrl(options?: { key?: string; query?: string }): string;
  /** Inserts a verified admin and returns its id and a bearer token. */
  createUser(email?: string): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function startRealtimeServer(tuning: EmbeddedTuning = {}, overrides: Partial<ServerConfig> = {}): Promise<RealtimeTestServer> {
  const base = await startTestServer(overrides);
  const ctx = base.ctx;
  const realtime = createRealtime(ctx, { logger: silentLogger, ...tuning });
  if (!(realtime.broadcaster instanceof EmbeddedPusherServer)) throw new Error('Expected the embedded realtime server');
  ctx.broadcaster = realtime.broadcaster;
  // buildApp attaches ctx.broadcaster to the new app's server.
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const key = ctx.config.pusherAppKey;
  return {
    url,
    app,
    ctx,
    pusher: realtime.broadcaster,
    key,
    socketUrl: (options = {}) =>
      `ws://127.0.0.1:${port}/app/${encodeURIComponent(options.key ?? key)}?${options.query ?? 'protocol=7&client=js&version=8.6.0'}`,
    async createUser(email) {
      userCounter += 1;
      const row = await ctx.db
        .insertInto('users')
        .values({ email: email ?? `realtime-${userCounter}-${Date.now()}@vigil.test`, first_name: 'Real', last_name: 'Time', entity: 'admin', roles: '[]', verified: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token: await ctx.tokens.sign(row.id) };
    },
    async close() {
      await app.close();
      await base.close();
    },
  };
}
