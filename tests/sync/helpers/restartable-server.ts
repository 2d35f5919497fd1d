/**
 * The real Vigil server over one data directory that can be stopped and started again (a server
 * restart keeps its SQLite file, secrets and change log). Each start listens on a new ephemeral
 * port; the fault proxy in front hides that from the engines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import type { AppContext } from '../../../server/app-context.js';
import { loadConfig } from '../../../server/config.js';
import { createContext } from '../../../server/context.js';

export class RestartableServer {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-sync-it-'));
  ctx: AppContext | null = null;
  private app: FastifyInstance | null = null;
  url: string | null = null;

  async start(): Promise<string> {
    const config = { ...loadConfig({ DATA_DIR: this.dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED_ON_START: 'false' }), distDir: path.join(this.dataDir, 'no-dist') };
    const ctx = await createContext(config);
    const app = await buildApp(ctx, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.ctx = ctx;
    this.app = app;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const { app, ctx } = this;
    this.app = null;
    this.ctx = null;
    this.url = null;
    await app?.close();
    await ctx?.db.destroy();
  }

  get context(): AppContext {
    if (!this.ctx) throw new Error('server is not running');
    return this.ctx;
  }

  async close(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
