/** Signing in a watched browser context and opening Planning Details, as the planning e2e tests do. */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { newWatchedContext, type WatchedContext } from './browser.js';
import { DEMO_PASSWORD, expectPath, signIn } from './session.js';

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
