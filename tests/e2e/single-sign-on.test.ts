/**
 * Single sign-on in Chromium, end to end: the SPA's single sign-on button, the authorization
 * server's sign-in page, and back in the app, signed in. Chromium sends `Origin: null` with a
 * form post from a page whose Referrer-Policy is no-referrer; the sign-in page once sent that
 * policy, and every user landed on a raw JSON 403. A refused form now shows a page.
 *
 * Screenshots: test-results/screenshots/single-sign-on-*.png.
 */
import { describe, expect, it } from 'vitest';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { DEMO_PASSWORD, expectPath, menuKeys } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();

describe('single sign-on', () => {
  it('signs in through the authorization server and comes back to the app', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expectPath(page, '/oauth/authorize');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to Vigil' }).count()).toBe(1);
    await page.getByLabel('Email').fill('planner@vigil.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await screenshot(page, 'single-sign-on-authorize-page');

    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/oauth/authorize');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The form carries our own Origin, which the cross-site guard accepts.
    expect((await post).headers().origin).toBe(new URL(baseUrl).origin);

    await expectPath(page, '/dashboard');
    expect(await menuKeys(page)).toEqual(['requests', 'planning', 'agents', 'logout']);
    await screenshot(page, 'single-sign-on-signed-in');
    // The session is real: a reload keeps it.
    await page.reload();
    await expectPath(page, '/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a page, not JSON, when the form is refused', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expectPath(page, '/oauth/authorize');
    // A tampered form: its redirect target is not a page of the app.
    await page.locator('input[name="redirect_uri"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://elsewhere.example/auth';
    });
    await page.getByLabel('Email').fill('planner@vigil.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-in could not continue' }).count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toContain('redirect_uri: not a redirect page of this app');
    await screenshot(page, 'single-sign-on-refused');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expectPath(page, '/signin');
    expect(problems).toEqual([]);
    await context.close();
  });
});
