/** The real server in-process over the seeded data dir, serving the built site as its distDir, so
 * the bench page and the SPA are same-origin with the API and the realtime socket. It can be
 * taken down and brought up again on the same port over the same files (the outbox's restart
 * figure), like a server process that restarts. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { AppContext } from '../../server/app-context.js';
import { createContext } from '../../server/context.js';
import { DEMO_PEOPLE } from '../../server/seed/demo-accounts.js';
import { benchConfig } from './seed-cache.js';

export interface BenchServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  adminId: number;
  /** A bearer token for the admin, signed by the server's own key. */
  adminToken: string;
  /** Stops serving (connections refused) until `up`. */
  down(): Promise<void>;
  /** Serves again on the same port; resolves (Date.now()) once it listens. */
  up(): Promise<number>;
  close(): Promise<void>;
}

async function listen(dataDir: string, siteDir: string, port: number): Promise<{ ctx: AppContext; app: FastifyInstance; port: number }> {
  const ctx = await createContext(benchConfig(dataDir, siteDir));
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { ctx, app, port: (app.server.address() as AddressInfo).port };
}

export async function startBenchServer(dataDir: string, siteDir: string): Promise<BenchServer> {
  let running: { ctx: AppContext; app: FastifyInstance } | null = await listen(dataDir, siteDir, 0);
  const port = (running.app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  // Origin checks (sign-in, refresh) compare against APP_URL, read per request.
  const configure = (ctx: AppContext) => {
    ctx.config.appUrl = url;
    ctx.config.port = port;
  };
  configure(running.ctx);
  const admin = await running.ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_PEOPLE.admin.email).executeTakeFirstOrThrow();
  const server: BenchServer = {
    url,
    ctx: running.ctx,
    app: running.app,
    adminId: admin.id,
    adminToken: await running.ctx.tokens.sign(admin.id),
    async down() {
      const current = running;
      running = null;
      if (!current) return;
      await current.app.close();
      await current.ctx.db.destroy();
    },
    async up() {
      if (running) return Date.now();
      running = await listen(dataDir, siteDir, port);
      configure(running.ctx);
      server.ctx = running.ctx;
      server.app = running.app;
      return Date.now();
    },
    close: () => server.down(),
  };
  return server;
}
