/** The real server in-process over the seeded data dir, serving the built site as its distDir, so
 * the bench page and the SPA are same-origin with the API and the realtime socket. */
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
  close(): Promise<void>;
}

export async function startBenchServer(dataDir: string, siteDir: string): Promise<BenchServer> {
  const ctx = await createContext(benchConfig(dataDir, siteDir));
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Origin checks (sign-in, refresh) compare against APP_URL, read per request.
  ctx.config.appUrl = url;
  ctx.config.port = port;
  const admin = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_PEOPLE.admin.email).executeTakeFirstOrThrow();
  return {
    url,
    ctx,
    app,
    adminId: admin.id,
    adminToken: await ctx.tokens.sign(admin.id),
    async close() {
      await app.close();
      await ctx.db.destroy();
    },
  };
}
