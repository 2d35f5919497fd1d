/**
 * Bar 1 in the browser: on the bench page, the engine's bootstrap from cursor 0, then the raw
 * IndexedDB reference over the same pages (with the engine's indexes), twice each, interleaved:
 * on this 2-core machine either one's time moved by up to 20% between runs of the same code
 * (engine 77-105 s, raw 55-81 s), and interleaving spreads that drift over both. Then the raw
 * reference with bare keys, and (when asked) the engine on pages fetched beforehand, both for
 * information. Each measurement starts from deleted databases.
 */
import type { Browser, Page } from 'playwright-core';
import type { BootstrapFigures, ReferenceFigures } from './page/bench-api.js';
import { BENCH_PAGE_PATH } from './build-site.js';
import type { BenchServer } from './bench-server.js';

export interface BootstrapResults {
  /** The first engine run (its window, cursor and tables are the ones reported). */
  engine: BootstrapFigures;
  /** Every engine run's and every reference run's time, in the order run (interleaved). */
  engineMs: number[];
  referenceMs: number[];
  reference: ReferenceFigures;
  referenceBare: ReferenceFigures;
  /** The engine on pages fetched beforehand, as the reference has them (null: not asked). */
  prefetched: BootstrapFigures | null;
  problems: string[];
}

/** How many times the engine and the raw reference each run. */
const PAIRS = 2;

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

export async function measureBootstrap(browser: Browser, server: BenchServer, feedLimit: number, log: (line: string) => void, withPrefetched = false): Promise<BootstrapResults> {
  const bench = await openBenchPage(browser, server.url);
  try {
    const { page } = bench;
    const drop = async () => {
      const t0 = Date.now();
      await page.evaluate(() => window.vigilBench?.dropDatabases());
      if (Date.now() - t0 > 1000) log(`browser: deleting the databases took ${((Date.now() - t0) / 1000).toFixed(1)} s (untimed)`);
    };
    const engineRuns: BootstrapFigures[] = [];
    const references: ReferenceFigures[] = [];
    for (let pair = 1; pair <= PAIRS; pair++) {
      await drop();
      log(`browser: engine bootstrap ${pair} of ${PAIRS}…`);
      const engine = await page.evaluate((options) => {
        if (!window.vigilBench) throw new Error('bench page not ready');
        return window.vigilBench.engineBootstrap(options);
      }, { token: server.adminToken, userId: server.adminId, feedLimit });
      engineRuns.push(engine);
      log(`browser: engine bootstrap ${engine.rows} rows in ${(engine.ms / 1000).toFixed(1)} s (untimed after it: check pull ${(engine.after.checkPullMs / 1000).toFixed(1)} s, stop ${(engine.after.stopMs / 1000).toFixed(1)} s, counts ${(engine.after.countMs / 1000).toFixed(1)} s)`);
      await drop();
      const reference = await page.evaluate((options) => {
        if (!window.vigilBench) throw new Error('bench page not ready');
        return window.vigilBench.rawReference(options);
      }, { token: server.adminToken, feedLimit, indexed: true });
      references.push(reference);
      log(`browser: raw IndexedDB reference ${pair} of ${PAIRS}: ${reference.rows} rows in ${(reference.ms / 1000).toFixed(1)} s`);
    }
    await drop();
    const referenceBare = await page.evaluate((options) => {
      if (!window.vigilBench) throw new Error('bench page not ready');
      return window.vigilBench.rawReference(options);
    }, { token: server.adminToken, feedLimit, indexed: false });
    log(`browser: raw reference without indexes ${(referenceBare.ms / 1000).toFixed(1)} s`);
    let prefetched: BootstrapFigures | null = null;
    if (withPrefetched) {
      await drop();
      prefetched = await page.evaluate((options) => {
        if (!window.vigilBench) throw new Error('bench page not ready');
        return window.vigilBench.engineBootstrap(options);
      }, { token: server.adminToken, userId: server.adminId, feedLimit, prefetched: true });
      log(`browser: engine bootstrap on pre-fetched pages ${(prefetched.ms / 1000).toFixed(1)} s`);
    }
    await drop();
    const [engine] = engineRuns;
    const [reference] = references;
    if (!engine || !reference) throw new Error('no bootstrap was measured');
    return { engine, engineMs: engineRuns.map((run) => run.ms), referenceMs: references.map((run) => run.ms), reference, referenceBare, prefetched, problems: bench.problems };
  } finally {
    await bench.close();
  }
}
