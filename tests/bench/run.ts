/**
 * `npm run bench [-- --plannings N] [--messages N] [--history-years N] [--reuse DIR] [--feed-limit N] [--clients N] [--wait-quiet MIN] [--engine-prefetched]`
 *
 * The seed puts min(100,000, half the messages) into one group, which the chat figures open. With
 * `--messages` given, the engine's bootstrap is also measured on the same company seeded without
 * messages (its own cached data dir), so the table shows what chat costs the first sign-in.
 *
 * Measures the bars of DESIGN.md section 6 and prints them as a table. It reports, it does not
 * assert: the exit code is 0 whenever the bench itself ran. Steps: a seeded data dir (cached in
 * /tmp/vigil-bench-<N>), the real server in-process serving the bench page (and the SPA once the
 * planning list exists), server figures, then one headless Chromium run. --wait-quiet waits up to
 * MIN minutes for other test runs to finish first (the load is reported either way). Figures go to
 * results.json in a temp dir whose path is printed. --engine-prefetched also runs the engine's
 * bootstrap on pages fetched beforehand (its own cost, without the server's share of the cores).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/helpers/browser.js';
import { measureApp, type AppResults } from './app-measures.js';
import { planningListReadiness } from './app-readiness.js';
import { startBenchServer } from './bench-server.js';
import { measureBootstrap, measureEngineBootstrap, type BootstrapResults } from './browser-bootstrap.js';
import type { BootstrapFigures } from './page/bench-api.js';
import { measureChat, type ChatResults } from './chat-measures.js';
import { buildSite } from './build-site.js';
import { appRows, bootstrapRows, chatBootstrapRows, chatRows, outboxRows, serverRows, sosRows, type Outcome } from './figures.js';
import { measureSos, type SosResults } from './sos-measures.js';
import { measureOutbox, type OutboxResults } from './outbox-measures.js';
import { describeLoad, LoadMonitor, waitForQuiet } from './machine-load.js';
import { formatTable } from './print-table.js';
import { prepareDataDir } from './seed-cache.js';
import { measureServer, type ServerResults } from './server-measures.js';
import { warmServer } from './warm-server.js';

const started = Date.now();
const log = (line: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got '${value}'`);
  return n;
}

async function attempt<T>(what: string, run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
    log(`${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { ok: false, reason, verdict: 'error' };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      plannings: { type: 'string' },
      messages: { type: 'string' },
      'history-years': { type: 'string' },
      reuse: { type: 'string' },
      'feed-limit': { type: 'string' },
      clients: { type: 'string' },
      'wait-quiet': { type: 'string' },
      'engine-prefetched': { type: 'boolean' },
    },
    strict: true,
  });
  const plannings = positive('plannings', values.plannings, 100_000);
  const messages = positive('messages', values.messages, 2_000);
  const historyYears = values['history-years'] === undefined ? 0 : positive('history-years', values['history-years'], 0);
  const feedLimit = positive('feed-limit', values['feed-limit'], 1000);
  const clients = positive('clients', values.clients, 500);
  const waitQuietMinutes = values['wait-quiet'] === undefined ? 0 : positive('wait-quiet', values['wait-quiet'], 0);
  const enginePrefetched = values['engine-prefetched'] === true;
  const load = new LoadMonitor();
  load.start();
  const [first] = load.samples;
  if (first) log(describeLoad('machine at start', first));

  const largestGroup = Math.min(100_000, Math.floor(messages / 2));
  const seeded = await prepareDataDir({ plannings, messages, historyYears, largestGroup }, values.reuse ?? null, log);
  const withBaseline = values.messages !== undefined && values.reuse === undefined;
  const baselineDir = withBaseline ? await prepareDataDir({ plannings, messages: 0, historyYears, largestGroup: 0 }, null, log, '-no-chat') : null;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-run-'));
  const readiness = planningListReadiness();
  log(readiness.ready ? 'app: the planning list exists; building the SPA too' : `app: ${readiness.reason}; measuring the engine only`);
  const siteDir = path.join(runDir, 'site');
  const site = await buildSite(siteDir, readiness.ready, log);

  if (waitQuietMinutes > 0) await waitForQuiet(waitQuietMinutes * 60_000, log);
  load.restart();
  const server = await startBenchServer(seeded.dataDir, siteDir);
  log(`server: ${server.url} (admin user ${server.adminId})`);
  let serverOutcome: Outcome<ServerResults>;
  let bootstrap: Outcome<BootstrapResults>;
  let app: Outcome<AppResults>;
  let outbox: Outcome<OutboxResults>;
  // Set from inside the app measures' callback: typed by assertion, so no narrowing hides that.
  let chat = { ok: false, reason: 'needs the app measures', verdict: 'n/a' } as Outcome<ChatResults>;
  let baseline = { ok: false, reason: 'only with --messages', verdict: 'n/a' } as Outcome<BootstrapFigures>;
  let sos = { ok: false, reason: 'needs the admin\'s SPA of the app measures', verdict: 'n/a' } as Outcome<SosResults>;
  try {
    // Every figure is of a warm server, as one in use is (warm-server.ts): the feed page measured
    // within a second of the server's start, right after the SPA's build, had a p95 of 30 ms
    // where a warm server's was 13-17 ms.
    const warm = await attempt('server warm-up', () => warmServer(server, feedLimit, log));
    serverOutcome = await attempt('server measures', () => measureServer(server, clients, log));
    const browser = await launchBrowser();
    log(`browser: Chromium ${browser.version()}`);
    try {
      bootstrap = warm.ok
        ? await attempt('bootstrap', () => measureBootstrap(browser, server, feedLimit, log, enginePrefetched))
        : { ok: false, reason: `the server's warm-up failed: ${warm.reason}`, verdict: 'error' };
      if (!readiness.ready) app = { ok: false, reason: readiness.reason, verdict: 'n/a' };
      else if (site.appError !== null) app = { ok: false, reason: `SPA build failed: ${site.appError}`, verdict: 'error' };
      else if (!bootstrap.ok) app = { ok: false, reason: 'needs the bootstrap cursor', verdict: 'error' };
      else {
        const cursor = bootstrap.value.engine.cursor;
        app = await attempt('app measures', () => measureApp(browser, server, readiness, cursor, log, async (page) => {
          chat = await attempt('chat measures', () => measureChat(browser, server, page, log));
          sos = await attempt('sos measures', () => measureSos(browser, server, page, log));
        }));
      }
      // Last: it takes the server down and up again.
      outbox = await attempt('outbox measures', () => measureOutbox(browser, server, log));
      if (baselineDir !== null) {
        baseline = await attempt('bootstrap without messages', async () => {
          const other = await startBenchServer(baselineDir.dataDir, siteDir);
          try {
            await warmServer(other, feedLimit, log);
            log('browser: engine bootstrap of the same company without messages…');
            return await measureEngineBootstrap(browser, other, feedLimit);
          } finally {
            await other.close();
          }
        });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  load.stop();

  const rows = [...bootstrapRows(bootstrap), ...appRows(app), ...outboxRows(outbox), ...sosRows(sos), ...chatRows(chat), ...chatBootstrapRows(bootstrap, baseline, messages),
    ...serverRows(serverOutcome)];
  const resultsFile = path.join(runDir, 'results.json');
  fs.writeFileSync(resultsFile, JSON.stringify({
    plannings, messages, feedLimit, dataDir: seeded.dataDir, seedMs: seeded.seedMs, seededNow: seeded.seededNow,
    load: load.samples, rows, bootstrap, app, outbox, chat, sos, baseline, server: serverOutcome,
  }, null, 2));

  const problems = [
    ...(bootstrap.ok ? bootstrap.value.problems : []), ...(app.ok ? app.value.problems : []), ...(outbox.ok ? outbox.value.problems : []),
    ...(chat.ok ? chat.value.problems : []), ...(sos.ok ? sos.value.problems : []),
  ];
  process.stdout.write(`\nVigil bench: ${plannings.toLocaleString('en-US')} plannings, ${messages.toLocaleString('en-US')} messages, feed pages of ${feedLimit}\n\n`);
  process.stdout.write(`${formatTable(rows)}\n\n`);
  if (bootstrap.ok && bootstrap.value.engine.warnings > 0) {
    process.stdout.write(`Engine warnings during the bootstrap: ${bootstrap.value.engine.warnings} (first: ${bootstrap.value.engine.firstWarning ?? ''})\n`);
  }
  if (bootstrap.ok) {
    const tables = Object.entries(bootstrap.value.engine.perTable).map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`).join(', ');
    process.stdout.write(`Feed rows per table: ${tables} (${bootstrap.value.engine.pages} pages)\n`);
  }
  for (const problem of problems.slice(0, 10)) process.stdout.write(`Page problem: ${problem}\n`);
  process.stdout.write(`${load.describe()}\n`);
  process.stdout.write(`Figures: ${resultsFile}\nData dir: ${seeded.dataDir}${seeded.seededNow ? ' (seeded by this run)' : ' (reused)'}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
