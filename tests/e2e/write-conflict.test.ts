/**
 * A silent lost update made visible, in Chromium against the real server: a planner edits a
 * planning's description offline, an admin changes the same description meanwhile; when the
 * planner is back online the planning info says who changed it and when, with both texts, and
 * "Keep mine" or "Take theirs" decides. Fields nobody else changed (the PO number) still go.
 * Screenshot: test-results/screenshots/write-conflict-planning-info.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();
let admin: ApiAs;

interface PlanningWire { id: number; description: string | null; po_number: string | null; start: string }
interface Page_<T> { data: T[] }

beforeAll(async () => {
  admin = await apiAs(baseUrl, 'admin@vigil.test');
});

const utcNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/** A confirmed planning well ahead, away from the ones other e2e files take. */
async function quietPlanning(index = 25): Promise<PlanningWire> {
  const page = await admin.get<Page_<PlanningWire>>(`/api/planning?filter[status]=confirmed&start=${encodeURIComponent(utcNow())}&sort=-start&page[size]=100`);
  const planning = page.data[index];
  if (!planning) throw new Error('not enough confirmed plannings in the demo data');
  return planning;
}

const onServer = (id: number) => admin.get<PlanningWire>(`/api/planning/${id}`);

async function editOffline(page: Page, info: Locator, changes: { description: string; po?: string }): Promise<void> {
  await page.context().setOffline(true);
  await info.getByLabel('Description').fill(changes.description);
  if (changes.po !== undefined) await info.getByLabel('PO number (optional)').fill(changes.po);
  await info.getByRole('button', { name: 'Save' }).click();
  await info.getByTestId('pending-write-state').waitFor();
}

/** The planner signed in, with the planning's info form open. */
async function plannerOn(planningId: number) {
  const watched = await newWatchedContext(browser(), baseUrl);
  const { page } = watched;
  await signIn(page, 'planner@vigil.test');
  await expectPath(page, '/dashboard');
  await page.goto(`/dashboard/planning?planning=${planningId}`);
  const info = page.getByRole('form', { name: 'Planning info' });
  await info.waitFor({ timeout: 60_000 });
  return { watched, page, info };
}

const conflictOn = (info: Locator) => info.locator('[data-testid="pending-write-state"][data-conflict="true"]');

describe('a change that crossed someone else’s', () => {
  it('shows on the planning who changed what and when; Keep mine and Take theirs decide', { timeout: 120_000 }, async () => {
    const planning = await quietPlanning();
    const { watched, page, info } = await plannerOn(planning.id);

    // Round 1: the planner keeps their own text.
    await editOffline(page, info, { description: 'Planner: front gate only, badge check' });
    await admin.send('PUT', `/api/planning/${planning.id}`, { description: 'Admin: both gates, no badge check' });
    await page.context().setOffline(false);
    const conflict = conflictOn(info);
    await conflict.waitFor({ timeout: 30_000 });
    await expect.poll(() => conflict.textContent()).toContain('Description was changed by Sofie Peeters at');
    expect(await conflict.textContent()).toContain('Now: Admin: both gates, no badge check · Yours: Planner: front gate only, badge check');
    // The record shows the other value until the planner decides.
    await expect.poll(() => info.getByLabel('Description').inputValue(), { timeout: 10_000 }).toBe('Admin: both gates, no badge check');
    await conflict.scrollIntoViewIfNeeded();
    await screenshot(page, 'write-conflict-planning-info');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(async () => (await onServer(planning.id)).description, { timeout: 30_000 }).toBe('Planner: front gate only, badge check');
    await expect.poll(() => info.getByTestId('pending-write-state').count(), { timeout: 30_000 }).toBe(0);

    // Round 2: the admin's text wins, the planner's PO number (changed by nobody else) still goes.
    await editOffline(page, info, { description: 'Planner: rounds every hour', po: 'PO-E2E-77' });
    await admin.send('PUT', `/api/planning/${planning.id}`, { description: 'Admin: rounds every two hours' });
    await page.context().setOffline(false);
    await conflict.waitFor({ timeout: 30_000 });
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(async () => (await onServer(planning.id)).po_number, { timeout: 30_000 }).toBe('PO-E2E-77');
    expect((await onServer(planning.id)).description).toBe('Admin: rounds every two hours');
    await expect.poll(() => info.getByTestId('pending-write-state').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => info.getByLabel('Description').inputValue()).toBe('Admin: rounds every two hours');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('names the planner’s own other device, not "someone else", when the change came from it', { timeout: 120_000 }, async () => {
    const planning = await quietPlanning(27);
    // The planner's office PC: the same user, another device.
    const office = await apiAs(baseUrl, 'planner@vigil.test', undefined, { 'Vigil-Device': 'e2e-office-pc-0001' });
    const { watched, page, info } = await plannerOn(planning.id);

    await editOffline(page, info, { description: 'Phone: typed on the night round' });
    await office.send('PUT', `/api/planning/${planning.id}`, { description: 'Office: saved at the desk' });
    await page.context().setOffline(false);
    const conflict = conflictOn(info);
    await conflict.waitFor({ timeout: 30_000 });
    await expect.poll(() => conflict.textContent()).toContain('You changed this on another device while this change waited');
    expect(await conflict.textContent()).toContain('Description was changed by you on another device at');
    expect(await conflict.textContent()).not.toContain('Someone else');
    // Nothing was overwritten: the server keeps the office text until the planner decides.
    expect((await onServer(planning.id)).description).toBe('Office: saved at the desk');
    await conflict.scrollIntoViewIfNeeded();
    await screenshot(page, 'write-conflict-own-device');
    await conflict.getByRole('button', { name: 'Keep this one' }).click();
    await expect.poll(async () => (await onServer(planning.id)).description, { timeout: 30_000 }).toBe('Phone: typed on the night round');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
