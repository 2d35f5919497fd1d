/**
 * Issue 14 end to end, after the order: a client changes one pending request's order and cancels
 * another while the admin watches both live; a confirmed request cannot be changed (no button,
 * the form says why, the server's state machine answers 422); two people changing the same field
 * meet on the request page with Keep mine / Take theirs; the request's images are added (online
 * and offline, sent once), refused naming why, seen live by the admin, and read offline once seen.
 * Screenshots: test-results/screenshots/request-images-*.png, request-change-*.png.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../helpers/image-bytes.js';
import { apiAs, type ApiAs } from './helpers/api.js';
import { setProfileLanguage } from './helpers/user-rows.js';
import { newWatchedContext, screenshot, useSharedBrowser, waitForServiceWorker } from './helpers/browser.js';
import { DEMO_PASSWORD, signIn, useSignedInContext } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, dataDir } = e2eServer();
const browser = useSharedBrowser();
let admin: ApiAs;
let client: ApiAs;

interface RequestWire { id: number; identifier: string; status: string; po_number: string | null; client_id: number; branch_id: number | null; location_id: number; images: { file: string }[] }
interface Answer { data: RequestWire; related: { request_timeslots: { id: number }[] } }

// The admin watching live, signed in once for the file.
const theStaff = useSignedInContext(browser, baseUrl, 'admin@vigil.test');
beforeAll(async () => {
  admin = await apiAs(baseUrl, 'admin@vigil.test');
  client = await apiAs(baseUrl, 'client@vigil.test');
});

const day = (n: number) => DateTime.now().setZone('Europe/Brussels').plus({ days: n }).toFormat('yyyy-MM-dd');
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((weekday) => ({ day: weekday, start: '08:00', end: '16:00', agents: 1 }));

/** A new pending order of the demo client, at the place of one of its requests. */
async function order(po: string): Promise<Answer> {
  const mine = await client.get<{ data: RequestWire[] }>('/api/requests?page[size]=1&sort=-id');
  const place = mine.data[0];
  if (!place) throw new Error('the demo client has no request');
  return client.send<Answer>('POST', '/api/requests', {
    request: { client_id: place.client_id, branch_id: place.branch_id, location_id: place.location_id, po_number: po, note: null, equipment: [] },
    planning: [{ start: day(40), end: day(42), continuous: 0, request_type: 'Static', note: null, timeslots: WEEK }],
    currency: 'EUR',
  });
}

async function requestOnServer(id: number): Promise<RequestWire> {
  const list = await admin.get<{ data: RequestWire[] }>('/api/requests?page[size]=200&sort=-id');
  const found = list.data.find((r) => r.id === id);
  if (!found) throw new Error(`request ${id} is not on the server`);
  return found;
}

const requestPage = (page: Page, id: number) => page.locator(`[data-testid="request-page"][data-request-id="${id}"]`).waitFor({ timeout: 30_000 });

async function openRequest(page: Page, id: number): Promise<void> {
  await page.goto(`/dashboard/requests/${id}`);
  await requestPage(page, id);
}

/** Signs in from the request's link, as a shared link is followed, and waits for its page. */
async function signInAtRequest(page: Page, email: string, id: number): Promise<void> {
  await signIn(page, email, DEMO_PASSWORD, `/dashboard/requests/${id}`);
  await requestPage(page, id);
}

describe('changing and cancelling requests', () => {
  it('the client changes one order and cancels another; the admin sees both live; a confirmed one cannot be changed', async () => {
    const changing = (await order('PO-CHANGE-1')).data;
    const cancelling = (await order('PO-CANCEL-1')).data;
    const confirmed = await order('PO-CONFIRMED-1');
    await admin.send('POST', `/api/requests/${confirmed.data.id}/review`, { timeslots: confirmed.related.request_timeslots.map((slot) => ({ id: slot.id, action: 'accept' })) });

    const staff = theStaff();
    const watchChange = staff.page;
    const watchCancel = await staff.context.newPage();
    await openRequest(watchChange, changing.id);
    await openRequest(watchCancel, cancelling.id);

    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    // Change order: a new PO number.
    await signInAtRequest(page, 'client@vigil.test', changing.id);
    await page.getByTestId('request-edit').click();
    await page.getByTestId('order-form').waitFor();
    await page.getByTestId('order-po').fill('PO-CHANGE-2');
    await screenshot(page, 'request-change-form');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('request-summary').getByText('PO-CHANGE-2').waitFor();
    await watchChange.getByTestId('request-summary').getByText('PO-CHANGE-2').waitFor({ timeout: 15_000 });
    expect((await requestOnServer(changing.id)).po_number).toBe('PO-CHANGE-2');

    // Cancel request, after the confirmation.
    await openRequest(page, cancelling.id);
    await page.getByTestId('request-cancel').click();
    await page.getByTestId('cancel-request-confirm').click();
    await expect.poll(() => page.getByTestId('request-page').getAttribute('data-status')).toBe('cancelled');
    await expect.poll(() => watchCancel.getByTestId('request-page').getAttribute('data-status'), { timeout: 15_000 }).toBe('cancelled');
    await screenshot(watchCancel, 'request-change-admin-sees-cancel');
    expect((await requestOnServer(cancelling.id)).status).toBe('cancelled');

    // A confirmed request: no Change order, the form says why, the server refuses.
    await openRequest(page, confirmed.data.id);
    expect(await page.getByTestId('request-edit').count()).toBe(0);
    await page.goto(`/dashboard/requests/${confirmed.data.id}/edit`);
    await page.getByText('This request can no longer be changed: only a pending request can.').waitFor();
    const refused = await fetch(`${baseUrl}/api/requests/${confirmed.data.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ po_number: 'PO-TOO-LATE' }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe('This request is already confirmed.');
    expect((await requestOnServer(confirmed.data.id)).po_number).toBe('PO-CONFIRMED-1');

    expect(problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await context.close();
    await watchCancel.close();
  }, 150_000);

  it('two people change the same field: the request page names it, Keep mine decides', async () => {
    const request = (await order('PO-BOTH-1')).data;
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signInAtRequest(page, 'client@vigil.test', request.id);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByTestId('request-edit').click();
    await page.getByTestId('order-po').fill('PO-CLIENT');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('request-summary').getByText('PO-CLIENT').waitFor();
    // Meanwhile the admin corrects the same PO number.
    await admin.send('PUT', `/api/requests/${request.id}`, { po_number: 'PO-ADMIN', base_version: 1 });
    await context.setOffline(false);
    const conflict = page.locator('[data-testid="pending-write-state"][data-conflict="true"]');
    await conflict.waitFor({ timeout: 30_000 });
    await expect.poll(() => conflict.textContent()).toContain('Now: PO-ADMIN · Yours: PO-CLIENT');
    await screenshot(page, 'request-change-conflict');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(async () => (await requestOnServer(request.id)).po_number, { timeout: 30_000 }).toBe('PO-CLIENT');
    await expect.poll(() => page.getByTestId('pending-write-state').count(), { timeout: 30_000 }).toBe(0);
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a request’s images', () => {
  it('are added online and offline (sent once), refused naming why, seen live by the admin, and read offline once seen', async () => {
    const request = (await order('PO-IMAGES-1')).data;
    const staff = theStaff();
    await openRequest(staff.page, request.id);

    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signInAtRequest(page, 'client@vigil.test', request.id);
    const section = page.getByTestId('request-images');
    const input = page.getByTestId('request-image-input');

    // A renamed text file is refused, naming why; nothing is sent.
    await input.setInputFiles({ name: 'site-plan.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
    await page.getByTestId('request-image-refused').getByText('“site-plan.png” is not a JPEG or PNG image.').waitFor();
    await screenshot(page, 'request-images-refused');

    await input.setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: gradientPng(320, 240, [38, 84, 124], [150, 196, 160]) });
    await expect.poll(() => section.locator('[data-testid="request-image"] img').count()).toBe(1);
    await expect.poll(async () => (await requestOnServer(request.id)).images.length, { timeout: 15_000 }).toBe(1);
    // The admin sees it without a reload.
    await expect.poll(() => staff.page.getByTestId('request-images').locator('img').count(), { timeout: 15_000 }).toBe(1);

    // Offline: the photo shows at once, waiting, and is sent once when the device is back.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await input.setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: gradientPng(320, 240, [124, 64, 38], [230, 200, 120]) });
    await section.locator('[data-testid="request-image"][data-waiting="true"]').waitFor();
    await screenshot(page, 'request-images-desktop');
    await context.setOffline(false);
    await expect.poll(async () => (await requestOnServer(request.id)).images.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => section.locator('[data-testid="request-image"][data-waiting="true"]').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => staff.page.getByTestId('request-images').locator('img').count(), { timeout: 15_000 }).toBe(2);

    // Seen once, read offline: a reload with no network shows both from this device.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('request-page').waitFor({ timeout: 30_000 });
    await expect.poll(() => section.locator('img').count(), { timeout: 15_000 }).toBe(2);
    await context.setOffline(false);

    // A phone: the same page at 360 px.
    const phone = await newWatchedContext(browser(), baseUrl, { width: 360, height: 780 });
    await signInAtRequest(phone.page, 'client@vigil.test', request.id);
    const phoneImages = phone.page.getByTestId('request-images');
    await expect.poll(() => phoneImages.locator('img').count(), { timeout: 15_000 }).toBe(2);
    await phoneImages.scrollIntoViewIfNeeded();
    // Scrolled to the end, the last image clears the floating chat button.
    await phone.page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    const lastImage = await phoneImages.locator('[data-testid="request-image"]').last().boundingBox();
    const launcher = await phone.page.getByTestId('chat-launcher').boundingBox();
    if (!lastImage || !launcher) throw new Error('the last image and the chat button should both be on screen');
    const overlaps = lastImage.x < launcher.x + launcher.width && launcher.x < lastImage.x + lastImage.width && lastImage.y < launcher.y + launcher.height && launcher.y < lastImage.y + lastImage.height;
    expect(overlaps).toBe(false);
    await screenshot(phone.page, 'request-images-phone');
    await phoneImages.locator('button').nth(1).click();
    await phone.page.getByTestId('request-image-full').locator('img').waitFor();
    await screenshot(phone.page, 'request-images-phone-full');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    expect(staff.problems).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
    await context.close();
  }, 180_000);

  it('read right to left in Arabic on a phone', async () => {
    const request = (await order('PO-IMAGES-AR')).data;
    for (const colours of [[[38, 84, 124], [150, 196, 160]], [[124, 64, 38], [230, 200, 120]]] as const) {
      const form = new FormData();
      form.set('request_id', String(request.id));
      form.set('image', new Blob([new Uint8Array(gradientPng(320, 240, [...colours[0]], [...colours[1]]))], { type: 'image/png' }), 'site.png');
      const res = await fetch(`${baseUrl}/api/request/imageUpload`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: form });
      expect(res.status).toBe(201);
    }
    // The demo client reads Arabic for this test.
    setProfileLanguage(dataDir, 'client@vigil.test', 'ar');
    try {
      const { context, page, problems } = await newWatchedContext(browser(), baseUrl, { width: 360, height: 780 });
      await signInAtRequest(page, 'client@vigil.test', request.id);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const section = page.getByTestId('request-images');
      await section.getByRole('heading', { name: 'صورتان' }).waitFor();
      await expect.poll(() => section.locator('img').count(), { timeout: 15_000 }).toBe(2);
      await section.locator('img').last().scrollIntoViewIfNeeded();
      await page.getByTestId('request-image-input').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
      await section.getByTestId('request-image-refused').waitFor();
      await screenshot(page, 'request-images-phone-ar');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      setProfileLanguage(dataDir, 'client@vigil.test', 'en');
    }
  }, 90_000);
});
