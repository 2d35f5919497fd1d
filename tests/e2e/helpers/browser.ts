/** Debian's Chromium driven by playwright-core (no browser download works here). Every page is
 * watched: a request to anything but the Vigil server fails the test, and so do a page error and
 * a Content-Security-Policy violation. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface WatchedContext {
  context: BrowserContext;
  page: Page;
  /** Requests that left the Vigil origin and page errors; a test asserts this stays empty. */
  problems: string[];
}

export async function newWatchedContext(browser: Browser, baseUrl: string, viewport = { width: 1400, height: 900 }): Promise<WatchedContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const problems: string[] = [];
  const origin = new URL(baseUrl).origin;
  const offOrigin = (url: string) => !(url.startsWith(origin) || url.startsWith(origin.replace('http', 'ws')) || url.startsWith('data:') || url.startsWith('blob:'));
  // Watched, not intercepted: a route on every request sends each one through this process and
  // turns the browser's HTTP cache off, which cost every page load of the suite time and made
  // the browser unlike a user's. Nothing leaves this machine anyway (loopback only).
  context.on('request', (request) => {
    if (offOrigin(request.url())) problems.push(`unexpected request: ${request.url()}`);
  });
  // The server's Content-Security-Policy must let the app work. Chromium logs most blocked
  // loads on the console, but not a blocked eval: the page's own violation events report all.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('websocket', (socket) => {
    if (offOrigin(socket.url())) problems.push(`unexpected request: ${socket.url()}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(`policy violation: ${message.text()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** One Chromium for a test file: launched before its tests and closed after them. Call it at the
 * top level of the file; the getter is for use inside the tests. */
export function useSharedBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return browser;
  };
}

/** The page is controlled by an activated service worker (autoUpdate: skipWaiting + clientsClaim),
 * so the app shell and every chunk are precached: the page works offline from here on. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, possibly still 'activating' (precaching done).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 45_000 })
    .toBe('activated');
}
