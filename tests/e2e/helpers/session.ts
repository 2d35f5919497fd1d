import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
