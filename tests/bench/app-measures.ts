/**
 * Issue 4's bars with the real SPA at full size: sign in as the admin, let the app bootstrap,
 * then (a) reload to the first planning row painted from IndexedDB, several times, and (b) type
 * into the planning search box and time each keystroke to the list updated.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../server/seed/demo-accounts.js';
import { FIRST_PAINT_SELECTOR, PLANNING_LIST_PATH, ROW_SELECTOR, type AppReadiness } from './app-readiness.js';
import type { BenchServer } from './bench-server.js';
import { armKeystrokeProbe, installFirstRowProbe, readKeystrokeProbe } from './page-probes.js';

export interface ReloadDetail {
  /** Navigation start to the first planning rows painted: the start-up paint's, or the list's. */
  firstRowMs: number;
  /** Navigation start to the app's own list rows (clickable) painted. */
  appRowMs: number;
  domContentLoadedMs: number;
  /** API calls that finished before the first row, as 'path start-end' (ms since navigation). */
  callsBeforeRow: string[];
  /** The app's own start-up marks (src-sync/timing.ts) before the row, as 'name ms'. */
  marksBeforeRow: string[];
}

export interface AppResults {
  /** Navigation start to the first planning row painted, per reload. */
  reloadMs: number[];
  reloads: ReloadDetail[];
  /** Keystroke to the list updated; null where the list did not change within the probe's wait. */
  keystrokeMs: (number | null)[];
  bootstrapMs: number;
  /** Sign-in click to the default window complete (the list's true count) with a row to click. */
  windowMs: number;
  /** JS heap in use after the bootstrap, after a garbage collection (bytes). */
  heapAfterBootstrap: number;
  problems: string[];
}

const RELOADS = 5;

/** Resolves with the time the Sign in button was clicked. */
async function signIn(page: Page): Promise<number> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO_PEOPLE.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
  return clicked;
}

/** Polls the app's own database (`vigil-<userId>`) until its cursor reaches the bootstrap's. */
export async function waitForAppBootstrap(page: Page, userId: number, cursor: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const local = await page.evaluate((name) => new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(-1);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('sync_state')) {
          db.close();
          resolve(-1);
          return;
        }
        const get = db.transaction('sync_state').objectStore('sync_state').get('cursor');
        get.onsuccess = () => {
          const row = get.result as { value?: unknown } | undefined;
          db.close();
          resolve(typeof row?.value === 'number' ? row.value : 0);
        };
        get.onerror = () => {
          db.close();
          resolve(-1);
        };
      };
    }), `vigil-${userId}`);
    if (local >= cursor) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`the SPA did not finish its bootstrap (cursor ${cursor}) within ${timeoutMs / 1000} s`);
}

/**
 * Waits for the first-row probe's times WITHOUT running anything in the page while it loads:
 * Playwright's waiting functions compile its injected script (some 100 ms of main thread here)
 * into the new document, which would sit on the very path being measured. The first look is
 * after the start-up has long painted; then it polls gently until the app's own rows are in.
 */
async function rowsPainted(page: Page): Promise<Record<string, number>> {
  await page.waitForTimeout(2000);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const at = await page.evaluate(() => window.__vigilBenchRowsAt ?? null);
    if (at && (at.app ?? -1) > 0) return at;
    if (Date.now() > deadline) throw new Error('the planning list did not paint its rows within 30 s of a reload');
    await page.waitForTimeout(250);
  }
}

async function measureReloads(page: Page): Promise<ReloadDetail[]> {
  const samples: ReloadDetail[] = [];
  for (let i = 0; i < RELOADS; i++) {
    // Reload an open, settled list (as a planner does), not one still reading its window: a page
    // unloaded mid-read leaves IndexedDB busy with that read, and the next page waits behind it.
    await page.getByTestId('planning-count').filter({ hasText: /plannings?$/ }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.reload({ waitUntil: 'commit' });
    const rowsAt = await rowsPainted(page);
    const appRowMs = rowsAt.app ?? 0;
    const firstRowMs = (rowsAt.any ?? 0) > 0 ? Math.min(rowsAt.any ?? appRowMs, appRowMs) : appRowMs;
    // Where the time went: the document, and the API round trips the app waited for (or not).
    const detail = await page.evaluate((rowAt) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/(api|oauth|broadcasting)\//.test(entry.name) && entry.responseEnd <= rowAt)
        .map((entry) => `${new URL(entry.name).pathname} ${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)}`);
      const seen = new Set<string>();
      const marks = performance.getEntriesByType('mark')
        .filter((entry) => entry.name.startsWith('vigil:') && entry.startTime <= rowAt && !seen.has(entry.name) && seen.add(entry.name))
        .map((entry) => `${entry.name.slice('vigil:'.length)} ${entry.startTime.toFixed(0)}`);
      return { domContentLoadedMs: nav?.domContentLoadedEventEnd ?? 0, callsBeforeRow: calls, marksBeforeRow: marks };
    }, appRowMs);
    samples.push({ firstRowMs, appRowMs, ...detail });
  }
  return samples;
}

/** Where on the screen the rows whose words are typed are: a word from a row, so typing it
 * narrows the list visibly. */
const TERM_ROWS = [0.5, 0.25, 0.75];

/** A word of four letters or more from the row at `at` (a fraction of the rows on screen). */
async function searchTerm(page: Page, at: number): Promise<string> {
  const texts = await page.locator(ROW_SELECTOR).evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  const text = texts[Math.floor(texts.length * at)] ?? '';
  const word = text.split(/[^\p{L}]+/u).find((w) => w.length >= 4) ?? 'a';
  return word.slice(0, 4).toLowerCase();
}

/** A word from a row typed letter by letter and erased (narrowing, then widening), then rare
 * single letters typed and erased: from every planning of the window to few and back (a common
 * letter would match every row on screen, so nothing visible would change). */
function keySequence(term: string): string[] {
  const letters = term.split('');
  return [...letters, ...letters.map(() => 'Backspace'), ...['x', 'q', 'z', 'j'].flatMap((letter) => [letter, 'Backspace'])];
}

async function measureKeystrokes(page: Page, searchSelector: string): Promise<(number | null)[]> {
  const input = page.locator(searchSelector).first();
  await input.click();
  const samples: (number | null)[] = [];
  // Three words, so the p95 is of some 36 keystrokes: of one word's 12 it was their slowest.
  for (const at of TERM_ROWS) {
    for (const key of keySequence(await searchTerm(page, at))) {
      await page.evaluate(armKeystrokeProbe, { rowSelector: ROW_SELECTOR, waitMs: 3000 });
      await page.keyboard.press(key);
      samples.push(await page.evaluate(readKeystrokeProbe));
      // Let any debounce or trailing work settle before the next key.
      await page.waitForTimeout(300);
    }
  }
  return samples;
}

/** `afterwards` runs on the admin's bootstrapped page once the app's own bars are measured (the
 * SOS bar needs a control room that is signed in and synced, and one bootstrap is enough). */
export async function measureApp(
  browser: Browser, server: BenchServer, readiness: AppReadiness, cursor: number, log: (line: string) => void,
  afterwards: (page: Page) => Promise<void> = () => Promise.resolve(),
): Promise<AppResults> {
  const context: BrowserContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 900 } });
  const problems: string[] = [];
  try {
    await context.addInitScript(installFirstRowProbe, { any: FIRST_PAINT_SELECTOR, app: ROW_SELECTOR });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const started = await signIn(page);
    // A planner's first screen: the list, opened in the app (no reload) right after signing in.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PLANNING_LIST_PATH);
    // Window complete: the heading shows the list's own count (not 'N of M') and a row is there.
    await page.getByTestId('planning-count').filter({ hasText: /plannings?$/ }).waitFor({ timeout: 15 * 60_000 });
    await page.locator(ROW_SELECTOR).first().waitFor({ timeout: 60_000 });
    const windowMs = Date.now() - started;
    log(`app: default window complete and clickable ${(windowMs / 1000).toFixed(1)} s after sign-in; waiting for the rest of the bootstrap…`);
    await waitForAppBootstrap(page, server.adminId, cursor, 15 * 60_000);
    const bootstrapMs = Date.now() - started;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterBootstrap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await cdp.detach();
    log(`app: bootstrapped in ${(bootstrapMs / 1000).toFixed(1)} s (from sign-in); JS heap ${(heapAfterBootstrap / 1048576).toFixed(0)} MB`);
    await page.goto(PLANNING_LIST_PATH);
    await page.locator(ROW_SELECTOR).first().waitFor({ timeout: 60_000 });
    const reloads = await measureReloads(page);
    const reloadMs = reloads.map((r) => r.firstRowMs);
    log(`app: reload to first row ${reloadMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    // Keystrokes on a settled list, as the reloads above reload one: typing within the first
    // seconds after a reload waits for the month's window read, which this bar is not about.
    await page.getByTestId('planning-count').filter({ hasText: /plannings?$/ }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const keystrokeMs = await measureKeystrokes(page, readiness.searchSelector);
    log(`app: keystrokes ${keystrokeMs.map((ms) => (ms === null ? '-' : ms.toFixed(0))).join(', ')} ms`);
    await afterwards(page);
    return { reloadMs, reloads, keystrokeMs, bootstrapMs, windowMs, heapAfterBootstrap, problems };
  } finally {
    await context.close();
  }
}
