/**
 * Window-first sync in Chromium against the real server: a planning that ended long before the
 * sync horizon is not part of a new device's first sync; widening the list's dates to it loads it
 * from the server with its "Loaded from the server" mark, opening it brings its shifts, and a
 * change made elsewhere reaches the row through the feed like any other.
 */
import { describe, expect, it } from 'vitest';
import { apiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const ROW = '[data-testid="planning-row"]';
const browser = useSharedBrowser();

const DAY = 86_400_000;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** DD/MM/YYYY of the local day `offset` days from today, as the date pickers take it. */
function pickerDay(offset: number): string {
  const date = new Date(Date.now() + offset * DAY);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

describe('window-first sync', () => {
  it('loads a planning from before the horizon on demand, marks it, and keeps it fresh', async () => {
    const api = await apiAs(baseUrl, 'admin@vigil.test');
    const some = await api.get<{ data: { request_id: number }[] }>('/api/planning?page[size]=1');
    const requestId = some.data[0]?.request_id ?? 0;
    const startMs = Date.now() - 200 * DAY;
    const created = await api.send<{ data: { id: number } }>('POST', '/api/planning', {
      request_id: requestId, request_type: 'Static', start: wire(startMs), end: wire(startMs + 10 * 3_600_000), description: `Archived watch ${Date.now()}`,
    });
    const id = created.data.id;
    const shift = await api.send<{ data: { id: number } }>('POST', '/api/shifts', {
      planning_id: id, request_id: requestId, start: wire(startMs), end: wire(startMs + 10 * 3_600_000),
    });
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    try {
      await signIn(page, 'admin@vigil.test');
      await expectPath(page, '/dashboard');
      await page.getByTestId('menu-planning').click();
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-tone'), { timeout: 120_000 }).toBe('ok');
      await expect.poll(() => page.getByTestId('first-sync-progress').count(), { timeout: 120_000 }).toBe(0);

      const range = page.getByLabel('Date range');
      await range.selectOption('custom');
      // Typing a date is invalid at most keystrokes: its message must not move the list.
      const listTop = async () => (await page.getByTestId('planning-list').boundingBox())?.y;
      const topBefore = await listTop();
      const to = page.getByLabel('To date (DD/MM/YYYY)');
      await to.fill(pickerDay(-199).slice(0, 4));
      await expect.poll(() => page.getByTestId('date-range-error').textContent()).toBe('DD/MM/YYYY');
      expect(await listTop()).toBe(topBefore);
      await page.getByLabel('From date (DD/MM/YYYY)').fill(pickerDay(-201));
      await to.fill(pickerDay(-199));
      await expect.poll(() => page.getByTestId('date-range-error').count()).toBe(0);
      const row = page.locator(`${ROW}[data-planning-id="${id}"]`);
      await row.waitFor({ timeout: 30_000 });
      await expect.poll(() => row.getByTestId('planning-row-remote').textContent()).toBe('Loaded from the server');
      await screenshot(page, 'planning-loaded-from-server');

      // Opened, it comes with its shift (the list brought the planning alone).
      await row.click();
      const details = page.getByTestId('planning-details');
      await details.locator(`[data-testid="shift-row"][data-shift-id="${shift.data.id}"]`).first().waitFor({ timeout: 30_000 });
      await expect.poll(() => details.getByTestId('planning-rows-on-demand').count()).toBe(0);
      await screenshot(page, 'planning-loaded-from-server-details');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      // Cancelled elsewhere: the feed brings the change to the row loaded on demand.
      await api.send('PUT', `/api/planning/${id}/cancel`, {});
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('cancelled');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
