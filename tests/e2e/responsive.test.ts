/**
 * Every width from a small phone to a desktop (spec breakpoints: tablet above 767 px, desktop
 * above 1220 px): the planning list and Planning Details fit the screen. No page scrolls
 * sideways, a list row's location keeps its words next to the contractor, the details header
 * leaves a phone most of its screen, and every shift's actions are on screen and clickable (the
 * shifts are cards where the table would not fit). Screenshots: test-results/screenshots/width-*.
 * One admin signs in once and then loads the app at each width, as a browser window resized and
 * reloaded: the widths test the layout, and a sign-in per width cost the suite a minute.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_PLANNING_STATUSES, type PlanningStatus } from '../../src-sync/protocol/planning-status.js';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser, type WatchedContext } from './helpers/browser.js';
import { sidewaysOverflow } from './helpers/layout.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();
const ROW = '[data-testid="planning-row"]';
const WIDTHS = [360, 390, 600, 768, 800, 1024, 1221, 1440];

/** An open forwarded planning in the default window with several staffed shifts and the longest
 * names: the widest content. Open, because a finished planning's shifts have no actions: near midnight the first
 * planning of the window is last night's, already finished. */
async function plannedAndForwarded(api: ApiAs): Promise<number> {
  const wire = (value: DateTime) => value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
  const params = new URLSearchParams({ start: wire(DateTime.local().startOf('day')), end: wire(DateTime.local().plus({ days: 20 })), 'page[size]': '100' });
  const { data } = await api.get<{ data: { id: number; status: PlanningStatus; subcontractor_id: number | null; client: { name: string }; branch: { name: string } | null }[] }>(`/api/planning?${params.toString()}`);
  // The longest client and branch names first: the title that needs the most room.
  const names = (p: (typeof data)[number]) => p.client.name.length + (p.branch?.name.length ?? 0);
  for (const planning of data.filter((p) => p.subcontractor_id !== null && !CLOSED_PLANNING_STATUSES.includes(p.status)).sort((a, b) => names(b) - names(a))) {
    const shifts = await api.get<{ data: { agents: unknown[] }[] }>(`/api/shifts?filter[planning_id]=${planning.id}`);
    if (shifts.data.length >= 2 && shifts.data.some((s) => s.agents.length >= 2)) return planning.id;
  }
  throw new Error('the demo data has no forwarded planning with staffed shifts in the next three weeks');
}

/** Location texts of the rows in view cut to a few letters (at 800 px one letter was left). */
async function squeezedLocations(page: Page): Promise<string[]> {
  return page.locator(ROW).evaluateAll((rows) =>
    rows.flatMap((row) => {
      const location = row.getAttribute('data-row') === 'wide' ? row.querySelector('[data-cell]:nth-child(3) [data-text]') : row.querySelector('[data-line]:nth-child(3) [data-grow]');
      if (!(location instanceof HTMLElement) || location.getBoundingClientRect().bottom > window.innerHeight) return [];
      const cut = location.scrollWidth > location.clientWidth;
      return cut && location.clientWidth < 48 ? [`${location.textContent ?? ''} (${location.clientWidth} px)`] : [];
    }),
  );
}

describe('widths from 360 to 1440 px', () => {
  let signedIn: WatchedContext | null = null;
  let planningId = 0;
  beforeAll(async () => {
    planningId = await plannedAndForwarded(await apiAs(baseUrl, 'admin@vigil.test'));
    signedIn = await newWatchedContext(browser(), baseUrl, { width: 1440, height: 900 });
    await signIn(signedIn.page, 'admin@vigil.test');
    await expectPath(signedIn.page, '/dashboard');
  });
  afterAll(async () => {
    await signedIn?.context.close();
  });

  it.each(WIDTHS)('%d px: the list and Planning Details fit, every shift action on screen and clickable', async (width) => {
    if (!signedIn) throw new Error('the admin signs in in beforeAll');
    const { page, problems } = signedIn;
    const height = width < 768 ? 844 : 900;
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard/planning');
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator(ROW).count()).toBeGreaterThan(3);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await squeezedLocations(page)).toEqual([]);
    await screenshot(page, `width-${width}-planning-list`);

    await page.goto(`/dashboard/planning?planning=${planningId}`);
    const details = page.getByTestId('planning-details');
    const shifts = details.getByTestId('shift-row');
    await shifts.first().waitFor({ timeout: 30_000 });
    await screenshot(page, `width-${width}-planning-details`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const body = details.getByTestId('planning-details-body');
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    // The header stays on screen while the sections scroll: on a phone it leaves most of it.
    const header = await details.getByTestId('planning-details-header').boundingBox();
    if (width < 768) expect(header?.height ?? Infinity).toBeLessThanOrEqual(140);
    // Every name of its title is there: whole, or cut with an ellipsis, never hidden below a
    // clamped line without a sign (as the branch was at 360 px).
    const hiddenNames = await details.getByTestId('planning-details-title').evaluate((title) => {
      const frame = title.getBoundingClientRect();
      return [...title.querySelectorAll('bdi')].flatMap((name) => {
        const box = name.getBoundingClientRect();
        const shown = box.height > 0 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
        const cut = name.scrollWidth > name.clientWidth + 1 && getComputedStyle(name).textOverflow !== 'ellipsis';
        return shown && !cut ? [] : [`${name.textContent ?? ''}: ${shown ? 'cut without an ellipsis' : 'not shown'}`];
      });
    });
    expect(hiddenNames).toEqual([]);

    for (const shift of await shifts.all()) {
      const edit = shift.getByRole('button', { name: /^Edit shift/ });
      await edit.scrollIntoViewIfNeeded();
      const box = await edit.boundingBox();
      expect(box, `Edit of shift ${await shift.getAttribute('data-shift-id')}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // Playwright's actionability checks (visible, stable, enabled, receives the click) without clicking.
      await edit.click({ trial: true });
      await shift.getByRole('button', { name: /^Delete shift/ }).click({ trial: true });
    }
    await shifts.first().scrollIntoViewIfNeeded();
    await screenshot(page, `width-${width}-planning-shifts`);
    expect(problems).toEqual([]);
  });
});

describe('the top bar at 320 px', () => {
  it('keeps the account menu on screen while the sync status has a word to say (connecting)', async () => {
    const { context, page } = await newWatchedContext(browser(), baseUrl, { width: 320, height: 700 });
    try {
      // The realtime socket is refused: the status says "Connecting…" instead of the bare cloud.
      await context.routeWebSocket(/./, (socket) => socket.close());
      await signIn(page, 'admin@vigil.test');
      await expectPath(page, '/dashboard');
      const status = page.getByTestId('sync-status');
      await expect.poll(() => status.textContent(), { timeout: 60_000 }).toContain('Conn');
      // Before, the word, the bell and the menu were wider than the bar: the page scrolled sideways
      // and the account menu (with Log out) was partly off screen.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const menu = await page.getByTestId('user-menu-trigger').boundingBox();
      expect(menu).not.toBeNull();
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(320);
      await screenshot(page, 'width-320-top-bar-connecting');
    } finally {
      await context.close();
    }
  });
});
