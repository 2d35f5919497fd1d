import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newWatchedContext, type WatchedContext } from './browser.js';

export const DEMO_PASSWORD = 'vigil-demo';

/** Signs in on the sign-in page, or from `from`: a page of the app that sends a signed-out user
 * to sign in and comes back to it after. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/signin'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The data-testids of the sidebar entries, in order. */
export async function menuKeys(page: Page): Promise<string[]> {
  await page.locator('[data-testid^="menu-"]').first().waitFor();
  const ids = await page.locator('[data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/**
 * A new watched context signed in as `email`, on `at` (the dashboard unless named). A path other
 * than the dashboard is opened first and signed in from, as a shared link is: the app comes back
 * to it after sign-in without loading again (a load costs a test one to two seconds).
 */
export async function signedInContext(browser: Browser, baseUrl: string, email: string, viewport?: { width: number; height: number }, at = '/dashboard'): Promise<WatchedContext> {
  const watched = await newWatchedContext(browser, baseUrl, viewport);
  await signIn(watched.page, email, DEMO_PASSWORD, at === '/dashboard' ? '/signin' : at);
  await expectPath(watched.page, new URL(at, baseUrl).pathname);
  return watched;
}

/**
 * One context signed in as `email` for a whole test file: signed in by beforeAll, closed by
 * afterAll. For a user who watches or acts across the file's tests, where a first sign-in and
 * first sync per test would cost seconds and test nothing. Call it at the top level after
 * useSharedBrowser (hooks run in order, so the browser is up first); the getter is for the tests.
 */
export function useSignedInContext(browser: () => Browser, baseUrl: string, email: string): () => WatchedContext {
  let view: WatchedContext | null = null;
  beforeAll(async () => {
    view = await signedInContext(browser(), baseUrl, email);
  }, 120_000);
  afterAll(async () => {
    await view?.context.close();
  });
  return () => {
    if (!view) throw new Error(`${email} is signed in by beforeAll: use the context inside a test.`);
    return view;
  };
}
