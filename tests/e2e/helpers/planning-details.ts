/** Signing in a watched browser context and opening Planning Details, as the planning e2e tests do. */
import type { Browser, Locator, Page } from 'playwright-core';
import { newWatchedContext, type WatchedContext } from './browser.js';
import { expectPath, signIn } from './session.js';

/** A new watched context signed in as `email`, on the dashboard. */
export async function signedInContext(browser: Browser, baseUrl: string, email: string, viewport?: { width: number; height: number }): Promise<WatchedContext> {
  const watched = await newWatchedContext(browser, baseUrl, viewport);
  await signIn(watched.page, email);
  await expectPath(watched.page, '/dashboard');
  return watched;
}

/** Opens the planning the way a shared link does, and waits for its shifts and history columns. */
export async function openPlanning(page: Page, id: number): Promise<Locator> {
  await page.goto(`/dashboard/planning?planning=${id}`);
  const modal = page.getByTestId('planning-details');
  await modal.getByTestId('shifts-column').waitFor({ timeout: 60_000 });
  await modal.getByTestId('history-column').waitFor({ timeout: 60_000 });
  return modal;
}
