/**
 * The real Vigil server as a separate operating-system process (`node server/main.ts` through
 * tsx) over a data directory the test prepared, so a test can SIGKILL it as a crash would and
 * start a new process on the same files. `stall` freezes the process at a chosen point of a write
 * (tests/server/helpers/stall-sqlite.mjs); `stalled()` resolves once it is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface StallPoint {
  mode: 'before-commit' | 'after-commit';
  /** The table whose first INSERT marks the write. */
  table: string;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRELOAD = path.join(import.meta.dirname, 'stall-sqlite.mjs');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  private readonly marker: string;
  url = '';

  constructor(private readonly dataDir: string) {
    this.marker = path.join(dataDir, 'stall-marker');
  }

  async start(stall?: StallPoint): Promise<string> {
    fs.rmSync(this.marker, { force: true });
    const port = await freePort();
    const args = ['--import', 'tsx', ...(stall ? ['--import', PRELOAD] : []), 'server/main.ts'];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: this.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
        DIST_DIR: path.join(this.dataDir, 'no-dist'),
        ...(stall ? { VIGIL_TEST_STALL: stall.mode, VIGIL_TEST_STALL_TABLE: stall.table, VIGIL_TEST_STALL_MARKER: this.marker } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child = child;
    this.url = `http://127.0.0.1:${port}`;
    await this.until(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${this.output}`);
      return fetch(`${this.url}/healthz`).then((res) => res.ok, () => false);
    }, 30_000, 'the server to answer /healthz');
    return this.url;
  }

  /** Resolves once the process froze at its stall point. */
  stalled(): Promise<void> {
    return this.until(() => Promise.resolve(fs.existsSync(this.marker)), 20_000, 'the server to reach its stall point');
  }

  /** kill -9: no shutdown hook, no pending write or answer completes. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  private async until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}\n${this.output}`);
  }
}
