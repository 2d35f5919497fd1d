/**
 * Bar 1 in the browser: on the bench page, the engine's bootstrap from cursor 0, then the raw
 * IndexedDB reference over the same pages (with the engine's indexes, and bare keys for
 * information). Each measurement starts from deleted databases.
 */
import type { Browser, Page } from 'playwright-core';
import type { BootstrapFigures, ReferenceFigures } from './page/bench-api.js';
import { BENCH_PAGE_PATH } from './build-site.js';
import type { BenchServer } from './bench-server.js';

export interface BootstrapResults {
  engine: BootstrapFigures;
  reference: ReferenceFigures;
  referenceBare: ReferenceFigures;
  problems: string[];
}

async function openBenchPage(browser: Browser, baseUrl: string): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.goto(BENCH_PAGE_PATH);
  await page.waitForFunction(() => window.vigilBench !== undefined);
  return { page, problems, close: () => context.close() };
}

/** The engine's bootstrap alone (the chat baseline: the same company without messages). */
export async function measureEngineBootstrap(browser: Browser, server: BenchServer, feedLimit: number): Promise<BootstrapFigures> {
  const bench = await openBenchPage(browser, server.url);
  try {
    await bench.page.evaluate(() => window.vigilBench?.dropDatabases());
    return await bench.page.evaluate((options) => {
      if (!window.vigilBench) throw new Error('bench page not ready');
      return window.vigilBench.engineBootstrap(options);
    }, { token: server.adminToken, userId: server.adminId, feedLimit });
  } finally {
    await bench.page.evaluate(() => window.vigilBench?.dropDatabases());
    await bench.close();
  }
}

export async function measureBootstrap(browser: Browser, server: BenchServer, feedLimit: number, log: (line: string) => void): Promise<BootstrapResults> {
  const bench = await openBenchPage(browser, server.url);
  try {
    const { page } = bench;
    const drop = async () => {
      const t0 = Date.now();
      await page.evaluate(() => window.vigilBench?.dropDatabases());
      if (Date.now() - t0 > 1000) log(`browser: deleting the databases took ${((Date.now() - t0) / 1000).toFixed(1)} s (untimed)`);
    };
    await drop();
    log('browser: engine bootstrap…');
    const engine = await page.evaluate((options) => {
      if (!window.vigilBench) throw new Error('bench page not ready');
      return window.vigilBench.engineBootstrap(options);
    }, { token: server.adminToken, userId: server.adminId, feedLimit });
    log(`browser: engine bootstrap ${engine.rows} rows in ${(engine.ms / 1000).toFixed(1)} s (untimed after it: check pull ${(engine.after.checkPullMs / 1000).toFixed(1)} s, stop ${(engine.after.stopMs / 1000).toFixed(1)} s, counts ${(engine.after.countMs / 1000).toFixed(1)} s)`);
    await drop();
    const reference = await page.evaluate((options) => {
      if (!window.vigilBench) throw new Error('bench page not ready');
      return window.vigilBench.rawReference(options);
    }, { token: server.adminToken, feedLimit, indexed: true });
    log(`browser: raw IndexedDB reference ${reference.rows} rows in ${(reference.ms / 1000).toFixed(1)} s`);
    await drop();
    const referenceBare = await page.evaluate((options) => {
      if (!window.vigilBench) throw new Error('bench page not ready');
      return window.vigilBench.rawReference(options);
    }, { token: server.adminToken, feedLimit, indexed: false });
    log(`browser: raw reference without indexes ${(referenceBare.ms / 1000).toFixed(1)} s`);
    await drop();
    return { engine, reference, referenceBare, problems: bench.problems };
  } finally {
    await bench.close();
  }
}
