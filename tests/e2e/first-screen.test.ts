/**
 * A reload of the planning list paints its first rows from IndexedDB before the app has started
 * (src/app/first-paint), then the app's own list takes their place. The app's chunk is held back
 * here so the start-up paint can be looked at and compared with the list that replaces it.
 */
import { DateTime } from 'luxon';
import type { Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfMidnight } from '../helpers/clear-of-midnight.js';
import { apiAs } from './helpers/api.js';
import { screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();

/** The server's answer to "the planner's first plannings starting in the default window":
 * today 00:00 to a month ahead, by start then id (the order of IndexedDB's start index). */
async function serverFirstPlannings(count: number): Promise<string[]> {
  const api = await apiAs(baseUrl, 'planner@vigil.test');
  const today = DateTime.local().startOf('day');
  const wire = (value: DateTime) => value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
  const from = wire(today);
  const params = new URLSearchParams({ start: from, end: wire(today.plus({ months: 1 }).endOf('day')), sort: 'start', 'page[size]': '200' });
  const page = await api.get<{ data: { id: number; start: string }[] }>(`/api/planning?${params.toString()}`);
  // The list endpoint answers overlapping plannings; the first screen shows those that start in it.
  return page.data.filter((row) => row.start >= from).slice(0, count).map((row) => String(row.id));
}
const browser = useSharedBrowser();
// The server's counts of the default window are taken before the app's: both on the same day.
beforeEach(() => clearOfMidnight(3 * 60_000), 4 * 60_000);

describe('start-up paint of the planning list', () => {
  it('shows the first plannings from IndexedDB before the app runs, then hands over to the list', async () => {
    // No service worker: the hold below must see the app chunk's request.
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.getByTestId('menu-planning').click();
      await page.getByTestId('planning-count').filter({ hasText: /plannings?$/ }).waitFor({ timeout: 60_000 });
      // Everything pulled, so the local database holds what the server lists.
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-tone'), { timeout: 60_000 }).toBe('ok');

      let held: Route | null = null;
      // Rows already in the page when the app's chunk is asked for: it is fetched after the paint,
      // not beside it.
      let rowsWhenAppAsked = -1;
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        rowsWhenAppAsked = await page.evaluate(() => document.querySelectorAll('[data-testid="first-screen-row"]').length);
        held = route;
      });
      await page.reload({ waitUntil: 'commit' });
      const firstRows = page.getByTestId('first-screen-row');
      await firstRows.first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'planning-first-screen');
      const painted = await firstRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-planning-id')));
      // A full screenful (900 px / 52 px rows), and exactly the server's first plannings of the
      // window, in its order.
      expect(painted.length).toBe(18);
      expect(painted).toEqual(await serverFirstPlannings(painted.length));
      expect(await page.getByTestId('planning-row').count()).toBe(0);

      await expect.poll(() => held !== null, { timeout: 10_000 }).toBe(true);
      expect(rowsWhenAppAsked).toBe(18);
      await (held as unknown as Route).continue();
      await page.unroute(/\/assets\/start-app-[^/]+\.js$/);
      await page.locator('[data-testid="planning-row"]').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('first-screen').count(), { timeout: 10_000 }).toBe(0);
      await screenshot(page, 'planning-after-first-screen');
      // The list is the app's: a row opens its planning.
      await page.locator('[data-testid="planning-row"]').first().click();
      await page.getByRole('dialog').waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'Loading failed! Please reload.' with a Reload button when the app's code cannot be loaded", async () => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.goto('/dashboard/planning');
      await page.locator('[data-testid="planning-row"]').first().waitFor({ timeout: 60_000 });
      // A phone: two-line rows, no sidebar.
      let held: Route | null = null;
      await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => {
        held = route;
      });
      await page.reload({ waitUntil: 'commit' });
      await page.getByTestId('first-screen-row').first().waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('first-screen-row').first().getAttribute('data-row')).toBe('narrow');
      await screenshot(page, 'planning-first-screen-phone');
      await expect.poll(() => held !== null, { timeout: 10_000 }).toBe(true);
      await (held as unknown as Route).abort();
      const alert = page.getByRole('alert');
      await alert.getByText('Loading failed! Please reload.').waitFor({ timeout: 10_000 });
      await page.unroute(/\/assets\/start-app-[^/]+\.js$/);
      await alert.getByRole('button', { name: 'Reload' }).click();
      await page.locator('[data-testid="planning-row"]').first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
