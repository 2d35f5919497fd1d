/**
 * Starts the real Vigil server (built SPA + API + realtime) for the e2e project, on a free
 * loopback port with a fresh data directory, seeded with the demo company, once for the e2e
 * project. Tests read its URL and data directory (mail files) with e2eServer() (helpers/server.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';
import type { E2eServer } from './helpers/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: E2eServer;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Vigil server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Vigil server did not answer at ${url} within ${timeoutMs} ms`);
}

interface RunningServer extends E2eServer {
  stop: () => Promise<void>;
}

async function startServer(root: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOGIN_RATE_LIMIT: '1000',
      // POST /api/test/clock: the SOS escalation test moves the server's clock (tests/e2e/field-sos.test.ts).
      VIGIL_TEST_CLOCK: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForServer(baseUrl, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    process.stderr.write(fs.readFileSync(logFile, 'utf8'));
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.closeSync(log);
      if (process.env.KEEP_E2E_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npx vite build` (npm test does it) before the e2e project');
  }
  const server = await startServer(root);
  project.provide('e2eServer', { baseUrl: server.baseUrl, dataDir: server.dataDir });
  return server.stop;
}
