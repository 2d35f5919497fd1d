/**
 * History end to end, on the shared seeded server, in Chromium:
 * - a planner opens a planning with shifts from /dashboard/planning?planning=ID, adds an image
 *   history entry with a PNG it picks, sees it in the timeline with the image at once (from this
 *   device), and the entry and its image reach the server exactly once;
 * - an admin reviews a pending request's timeslots in the confirm-planning modal and the
 *   decision reaches the server.
 * Screenshots: test-results/screenshots/planning-history-*.png.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { openPlanning, signedInAtPlanning } from './helpers/planning-details.js';
import { signedInContext } from './helpers/session.js';
import { launchBrowser, screenshot } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
let browser: Browser;
let admin: ApiAs;

interface PlanningWire { id: number; status: string; start: string; request_id: number }
interface ShiftWire { id: number; agents: { id: number }[] }
interface HistoryWire { id: number; status: string; image: string | null; request_id: number; agent_id: number | null; created_at: string }
interface RequestWire { id: number; identifier: string; status: string }
interface Page_<T> { data: T[] }

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs(baseUrl, 'admin@vigil.test');
});
afterAll(async () => {
  await browser.close();
});

// --- a small, visible PNG (stripes), encoded here so the test needs no fixture file -----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function stripesPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const colours = [[26, 54, 93], [56, 161, 105], [221, 107, 32]];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(colours[Math.floor((x + y) / 16) % 3] ?? [0, 0, 0], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

// --- helpers ---------------------------------------------------------------------------------

const utcNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

async function shiftsOf(planningId: number): Promise<ShiftWire[]> {
  return (await admin.get<Page_<ShiftWire>>(`/api/shifts?filter[planning_id]=${planningId}&page[size]=100`)).data;
}

async function historyOf(planningId: number): Promise<HistoryWire[]> {
  return (await admin.get<Page_<HistoryWire>>(`/api/planning/history?filter[planning_id]=${planningId}&page[size]=200`)).data;
}

/** A confirmed planning starting from today with a staffed shift (the planning tests take pending ones). */
async function staffedPlanning(): Promise<PlanningWire> {
  const page = await admin.get<Page_<PlanningWire>>(`/api/planning?filter[status]=confirmed&start=${encodeURIComponent(utcNow())}&sort=start&page[size]=100`);
  for (const planning of page.data) {
    if ((await shiftsOf(planning.id)).some((shift) => shift.agents.length > 0)) return planning;
  }
  throw new Error('no confirmed planning with a staffed shift in the demo data');
}

const signedIn = (email: string) => signedInContext(browser, baseUrl, email);
/** Signed in from the planning's shared link, its Planning Details open. */
const signedInAt = (email: string, id: number, viewport?: { width: number; height: number }) => signedInAtPlanning(browser, baseUrl, email, id, viewport);

/** Picks the first real option of a native select. */
async function chooseFirst(select: Locator): Promise<void> {
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

describe('Planning history', () => {
  it('planner adds an image entry: shown at once with its image, on the server exactly once', async () => {
    const planning = await staffedPlanning();
    const before = await historyOf(planning.id);
    const planner = await signedIn('planner@vigil.test');
    const imageGets: string[] = [];
    planner.page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/api/planning/history/image/')) imageGets.push(request.url());
    });
    const modal = await openPlanning(planner.page, planning.id);
    const column = modal.getByTestId('history-column');
    // The first sync may still be bringing the shifts and history in after the planning itself.
    await expect.poll(() => column.getByTestId('history-entry').count(), { timeout: 60_000 }).toBe(before.length);
    await column.getByRole('button', { name: 'Add history' }).click({ timeout: 60_000 });

    const form = planner.page.getByRole('form', { name: 'History details' });
    await chooseFirst(form.getByLabel('Shift'));
    await chooseFirst(form.getByLabel('Agent'));
    await form.getByLabel('Status').selectOption('image');
    await form.getByTestId('history-image-input').setInputFiles({ name: 'gate-camera.png', mimeType: 'image/png', buffer: stripesPng(160, 96) });
    await form.getByLabel('Note').fill('Gate 3 camera check');
    await screenshot(planner.page, 'planning-history-form');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form.waitFor({ state: 'detached' });

    const added = column.getByTestId('history-entry').filter({ hasText: 'Gate 3 camera check' });
    await expect.poll(() => added.count(), { timeout: 10_000 }).toBe(1);
    const image = added.getByTestId('history-image');
    await image.waitFor({ timeout: 10_000 });
    expect(await image.getAttribute('loading')).toBe('lazy');
    // Delivered exactly once: one new image entry on the server, with its file.
    const added_ = async () => (await historyOf(planning.id)).filter((entry) => entry.status === 'image' && !before.some((old) => old.id === entry.id));
    await expect.poll(async () => (await added_()).filter((entry) => entry.image !== null).length, { timeout: 60_000 }).toBe(1);
    const images = await added_();
    expect(images).toHaveLength(1);
    const stored = images[0];
    expect(stored?.image).toMatch(/^[a-f0-9]{32}\.png$/);
    // Locally: the server's entry, no queued write left, and the picture still shown (kept from
    // the upload under the server's file name, not downloaded again).
    await added.and(planner.page.locator(`[data-history-id="${stored?.id ?? 0}"]`)).waitFor({ timeout: 10_000 });
    await expect.poll(() => column.getByTestId('pending-write-state').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(160);
    await added.scrollIntoViewIfNeeded();
    await planner.page.getByText('Synced', { exact: false }).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await screenshot(planner.page, 'planning-history-timeline');
    expect(imageGets.filter((url) => url.endsWith(stored?.image ?? '-'))).toEqual([]);
    const file = await fetch(`${baseUrl}/api/planning/history/image/${stored?.request_id ?? 0}/${stored?.image ?? ''}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(planner.problems).toEqual([]);
    await planner.context.close();
  });

  it("shows a worked planning's history newest first, with the status colours and break states", async () => {
    const worked = await admin.get<Page_<PlanningWire>>(`/api/planning?filter[status]=ended&end=${encodeURIComponent(utcNow())}&sort=-start&page[size]=50`);
    let target: { planning: PlanningWire; history: HistoryWire[] } | null = null;
    for (const planning of worked.data) {
      const history = await historyOf(planning.id);
      if (history.length >= 3 && history.some((entry) => entry.status === 'break')) {
        target = { planning, history };
        break;
      }
    }
    expect(target, 'an ended planning with a break in its history').not.toBeNull();
    const { planning, history } = target as { planning: PlanningWire; history: HistoryWire[] };
    const view = await signedInAt('planner@vigil.test', planning.id);
    const modal = view.modal;
    const entries = modal.getByTestId('history-entry');
    await expect.poll(() => entries.count(), { timeout: 60_000 }).toBe(history.length);
    const shownIds = await entries.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-history-id'))));
    const newestFirst = [...history].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    expect(shownIds).toEqual(newestFirst.map((entry) => entry.id));
    const dots = await modal.getByTestId('history-dot').evaluateAll((els) => els.map((el) => el.getAttribute('data-dot')));
    expect(dots).toEqual(newestFirst.map((entry) => (entry.status === 'ended' ? 'red' : 'green')));
    await modal.getByTestId('history-column').scrollIntoViewIfNeeded();
    await screenshot(view.page, 'planning-history-worked');
    await modal.getByTestId('history-column').screenshot({ path: 'test-results/screenshots/planning-history-worked-column.png' });
    expect(view.problems).toEqual([]);
    await view.context.close();
  });

  it('admin reviews a pending request: ACCEPT / REJECT per timeslot, and the decision reaches the server', async () => {
    const requests = (await admin.get<Page_<RequestWire>>('/api/requests?filter[status]=pending&sort=-id&page[size]=50')).data;
    let target: { request: RequestWire; planning: PlanningWire } | null = null;
    for (const request of requests.slice(5)) {
      const plannings = (await admin.get<Page_<PlanningWire>>(`/api/planning?filter[request_id]=${request.id}&page[size]=50`)).data;
      const pending = plannings.find((p) => p.status === 'pending');
      if (pending) {
        target = { request, planning: pending };
        break;
      }
    }
    expect(target, 'a pending request with a pending planning').not.toBeNull();
    const { request, planning } = target as { request: RequestWire; planning: PlanningWire };

    const view = await signedInAt('admin@vigil.test', planning.id);
    const modal = view.modal;
    await modal.getByRole('button', { name: 'Confirm planning' }).click({ timeout: 60_000 });
    const dialog = view.page.getByRole('dialog', { name: `Confirm planning · ${request.identifier}` });
    const slots = dialog.getByTestId('timeslot-review');
    await slots.first().waitFor();
    const count = await slots.count();
    const submit = dialog.getByTestId('confirm-planning-submit');
    expect(await submit.isDisabled()).toBe(true);
    for (let i = 0; i < count; i++) await slots.nth(i).getByRole('button', { name: i === 0 ? 'ACCEPT' : 'REJECT' }).click();
    expect((await submit.textContent())?.trim()).toBe(count === 1 ? 'Confirm all' : `confirm 1 and reject ${count - 1}`);
    await screenshot(view.page, 'planning-history-confirm');
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await admin.get<RequestWire>(`/api/requests/${request.id}`)).status, { timeout: 20_000 })
      .toBe('confirmed');
    expect(view.problems).toEqual([]);
    await view.context.close();
  });
});
