/**
 * Issue 14 end to end: a client orders guarding in one browser (two timeslots), the admin in a
 * second browser hears the new-request sound, sees the toast and the bell's count go up without
 * a reload, opens the request from the notification and reviews it (accept one timeslot, reject
 * the other); the client sees it Confirmed with its new plannings, live. The request's chat group
 * appears in the client's widget as soon as the order reaches the server and in the admin's with
 * its "New request" system message, and it moves from Recent to Active for the client, live, when
 * the review confirms its work. A broken order says
 * which field is wrong and sends nothing; an order made offline shows at once under Pending and
 * reaches the server once the device is back online.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './helpers/api.js';
import { setProfileLanguage } from './helpers/user-rows.js';
import { newWatchedContext, screenshot, useSharedBrowser, waitForServiceWorker } from './helpers/browser.js';
import { DEMO_PASSWORD, expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, dataDir } = e2eServer();
const browser = useSharedBrowser();

const day = (days: number) => DateTime.now().setZone('Europe/Brussels').plus({ days }).toFormat('dd/MM/yyyy');

interface RequestList {
  data: { id: number; identifier: string; status: string; po_number: string | null }[];
}

/** Counts every tone the page's Web Audio starts (the sounds are synthesised, spec section 4). */
async function countTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      w.__tones += 1;
      return start.apply(this, args);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

/** Signs the demo client in from the requests list (as a link there is followed) and starts a new order. */
async function signInToNewOrder(page: Page): Promise<void> {
  await signIn(page, 'client@vigil.test', DEMO_PASSWORD, '/dashboard/requests');
  await page.getByTestId('new-request').click();
  await expectPath(page, '/dashboard/requests/new');
  await page.getByTestId('order-form').waitFor();
}

/** Fills the first branch and location the client has, and timeslot `index`. */
async function fillPlace(page: Page): Promise<void> {
  const branch = page.getByTestId('order-branch');
  const branchValue = await branch.locator('option').nth(1).getAttribute('value');
  await branch.selectOption(branchValue ?? '');
  const location = page.getByTestId('order-location');
  await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
  await location.selectOption((await location.locator('option').nth(1).getAttribute('value')) ?? '');
}

async function fillTimeslot(page: Page, index: number, start: string, end: string, dayRows: number[], job: string): Promise<void> {
  const slot = page.getByTestId('order-timeslot').nth(index);
  await slot.getByTestId('order-start').fill(start);
  await slot.getByTestId('order-end').fill(end);
  await slot.getByTestId('order-request-type').selectOption(job);
  for (const row of dayRows) await slot.getByTestId('order-day').nth(row).getByTestId('order-day-on').click();
}

describe('ordering guarding', () => {
  it('a client orders two timeslots; the admin hears and sees it live, reviews it; the client sees the answer', async () => {
    const admin = await apiAs(baseUrl, 'admin@vigil.test');
    const client = await newWatchedContext(browser(), baseUrl);
    const staff = await newWatchedContext(browser(), baseUrl);
    await countTones(staff.page);

    await signIn(staff.page, 'admin@vigil.test');
    await expectPath(staff.page, '/dashboard');
    await staff.page.getByTestId('notification-bell').waitFor();
    // Browsers play sound only after a gesture on the page.
    await staff.page.mouse.click(5, 300);
    const unread = async () => Number(await staff.page.getByTestId('notification-bell').getAttribute('data-unread'));
    const unreadBefore = await unread();

    await signInToNewOrder(client.page);

    // A broken order names its fields and sends nothing. The first press counts even right after
    // typing a broken date: leaving the field shows its error above the button, and that used to
    // push the button away between the mouse's press and release, so no click reached it. The
    // untouched location then said nothing, as only the form's check names it.
    await client.page.getByTestId('order-timeslot').nth(0).getByTestId('order-start').fill('99/99/2026');
    await client.page.getByTestId('order-submit').click();
    await expect.poll(() => client.page.getByText('required').count()).toBeGreaterThan(0);
    await client.page.getByText('expected DD/MM/YYYY').first().waitFor();
    await fillPlace(client.page);
    await fillTimeslot(client.page, 0, day(12), day(10), [0], 'Static');
    await client.page.getByTestId('order-submit').click();
    await client.page.getByText('ends before it starts').waitFor();
    await screenshot(client.page, 'request-order-invalid');
    expect(new URL(client.page.url()).pathname).toBe('/dashboard/requests/new');

    // The real order: a static week and an event evening.
    const start = DateTime.now().setZone('Europe/Brussels').plus({ days: 14 });
    await client.page.getByTestId('order-timeslot').nth(0).getByTestId('order-end').fill(day(20));
    await client.page.getByTestId('order-timeslot').nth(0).getByTestId('order-start').fill(day(14));
    for (const row of [1, 2, 3, 4]) await client.page.getByTestId('order-timeslot').nth(0).getByTestId('order-day').nth(row).getByTestId('order-day-on').click();
    await client.page.getByTestId('order-add-timeslot').click();
    const evening = start.plus({ days: 3 });
    await fillTimeslot(client.page, 1, evening.toFormat('dd/MM/yyyy'), evening.toFormat('dd/MM/yyyy'), [evening.weekday - 1], 'Events');
    await client.page.getByTestId('order-po').fill('PO-E2E-14');
    await client.page.getByTestId('order-note').fill('Badge at reception');
    await client.page.getByTestId('order-add-equipment').click();
    const item = client.page.getByTestId('order-equipment-item');
    await item.selectOption((await item.locator('option').nth(1).getAttribute('value')) ?? '');
    const equipmentName = (await item.locator('option').nth(1).textContent())?.trim() ?? '';
    await screenshot(client.page, 'request-order-form');
    await client.page.getByTestId('order-submit').click();

    // The request page opens at once, pending; the server's identifier arrives with the answer.
    const requestPage = client.page.getByTestId('request-page');
    await requestPage.waitFor();
    expect(await requestPage.getAttribute('data-status')).toBe('pending');
    await expect.poll(async () => Number(await requestPage.getAttribute('data-request-id')), { timeout: 15_000 }).toBeGreaterThan(0);
    const requestId = Number(await requestPage.getAttribute('data-request-id'));
    const stored = await admin.get<RequestList>('/api/requests?page[size]=200&sort=-id');
    const order = stored.data.find((r) => r.id === requestId);
    expect(order?.po_number).toBe('PO-E2E-14');
    const identifier = order?.identifier ?? '';

    // The request's group appears in the client's chat (under Recent: no work confirmed yet).
    await client.page.getByTestId('chat-launcher').click();
    await client.page.getByRole('tab', { name: 'Recent' }).click();
    const clientGroup = client.page.locator('[data-testid="chat-group"]', { hasText: identifier });
    await clientGroup.first().waitFor({ timeout: 15_000 });
    await screenshot(client.page, 'request-order-chat-group-client');

    // The admin: sound, toast and bell, without a reload.
    await expect.poll(() => tones(staff.page), { timeout: 10_000 }).toBeGreaterThan(0);
    await staff.page.getByText(`ordered guarding: ${order?.identifier ?? ''}`, { exact: false }).first().waitFor({ timeout: 10_000 });
    await expect.poll(unread).toBeGreaterThan(unreadBefore);
    await screenshot(staff.page, 'request-order-admin-toast');
    // The admin is in the same group and reads its "New request" system message.
    await staff.page.getByTestId('chat-launcher').click();
    await staff.page.getByRole('tab', { name: 'Recent' }).click();
    await staff.page.getByPlaceholder('Search groups').fill(identifier);
    await staff.page.locator('[data-testid="chat-group"]', { hasText: identifier }).first().click();
    await staff.page.locator('[data-testid="chat-message"][data-kind="system"]', { hasText: `New request ${identifier}` }).waitFor();
    await screenshot(staff.page, 'request-order-chat-system-message');
    await staff.page.getByTestId('chat-launcher').click();
    await staff.page.getByTestId('notification-bell').click();
    await staff.page.getByTestId('notification-item').filter({ hasText: identifier }).first().click();
    await staff.page.waitForURL((url) => url.pathname === `/dashboard/requests/${requestId}`);
    await staff.page.getByTestId('confirm-planning-open').click();
    const reviews = staff.page.getByTestId('timeslot-review');
    await expect.poll(() => reviews.count()).toBe(2);
    await reviews.nth(0).getByRole('button', { name: 'ACCEPT' }).click();
    await reviews.nth(1).getByRole('button', { name: 'REJECT' }).click();
    await screenshot(staff.page, 'request-order-review');
    await staff.page.getByTestId('confirm-planning-submit').click();

    // The client sees the answer and its plannings live.
    await expect.poll(() => requestPage.getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');
    await client.page.getByText('Accepted').first().waitFor();
    await screenshot(client.page, 'request-order-confirmed');
    // The accepted planning shows what was ordered with it: the equipment line chosen above.
    await staff.page.goto(`/dashboard/requests/${requestId}`);
    await staff.page.getByTestId('request-planning').first().click();
    await staff.page.getByTestId('planning-equipment').getByText(`1 × ${equipmentName}`).waitFor({ timeout: 15_000 });
    await screenshot(staff.page, 'request-order-planning-equipment');
    // Its work confirmed, the group leaves Recent for Active in the open widget, live.
    await expect.poll(() => clientGroup.count(), { timeout: 15_000 }).toBe(0);
    await client.page.getByRole('tab', { name: /^Active/ }).click();
    await clientGroup.first().waitFor();
    await screenshot(client.page, 'request-order-chat-group-active');

    expect(client.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await client.context.close();
    await staff.context.close();
  }, 150_000);

  it('an order made offline shows under Pending at once and reaches the server when back online', async () => {
    const admin = await apiAs(baseUrl, 'admin@vigil.test');
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl, { width: 390, height: 844 });
    await signInToNewOrder(page);
    await fillPlace(page);
    await fillTimeslot(page, 0, day(30), day(31), [0, 1, 2, 3, 4, 5, 6], 'Reception');
    await page.getByTestId('order-po').fill('PO-OFFLINE-14');
    // A pasted link is one long word: it must wrap on the request page, not widen it.
    await page.getByTestId('order-note').fill('Site plan: https://example.test/sites/harbour/gate-4/plans/night-rounds/version-2026-11-30/full-size.pdf');
    // After one online visit the app works offline (every screen's code precached).
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByTestId('order-submit').click();
    const requestPage = page.getByTestId('request-page');
    await requestPage.waitFor();
    expect(Number(await requestPage.getAttribute('data-request-id'))).toBeLessThan(0);
    await page.getByTestId('pending-write-state').first().waitFor();
    for (const part of ['request-summary', 'request-timeslot']) {
      const box = await page.getByTestId(part).first().boundingBox();
      expect(box!.x + box!.width, part).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'request-order-offline-phone');
    await context.setOffline(false);
    await expect.poll(async () => (await admin.get<RequestList>('/api/requests?page[size]=200&sort=-id')).data.some((r) => r.po_number === 'PO-OFFLINE-14'), { timeout: 20_000 }).toBe(true);
    // On a phone every identifier in the list stays whole; a request's period opens its third line.
    await page.goto('/dashboard/requests');
    await page.getByTestId('request-row').first().waitFor({ timeout: 30_000 });
    const identifiers = page.getByTestId('request-row').getByText(/^REQ-\d{4}-\d{6}$/);
    expect(await identifiers.count()).toBeGreaterThan(1);
    expect(await identifiers.evaluateAll((all) => all.filter((el) => el.scrollWidth > el.clientWidth).length)).toBe(0);
    await screenshot(page, 'request-list-phone');
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  }, 90_000);

  it('reads right to left in Arabic, on a phone too', async () => {
    // The demo client reads Arabic for this test (no screen sets a profile's language yet).
    setProfileLanguage(dataDir, 'client@vigil.test', 'ar');
    try {
      // Signed in once: the phone is the same tab made narrow and loaded again.
      const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
      await signIn(page, 'client@vigil.test', DEMO_PASSWORD, '/dashboard/requests/new');
      for (const [name, viewport] of [['desktop', { width: 1400, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
        await page.setViewportSize(viewport);
        if (name !== 'desktop') await page.goto('/dashboard/requests/new');
        await page.getByTestId('order-form').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await page.getByRole('heading', { name: 'طلب جديد' }).waitFor();
        await page.getByTestId('order-submit').click();
        await page.getByTestId('order-timeslot').getByText('مطلوب').first().waitFor();
        await screenshot(page, `request-order-form-ar-${name}`);
        await page.goto('/dashboard/requests');
        await page.getByTestId('new-request').waitFor();
        await screenshot(page, `request-list-ar-${name}`);
        expect(problems).toEqual([]);
      }
      await context.close();
    } finally {
      setProfileLanguage(dataDir, 'client@vigil.test', 'en');
    }
  }, 90_000);
});
