/**
 * A reload of the planning list paints its first rows from IndexedDB before the app has started
 * (src/app/first-paint), then the app's own list takes their place. The app's chunk is held back
 * here so the start-up paint can be looked at and compared with the list that replaces it.
 */
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('start-up paint of the planning list', () => {
  it('shows the first plannings from IndexedDB before the app runs, then hands over to the list', async () => {
    // No service worker: the hold below must see the app chunk's request.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.getByTestId('menu-planning').click();
      await page.getByTestId('planning-count').filter({ hasText: /plannings?$/ }).waitFor({ timeout: 60_000 });

      let held: Route | null = null;
      await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => {
        held = route;
      });
      await page.reload({ waitUntil: 'commit' });
      const firstRows = page.getByTestId('first-screen-row');
      await firstRows.first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'planning-first-screen');
      const painted = await firstRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-planning-id')));
      expect(await page.getByTestId('planning-row').count()).toBe(0);

      await expect.poll(() => held !== null, { timeout: 10_000 }).toBe(true);
      await (held as unknown as Route).continue();
      await page.unroute(/\/assets\/start-app-[^/]+\.js$/);
      await page.locator('[data-testid="planning-row"]').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('first-screen').count(), { timeout: 10_000 }).toBe(0);
      await screenshot(page, 'planning-after-first-screen');
      // The plannings the list shows, in its order: the default window by start (the list also
      // shows the running ones that began before today, which it reads with the whole window).
      const listed = await page.locator('[data-testid="planning-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-planning-id')));
      const shared = listed.filter((id) => painted.includes(id));
      expect(shared.length).toBeGreaterThanOrEqual(5);
      expect(painted.slice(0, shared.length)).toEqual(shared);
      // The list is the app's: a row opens its planning.
      await page.locator('[data-testid="planning-row"]').first().click();
      await page.getByRole('dialog').waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
