/** A real Vigil server on an ephemeral port with a temporary data directory (SQLite file, mail,
 * uploads). Each call is isolated; close() stops it and removes the directory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../server/config.js';
import { createContext } from '../../../server/context.js';
import { buildApp } from '../../../server/app.js';
import type { AppContext } from '../../../server/app-context.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-server-'));
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }),
    distDir: path.join(dataDir, 'no-dist'),
    // Tests that look at licence notices run the check themselves, on the day they choose.
    licenceAlerts: false,
    ...overrides,
  };
  const ctx = await createContext(config);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in mail (password reset) must point at this instance.
  ctx.config.appUrl = url;
  return {
    url,
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      await ctx.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
