/**
 * A planning's own unsent change is visible on its list row, not only in the top bar: a planner
 * who edits a planning with no network closes the modal and still sees which row is waiting;
 * the mark goes once the change has reached the server.
 */

import { describe, expect, it } from 'vitest';
import { apiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const ROW = '[data-testid="planning-row"]';
const browser = useSharedBrowser();

describe('planning row write mark', () => {
  it('marks a planning edited offline as Queued on its row until the edit reaches the server', async () => {
    const api = await apiAs(baseUrl, 'planner@vigil.test');
    const description = `Gate 3 closed, use gate 5 (${Date.now()})`;
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    try {
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.getByTestId('menu-planning').click();
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-tone'), { timeout: 60_000 }).toBe('ok');
      // An open planning (a closed one takes no edits).
      await page.getByTestId('status-filter-confirmed').click();
      const first = page.locator(`${ROW}[data-status="confirmed"]`).first();
      await first.waitFor();
      const id = Number(await first.getAttribute('data-planning-id'));
      await first.click();
      await page.getByTestId('planning-details').waitFor();

      await context.setOffline(true);
      const details = page.getByTestId('planning-details');
      await details.getByLabel('Description').fill(description);
      await details.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Close planning details' }).click();
      const mark = page.locator(`${ROW}[data-planning-id="${id}"] [data-testid="planning-row-write"]`);
      await expect.poll(() => mark.textContent(), { timeout: 10_000 }).toBe('Queued');
      await screenshot(page, 'planning-row-queued-offline');

      await context.setOffline(false);
      await expect.poll(() => mark.count(), { timeout: 60_000 }).toBe(0);
      const saved = await api.get<{ description: string | null }>(`/api/planning/${id}`);
      expect(saved.description).toBe(description);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
