/**
 * Planning Details end to end, on the shared seeded server, in Chromium:
 * - a planner opens a planning from /dashboard/planning?planning=ID, may edit a shift's agents
 *   (spec section 6: anyone on the planning) but gets no Add new shift (admin or the forwarded
 *   subcontractor only); an admin adds a shift with agents, sees it in the table and on the
 *   server, and after a reload;
 * - an admin forwards a planning to the demo subcontractor (Argus Bewaking NV) while the
 *   subcontractor has it open in a second browser: it appears there without a reload;
 * - an admin cancels a planning and the client's notice lands in the mail directory.
 * Screenshots of the modal, the shift modal with its errors and the forward modal are written to
 * test-results/screenshots.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { openPlanning, planningLink, signedInAtPlanning } from './helpers/planning-details.js';
import { signedInContext, useSignedInContext } from './helpers/session.js';
import { screenshot, useSharedBrowser } from './helpers/browser.js';
import { localIds } from './helpers/local-db.js';
import { equipmentLineCount } from './helpers/user-rows.js';
import { mailFiles, waitForMail } from './helpers/mail.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, dataDir } = e2eServer();
const browser = useSharedBrowser();
let admin: ApiAs;

interface PlanningWire {
  id: number;
  status: string;
  subcontractor_id: number | null;
  client_id: number;
  start: string;
  end: string;
  request_id: number;
  request: { identifier: string };
}
interface ShiftWire {
  id: number;
  agents: { id: number; first_name: string; last_name: string }[];
}
interface Page_<T> {
  data: T[];
}

// One admin browser for the file, signed in once: each test opens its planning as a link would.
const theAdmin = useSignedInContext(browser, baseUrl, 'admin@vigil.test');
beforeAll(async () => {
  admin = await apiAs(baseUrl, 'admin@vigil.test');
});

const utcNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/** Pending plannings still ahead, latest first (other e2e files take theirs from the front). */
async function upcomingPending(): Promise<PlanningWire[]> {
  const page = await admin.get<Page_<PlanningWire>>(`/api/planning?filter[status]=pending&start=${encodeURIComponent(utcNow())}&sort=-start&page[size]=300`);
  return page.data.filter((p) => p.start > utcNow());
}

async function shiftsOf(planningId: number): Promise<ShiftWire[]> {
  return (await admin.get<Page_<ShiftWire>>(`/api/shifts?filter[planning_id]=${planningId}&page[size]=100`)).data;
}

/** Signed in from the planning's shared link, its Planning Details open. */
const signedInAt = (email: string, id: number, viewport?: { width: number; height: number }) => signedInAtPlanning(browser(), baseUrl, email, id, viewport);

/** The shift rows of the open modal, once none has a queued write left. */
async function settledRows(modal: Locator): Promise<Locator> {
  await expect.poll(() => modal.getByTestId('pending-write-state').count(), { timeout: 20_000 }).toBe(0);
  return modal.getByTestId('shift-row');
}

describe('Planning Details', () => {
  it('planner edits a shift but cannot add one; admin adds a shift with agents, on the server and after a reload', async () => {
    // Shorter than a day: the new shift below takes the spec's default end, which a planning of
    // 24 hours or more does not have (the seed's plannings move with the clock).
    const wireMs = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}Z`);
    const candidates = (await upcomingPending()).filter((p) => wireMs(p.end) - wireMs(p.start) < 24 * 3_600_000);
    let target: PlanningWire | undefined;
    for (const candidate of candidates) {
      if ((await shiftsOf(candidate.id)).length > 0) {
        target = candidate;
        break;
      }
    }
    expect(target, 'an upcoming pending planning with shifts').toBeDefined();
    const planningId = target?.id ?? 0;
    const before = await shiftsOf(planningId);

    // Planner: opens it from the URL, sees no Add new shift, edits the first shift's agents.
    const planner = await signedInAt('planner@vigil.test', planningId);
    let modal = planner.modal;
    // The first sync may still be bringing the shifts in after the planning itself.
    await expect.poll(() => modal.getByTestId('shift-row').count(), { timeout: 60_000 }).toBe(before.length);
    expect(await modal.getByRole('button', { name: 'Add new shift' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Forward planning' }).count()).toBe(0);
    await screenshot(planner.page, 'planning-details-planner');
    await modal.getByTestId('shift-row').first().getByRole('button', { name: /^Edit shift/ }).click();
    let form = planner.page.getByRole('form', { name: 'Shift details' });
    const unchecked = form.locator('label[data-scope="checkbox"][data-state="unchecked"]:not([data-disabled])').first();
    const addedName = (await unchecked.locator('[data-part="label"]').textContent())?.trim() ?? '';
    await unchecked.click();
    await form.getByRole('button', { name: 'Save shift' }).click();
    await form.waitFor({ state: 'detached' });
    await settledRows(modal);
    await expect
      .poll(async () => (await shiftsOf(planningId)).some((s) => s.agents.some((a) => `${a.first_name} ${a.last_name}` === addedName)), { timeout: 15_000 })
      .toBe(true);
    expect(planner.problems).toEqual([]);
    await planner.context.close();

    // Admin: Add new shift; the rules first (a night planner's typical slip), then a valid one.
    const adminView = theAdmin();
    modal = await openPlanning(adminView.page, planningId);
    await modal.getByRole('button', { name: 'Add new shift' }).click();
    form = adminView.page.getByRole('form', { name: 'Shift details' });
    const startDate = await form.getByLabel('Start date').inputValue();
    await form.getByLabel('Start time').fill('23:00');
    await form.getByLabel('End date').fill(startDate);
    await form.getByLabel('End time').fill('07:00');
    await form.getByRole('button', { name: 'Add shift' }).click();
    await form.getByText('not valid', { exact: false }).waitFor();
    // The night planner's one-click fix is offered next to it.
    await form.getByRole('button', { name: /^Ends the next morning\?/ }).waitFor();
    await screenshot(adminView.page, 'shift-modal-not-valid');
    await form.getByLabel('Start time').fill('');
    await form.getByRole('button', { name: 'Add shift' }).click();
    await form.getByText('required', { exact: true }).waitFor();
    await screenshot(adminView.page, 'shift-modal-errors');

    // Valid: the planning's own start, the default end, two agents.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await modal.getByRole('button', { name: 'Add new shift' }).click();
    form = adminView.page.getByRole('form', { name: 'Shift details' });
    // Agents whose licence keeps them off this shift are offered disabled; take two who may work it.
    const agents = form.locator('label[data-scope="checkbox"]:not([data-disabled])');
    const nameOf = async (index: number) => (await agents.nth(index).locator('[data-part="label"]').textContent())?.trim() ?? '';
    const names = [await nameOf(0), await nameOf(1)];
    await agents.nth(0).click();
    await agents.nth(1).click();
    await screenshot(adminView.page, 'shift-modal-valid');
    await form.getByRole('button', { name: 'Add shift' }).click();
    await form.waitFor({ state: 'detached' });
    const rows = await settledRows(modal);
    await expect.poll(() => rows.count()).toBe(before.length + 1);
    await expect.poll(() => modal.getByTestId('shift-row').filter({ hasText: names[0] ?? '' }).filter({ hasText: names[1] ?? '' }).count()).toBe(1);
    // The write is queued first; the server has it once the outbox has delivered it.
    await expect.poll(async () => (await shiftsOf(planningId)).length, { timeout: 15_000 }).toBe(before.length + 1);
    const after = await shiftsOf(planningId);
    const created = after.find((s) => !before.some((b) => b.id === s.id));
    expect(created?.agents.map((a) => `${a.first_name} ${a.last_name}`).sort()).toEqual([...names].sort());
    await screenshot(adminView.page, 'planning-details-admin');

    await adminView.page.reload();
    modal = adminView.page.getByTestId('planning-details');
    await expect.poll(() => modal.getByTestId('shift-row').count(), { timeout: 30_000 }).toBe(before.length + 1);
    expect(adminView.problems).toEqual([]);
  }, 180_000);

  it('admin forwards a planning to Argus Bewaking NV; the subcontractor sees it appear without a reload', async () => {
    const sub = await apiAs(baseUrl, 'subcontractor@vigil.test');
    const own = await sub.get<{ subcontractor_id: number }>('/api/account/own');
    // One whose request ordered equipment: the subcontractor gets the request's lines with it.
    const candidates = (await upcomingPending()).filter((p) => p.subcontractor_id !== own.subcontractor_id && equipmentLineCount(dataDir, p.request_id) > 0);
    // Prefer one forwarded elsewhere with shifts: the remove-shifts question shows then.
    let target = candidates[0];
    for (const candidate of candidates.filter((p) => p.subcontractor_id !== null)) {
      if ((await shiftsOf(candidate.id)).length > 0) {
        target = candidate;
        break;
      }
    }
    expect(target, 'an upcoming pending planning not forwarded to Argus').toBeDefined();
    const planningId = target?.id ?? 0;

    const subView = await signedInContext(browser(), baseUrl, 'subcontractor@vigil.test', undefined, planningLink(planningId));
    const subModal = subView.page.getByTestId('planning-details');
    await subModal.getByText('This planning is not available', { exact: false }).waitFor({ timeout: 60_000 });
    const navigations: string[] = [];
    subView.page.on('framenavigated', (frame) => {
      if (frame === subView.page.mainFrame()) navigations.push(frame.url());
    });

    const adminView = theAdmin();
    const modal = await openPlanning(adminView.page, planningId);
    // The remove-shifts question is decided on the shifts this device holds: let the first sync bring them.
    const serverShifts = (await shiftsOf(planningId)).length;
    await expect.poll(() => modal.getByTestId('shift-row').count(), { timeout: 60_000 }).toBe(serverShifts);
    await modal.getByRole('button', { name: 'Forward planning' }).click();
    const form = adminView.page.getByRole('form', { name: 'Forward planning' });
    const submit = form.getByRole('button', { name: 'Forward' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Subcontractor for this planning').selectOption({ label: 'Argus Bewaking NV' });
    expect(await submit.isEnabled()).toBe(true);
    if (target?.subcontractor_id !== null && serverShifts > 0) await form.getByTestId('remove-shifts-question').waitFor();
    await screenshot(adminView.page, 'forward-modal');
    await submit.click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => modal.getByText('Argus Bewaking NV').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The subcontractor's open modal fills in by itself.
    await subModal.getByTestId('planning-info-column').waitFor({ timeout: 20_000 });
    expect(await localIds(subView.page, sub.userId, 'plannings')).toContain(planningId);
    // What to bring, from the request's equipment lines, which came with the forward.
    await subModal.getByTestId('planning-equipment').waitFor({ timeout: 20_000 });
    await screenshot(subView.page, 'planning-details-subcontractor');
    expect(navigations).toEqual([]);
    expect(subView.problems).toEqual([]);
    expect(adminView.problems).toEqual([]);
    await subView.context.close();
  }, 120_000);

  it('admin cancels a planning; the client gets the notice by mail', async () => {
    const client = await apiAs(baseUrl, 'client@vigil.test');
    const own = await client.get<{ client_id: number }>('/api/account/own');
    const target = (await upcomingPending()).find((p) => p.client_id === own.client_id);
    expect(target, "an upcoming pending planning of the demo client's organisation").toBeDefined();
    const planningId = target?.id ?? 0;
    const seen = new Set(mailFiles(dataDir));

    // On a phone: the columns stack and the actions wrap.
    const adminView = theAdmin();
    await adminView.page.setViewportSize({ width: 390, height: 844 });
    const modal = await openPlanning(adminView.page, planningId);
    await screenshot(adminView.page, 'planning-details-phone');
    await modal.getByRole('button', { name: 'Cancel planning' }).click();
    const dialog = adminView.page.getByRole('alertdialog');
    await dialog.getByText('an email will be sent to the client.', { exact: true }).waitFor();
    await screenshot(adminView.page, 'cancel-planning-confirm');
    await dialog.getByRole('button', { name: 'Cancel planning' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mail = await waitForMail(dataDir, 'client@vigil.test', seen, 20_000);
    expect(mail).toContain(`Planning ${target?.request.identifier ?? ''} has been cancelled`);
    await expect.poll(async () => (await admin.get<PlanningWire>(`/api/planning/${planningId}`)).status).toBe('cancelled');
    await modal.locator('[data-status="cancelled"]').first().waitFor();
    expect(await modal.getByRole('button', { name: 'Cancel planning' }).count()).toBe(0);
    expect(adminView.problems).toEqual([]);
    await adminView.page.setViewportSize({ width: 1400, height: 900 });
  }, 120_000);
});
