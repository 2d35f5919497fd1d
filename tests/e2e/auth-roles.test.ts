/** Each demo role signs in and sees exactly its own sidebar (spec section 2, roles derived from
 * the signed-in user); wrong credentials are refused with a message. */
import { describe, expect, it } from 'vitest';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, menuKeys, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();

const roles: [string, string, string[]][] = [
  ['admin', 'admin@vigil.test', ['requests', 'planning', 'clients', 'locations', 'subcontractors', 'agents', 'users', 'equipment', 'logout']],
  ['planner', 'planner@vigil.test', ['requests', 'planning', 'agents', 'logout']],
  ['client', 'client@vigil.test', ['requests', 'planning', 'branches', 'contacts', 'logout']],
  ['subcontractor', 'subcontractor@vigil.test', ['requests', 'planning', 'locations', 'agents', 'logout']],
];

describe('sign-in per role', () => {
  it.each(roles)('%s (%s) sees exactly its own menu', async (role, email, expected) => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, email);
    await expectPath(page, '/dashboard');
    expect(await menuKeys(page)).toEqual(expected);
    await screenshot(page, `dashboard-${role}`);
    // Each entry opens its route.
    const first = expected[0] ?? '';
    await page.getByTestId(`menu-${first}`).click();
    await expectPath(page, `/dashboard/${first}`);
    // A subcontractor has no requests: its Requests page says where its work is.
    if (role === 'subcontractor') await page.getByTestId('requests-not-yours').waitFor();
    // A section outside the role's menu, and a path under /dashboard that names none, are the
    // 404 page inside the shell: the menu stays to find the way back.
    if (role === 'planner') {
      for (const unknown of ['/dashboard/clients', '/dashboard/no-such-section']) {
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, unknown);
        await expect.poll(() => page.getByText('Looks like you got lost').count(), { message: unknown }).toBe(1);
        expect(await menuKeys(page)).toEqual(expected);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with a message and stays on sign-in', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'admin@vigil.test', 'not-the-password');
    await expect.poll(() => page.getByText(/wrong email or password/i).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await screenshot(page, 'signin-wrong-password');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays the shell out as spec section 2 and 9 say: 70 px top bar, 280 px sidebar, 240 px on a phone, collapsed under 768 px', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'planner@vigil.test');
    await expectPath(page, '/dashboard');
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? { width: -1, height: -1, x: 0, y: 0 };
    expect((await box('header')).height).toBe(70);
    expect((await box('#app-sidebar')).width).toBe(280);
    expect(await page.getByTestId('sidebar-toggle').isVisible()).toBe(false);

    await page.setViewportSize({ width: 767, height: 900 });
    await expect.poll(async () => (await box('#app-sidebar')).width).toBe(0);
    expect(await page.getByTestId('menu-planning').isVisible()).toBe(false);
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(async () => (await box('#app-sidebar')).width).toBe(240);
    expect(await page.getByTestId('menu-planning').isVisible()).toBe(true);
    await screenshot(page, 'shell-phone-menu-open');
    // An overlay like any other: the focus moves into it, the chat button floats under its
    // backdrop (not over it), and Escape closes it with the focus back on the toggle.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#app-sidebar') !== null)).toBe(true);
    const launcher = await box('[data-testid="chat-launcher"]');
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? null, { x: launcher.x + launcher.width / 2, y: launcher.y + launcher.height / 2 })).toBe('sidebar-backdrop');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await box('#app-sidebar')).width).toBe(0);
    expect(await page.getByTestId('sidebar-toggle').evaluate((toggle) => toggle === document.activeElement)).toBe(true);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(async () => (await box('#app-sidebar')).width).toBe(280);
    expect((await box('header')).height).toBe(70);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { context, page } = await newWatchedContext(browser(), baseUrl);
    await page.goto('/no/such/place');
    await expect.poll(() => page.getByText('Looks like you got lost').count()).toBe(1);
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").count()).toBe(1);
    await screenshot(page, 'not-found');
    await context.close();
  });
});
