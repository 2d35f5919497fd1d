/**
 * The outbox bars (DESIGN.md section 6), driven from Node on the bench page:
 * - 100 writes on 100 records queued with the device offline, then online: time from the
 *   browser's online event until the server holds all of them (every write acknowledged);
 * - 100 writes queued while the server is down, then the server restarts: time from the new
 *   process listening until the queue is empty. Nothing but the outbox's own probe tells the
 *   engine the server is back (no socket, no online event).
 * The server is taken down and up again in this process, on the same port and files.
 */
import type { Browser, Page } from 'playwright-core';
import { BENCH_PAGE_PATH } from './build-site.js';
import type { BenchServer } from './bench-server.js';

export const OUTBOX_WRITES = 100;

export interface OutboxResults {
  writes: number;
  /** Online event to the last acknowledgement. */
  onlineMs: number;
  /** The restarted server listening to the last acknowledgement. */
  restartMs: number;
  /** Writes the server refused (must be 0). */
  refused: number;
  problems: string[];
}

async function bench<T>(page: Page, run: () => Promise<T> | T): Promise<T> {
  return page.evaluate(run);
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureOutbox(browser: Browser, server: BenchServer, log: (line: string) => void): Promise<OutboxResults> {
  const plannings = (await server.ctx.db.selectFrom('plannings').select('id').orderBy('id').limit(OUTBOX_WRITES).execute()).map((row) => row.id);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(BENCH_PAGE_PATH);
    await page.waitForFunction(() => window.vigilBench !== undefined);
    const head = async () => Number((await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst())?.seq ?? 0);
    const prepare = async (offline: boolean) => {
      const options = { token: server.adminToken, userId: server.adminId, plannings, cursor: await head(), offline };
      await page.evaluate((o) => window.vigilBench?.prepareOutbox(o), options);
    };

    // 1. Offline, then online.
    await prepare(true);
    await page.evaluate((label) => window.vigilBench?.queueWrites(label), 'queued offline');
    await until(async () => (await page.evaluate(() => window.vigilBench?.outboxState()))?.tried !== 0, 30_000, 'the first offline attempt');
    const onlineAt = await bench(page, () => window.vigilBench?.goOnline() ?? 0);
    const online = await page.evaluate(() => window.vigilBench?.waitDrained());
    const onlineMs = (online?.at ?? 0) - onlineAt;
    log(`outbox: ${OUTBOX_WRITES} writes offline -> online drained in ${onlineMs} ms (${online?.failed ?? 0} refused)`);

    // 2. Server down while writes are made, then a restart.
    await prepare(false);
    await server.down();
    await page.evaluate((label) => window.vigilBench?.queueWrites(label), 'queued while the server was down');
    await until(async () => (await page.evaluate(() => window.vigilBench?.outboxState()))?.tried !== 0, 30_000, 'the first attempt against the stopped server');
    const restartedAt = await server.up();
    const restarted = await page.evaluate(() => window.vigilBench?.waitDrained());
    const restartMs = (restarted?.at ?? 0) - restartedAt;
    log(`outbox: restart -> queue empty in ${restartMs} ms (${restarted?.failed ?? 0} refused)`);

    problems.push(...((await page.evaluate(() => window.vigilBench?.outboxProblems())) ?? []));
    await page.evaluate(() => window.vigilBench?.stopOutbox());
    // What the server holds: every planning carries the restart round's description.
    const saved = await server.ctx.db.selectFrom('plannings').select('description').where('id', 'in', plannings).execute();
    const missing = saved.filter((row) => !row.description?.startsWith('queued while the server was down')).length;
    if (missing > 0) problems.push(`${missing} plannings lack the last round's change on the server`);
    return { writes: OUTBOX_WRITES, onlineMs, restartMs, refused: (online?.failed ?? 0) + (restarted?.failed ?? 0), problems };
  } finally {
    await server.up();
    await context.close();
  }
}
