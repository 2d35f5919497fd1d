/** Opening Planning Details, as the planning e2e tests do. */
import type { Browser, Locator, Page } from 'playwright-core';
import type { WatchedContext } from './browser.js';
import { signedInContext } from './session.js';

/** Planning Details of `id`: waits for its shifts and history columns. */
export async function planningModal(page: Page): Promise<Locator> {
  const modal = page.getByTestId('planning-details');
  await modal.getByTestId('shifts-column').waitFor({ timeout: 60_000 });
  await modal.getByTestId('history-column').waitFor({ timeout: 60_000 });
  return modal;
}

export const planningLink = (id: number): string => `/dashboard/planning?planning=${id}`;

/** Opens the planning the way a shared link does, and waits for its shifts and history columns. */
export async function openPlanning(page: Page, id: number): Promise<Locator> {
  await page.goto(planningLink(id));
  return planningModal(page);
}

/** A new context signed in as `email` from the planning's shared link, with its Planning Details open. */
export async function signedInAtPlanning(browser: Browser, baseUrl: string, email: string, id: number, viewport?: { width: number; height: number }): Promise<WatchedContext & { modal: Locator }> {
  const watched = await signedInContext(browser, baseUrl, email, viewport, planningLink(id));
  return { ...watched, modal: await planningModal(watched.page) };
}
