/**
 * Six languages end to end: the planning list and Planning Details in each (screenshots in
 * test-results/screenshots/lang-*), and a user who switches to Arabic from the user menu sees the
 * app in Arabic, right to left with the sidebar on the right, after a reload and offline too; a
 * language chosen offline reaches the server once the network is back. Arabic on a 360 px phone:
 * mirrored, nothing cut off sideways, no English left, Latin names on the right like the Arabic
 * around them (screenshots lang-ar-phone-*).
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser, waitForServiceWorker } from './helpers/browser.js';
import { englishOnlyPhrases, text } from './helpers/catalogues.js';
import { sidewaysOverflow } from './helpers/layout.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();
const ROW = '[data-testid="planning-row"]';
const LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;

let restore: ApiAs | null = null;
afterEach(async () => {
  // Other e2e files sign in as the same demo users and read English.
  await restore?.send('PUT', '/api/account/own', { language: 'en' });
  restore = null;
});

async function ownLanguage(api: ApiAs): Promise<string> {
  return (await api.get<{ language: string }>('/api/account/own')).language;
}

/** A forwarded planning in the default window with staffed shifts and some history: a full page. */
async function richPlanning(api: ApiAs): Promise<number> {
  const wire = (value: DateTime) => value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
  const params = new URLSearchParams({ start: wire(DateTime.local().startOf('day')), end: wire(DateTime.local().plus({ days: 20 })), 'page[size]': '100' });
  const { data } = await api.get<{ data: { id: number; subcontractor_id: number | null }[] }>(`/api/planning?${params.toString()}`);
  for (const planning of data.filter((p) => p.subcontractor_id !== null)) {
    const shifts = await api.get<{ data: { agents: unknown[] }[] }>(`/api/shifts?filter[planning_id]=${planning.id}`);
    const history = await api.get<{ data: unknown[] }>(`/api/planning/history?filter[planning_id]=${planning.id}`);
    if (shifts.data.some((s) => s.agents.length > 0) && history.data.length >= 2) return planning.id;
  }
  throw new Error('the demo data has no forwarded, staffed planning with history in the next three weeks');
}

async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Visible English phrases of the catalogue that this language words otherwise. */
async function untranslated(page: Page, language: string): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText);
  return englishOnlyPhrases(language).filter((phrase) => shown.includes(phrase));
}

/** The sidebar sits at the start of the line: the left in English, the right in Arabic. */
async function sidebarSide(page: Page): Promise<'left' | 'right'> {
  const nav = await page.locator('#app-sidebar').boundingBox();
  const main = await page.locator('main').boundingBox();
  if (!nav || !main) throw new Error('no sidebar or main on the page');
  return nav.x < main.x ? 'left' : 'right';
}

describe('six languages', () => {
  describe('the planning list and Planning Details, desktop', () => {
    // One signed-in admin for the six languages: each chooses its language on the account (as
    // another device would) and loads the app again, which starts in the account's language. A
    // first sign-in and first sync per language cost the suite some 50 s and test nothing here;
    // the language applied at sign-in is the phone test's below.
    let admin: ApiAs;
    let planningId: number;
    let watched: Awaited<ReturnType<typeof newWatchedContext>> | null = null;
    beforeAll(async () => {
      admin = await apiAs(baseUrl, 'admin@vigil.test');
      planningId = await richPlanning(admin);
      watched = await newWatchedContext(browser(), baseUrl, { width: 1440, height: 900 });
      await signIn(watched.page, 'admin@vigil.test');
      await expectPath(watched.page, '/dashboard');
    });
    afterAll(async () => {
      await watched?.context.close();
    });

    it.each(LANGUAGES)('%s', async (language) => {
      if (!watched) throw new Error('signed in in beforeAll');
      const { page, problems } = watched;
      restore = admin;
      await admin.send('PUT', '/api/account/own', { language });
      await page.goto('/dashboard/planning');
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await expect.poll(() => documentLanguage(page)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text(language, 'shell:menu.planning'));
      expect(await sidebarSide(page)).toBe(language === 'ar' ? 'right' : 'left');
      await expect.poll(() => page.getByTestId('planning-count').textContent(), { timeout: 30_000 }).not.toBe(text(language, 'common:loading'));
      await screenshot(page, `lang-${language}-planning-list`);
      expect(await untranslated(page, language)).toEqual([]);

      await page.goto(`/dashboard/planning?planning=${planningId}`);
      const details = page.getByTestId('planning-details');
      await details.getByTestId('shift-row').first().waitFor({ timeout: 30_000 });
      await details.getByTestId('history-entry').first().waitFor({ timeout: 30_000 });
      expect(await details.getByTestId('shifts-column').getByRole('heading').textContent()).toBe(text(language, 'planning-shifts:title'));
      await screenshot(page, `lang-${language}-planning-details`);
      expect(await untranslated(page, language)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it('the sign-in page fits a 360 px phone in every language the browser may ask for', async () => {
    const widths: string[] = [];
    for (const language of LANGUAGES) {
      // Signed out, the browser's language chooses: the longest words are French and Spanish.
      const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 360, height: 800 }, locale: language });
      try {
        const page = await context.newPage();
        await page.goto('/signin');
        await page.getByRole('button', { name: text(language, 'auth:signIn.submit'), exact: true }).waitFor();
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) widths.push(`${language}: ${overflow} px too wide`);
        if (language === 'fr') await screenshot(page, 'lang-fr-phone-signin');
      } finally {
        await context.close();
      }
    }
    expect(widths).toEqual([]);
  });

  it('ar on a 360 px phone: the list and Planning Details mirrored, nothing sideways, no English left', async () => {
    const admin = await apiAs(baseUrl, 'admin@vigil.test');
    restore = admin;
    await admin.send('PUT', '/api/account/own', { language: 'ar' });
    const planningId = await richPlanning(admin);
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl, { width: 360, height: 844 });
    try {
      await signIn(page, 'admin@vigil.test');
      await expectPath(page, '/dashboard');
      await page.goto('/dashboard/planning');
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await expect.poll(() => page.getByTestId('planning-count').textContent(), { timeout: 30_000 }).not.toBe(text('ar', 'common:loading'));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'lang-ar-phone-planning-list');
      expect(await untranslated(page, 'ar')).toEqual([]);

      await page.goto(`/dashboard/planning?planning=${planningId}`);
      const details = page.getByTestId('planning-details');
      await details.getByTestId('shift-row').first().waitFor({ timeout: 30_000 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const body = details.getByTestId('planning-details-body');
      expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'lang-ar-phone-planning-details');
      await details.getByTestId('shift-row').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'lang-ar-phone-planning-shifts');
      await details.getByTestId('history-entry').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'lang-ar-phone-planning-history');
      expect(await untranslated(page, 'ar')).toEqual([]);

      // The requests search, empty: right to left, its room for the magnifier on the right, so
      // the placeholder starts beside the icon instead of under it.
      await page.goto('/dashboard/requests');
      const search = page.getByTestId('request-search');
      await search.waitFor({ timeout: 30_000 });
      const layout = await search.evaluate((input) => {
        const style = getComputedStyle(input);
        return { direction: style.direction, iconSide: parseFloat(style.paddingRight) > parseFloat(style.paddingLeft) ? 'right' : 'left' };
      });
      expect(layout).toEqual({ direction: 'rtl', iconSide: 'right' });
      await screenshot(page, 'lang-ar-phone-requests');

      // The order form's way back points the way back in Arabic: to the right.
      await page.goto('/dashboard/requests/new');
      const back = page.getByRole('link', { name: text('ar', 'requests:page.back') });
      await back.waitFor({ timeout: 30_000 });
      expect(await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

      // A directory row's Latin name keeps its own direction but lines up on the right, with the
      // Arabic around it: its text ends at the row's right padding, not at half the row.
      await page.goto('/dashboard/agents');
      const row = page.getByTestId('directory-row').first();
      await row.waitFor({ timeout: 30_000 });
      const name = await row.locator('p[dir="auto"]').first().evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { direction: getComputedStyle(element).direction, gapRight: Math.round(box.right - text.right) };
      });
      expect(name).toEqual({ direction: 'ltr', gapRight: 0 });
      await screenshot(page, 'lang-ar-phone-agents');

      // A client's drawer: its five tabs each on one line (the list scrolls sideways), and the
      // users tab's search keeps the page's direction, its room for the magnifier on the right.
      await page.goto('/dashboard/clients');
      await page.getByTestId('directory-row').first().click({ timeout: 30_000 });
      const drawer = page.getByTestId('directory-drawer');
      const tabs = drawer.getByRole('tab');
      await tabs.last().waitFor({ timeout: 30_000 });
      // Each tab's words on one line: one line box per tab's text.
      const lines = await tabs.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines.every((count) => count === 1)).toBe(true);
      await tabs.last().click();
      const drawerSearch = drawer.getByRole('searchbox');
      await drawerSearch.waitFor({ timeout: 30_000 });
      expect(
        await drawerSearch.evaluate((input) => {
          const style = getComputedStyle(input);
          return { direction: style.direction, iconSide: parseFloat(style.paddingRight) > parseFloat(style.paddingLeft) ? 'right' : 'left' };
        }),
      ).toEqual({ direction: 'rtl', iconSide: 'right' });
      await screenshot(page, 'lang-ar-phone-client-drawer');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switching to Arabic in the user menu: the app in Arabic and mirrored, after a reload and offline; a language chosen offline reaches the server', async () => {
    const planner = await apiAs(baseUrl, 'planner@vigil.test');
    restore = planner;
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl, { width: 1440, height: 900 });
    try {
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.goto('/dashboard/planning');
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      expect(await sidebarSide(page)).toBe('left');

      await page.getByTestId('user-menu-trigger').click();
      await page.getByTestId('language-ar').click();
      await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text('ar', 'shell:menu.planning'));
      expect(await sidebarSide(page)).toBe('right');
      await expect.poll(() => ownLanguage(planner), { timeout: 30_000 }).toBe('ar');

      // Installed before the reload, so the reloaded page is controlled by the worker: a reload
      // while the worker still installs can miss its clients.claim() and stay uncontrolled.
      await waitForServiceWorker(page);
      // A reload: the start-up paint and the app, in Arabic from the first frame.
      await page.reload();
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await sidebarSide(page)).toBe('right');
      expect(await untranslated(page, 'ar')).toEqual([]);
      await waitForServiceWorker(page);

      // Offline: still Arabic and mirrored.
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
      await page.locator(ROW).first().waitFor({ timeout: 30_000 });
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await sidebarSide(page)).toBe('right');
      expect(await page.getByTestId('offline-banner').textContent()).toContain(text('ar', 'session:offline.banner'));
      expect(await untranslated(page, 'ar')).toEqual([]);
      await screenshot(page, 'lang-ar-offline-planning-list');

      // Offline, French: queued, shown at once, kept over a reload with no network.
      await page.getByTestId('user-menu-trigger').click();
      await page.getByTestId('language-fr').click();
      await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      await page.reload();
      await page.locator(ROW).first().waitFor({ timeout: 30_000 });
      expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      expect(await sidebarSide(page)).toBe('left');
      expect(await ownLanguage(planner)).toBe('ar');

      // Back online: the queued choice reaches the server, and the page keeps French throughout.
      await context.setOffline(false);
      await expect.poll(() => ownLanguage(planner), { timeout: 60_000 }).toBe('fr');
      expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
