/**
 * Proof of service end to end, on the shared seeded server, in Chromium: the demo client user
 * opens a staffed planning of its organisation and reads its shifts and history (nothing to
 * change there); the admin, in its own browser, hides one entry from the client, and the entry
 * leaves the client's open screen without a reload (realtime `changes`, then a pull that brings
 * the delete). Screenshots: test-results/screenshots/proof-of-service-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { signedInAtPlanning } from './helpers/planning-details.js';
import { launchBrowser, screenshot } from './helpers/browser.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
let browser: Browser;
let admin: ApiAs;
let client: ApiAs;

interface PlanningWire { id: number }
interface ShiftWire { id: number; agents: { id: number }[] }
interface HistoryWire { id: number; internal: 0 | 1; created_at: string }
interface Page_<T> { data: T[] }

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiAs(baseUrl, 'admin@vigil.test');
  client = await apiAs(baseUrl, 'client@vigil.test');
});
afterAll(async () => {
  await browser.close();
});

/** A planning of the client's organisation with a staffed shift and at least three history
 * entries, as the client's own API answers it. */
async function staffedClientPlanning(): Promise<{ planning: PlanningWire; shifts: ShiftWire[]; history: HistoryWire[] }> {
  const now = encodeURIComponent(new Date().toISOString().slice(0, 16).replace('T', ' '));
  const worked: PlanningWire[] = [];
  for (const status of ['ended', 'finished', 'started']) {
    worked.push(...(await client.get<Page_<PlanningWire>>(`/api/planning?filter[status]=${status}&end=${now}&sort=-start&page[size]=50`)).data);
  }
  for (const planning of worked) {
    const history = (await client.get<Page_<HistoryWire>>(`/api/planning/history?filter[planning_id]=${planning.id}&page[size]=100`)).data;
    if (history.length < 3) continue;
    const shifts = (await client.get<Page_<ShiftWire>>(`/api/shifts?filter[planning_id]=${planning.id}&page[size]=100`)).data;
    if (shifts.some((shift) => shift.agents.length > 0)) return { planning, shifts, history };
  }
  throw new Error('no staffed planning with history for the demo client');
}

/** Signed in from the planning's shared link, its Planning Details open. */
const signedInAt = (email: string, id: number, viewport?: { width: number; height: number }) => signedInAtPlanning(browser, baseUrl, email, id, viewport);

describe('Proof of service', () => {
  it('shows a client the shifts and history of its planning, read-only, and an entry the admin hides leaves its screen live', async () => {
    const { planning, shifts, history } = await staffedClientPlanning();
    expect(history.every((entry) => entry.internal === 0)).toBe(true);

    const customer = await signedInAt('client@vigil.test', planning.id);
    const seen = customer.modal;
    await expect.poll(() => seen.getByTestId('shift-row').count(), { timeout: 60_000 }).toBe(shifts.length);
    await expect.poll(() => seen.getByTestId('history-entry').count(), { timeout: 60_000 }).toBe(history.length);
    expect(await seen.getByText('No shifts yet.').count()).toBe(0);
    expect(await seen.getByText('No history yet.').count()).toBe(0);
    for (const name of ['Add new shift', 'Add history']) expect(await seen.getByRole('button', { name }).count()).toBe(0);
    for (const testId of ['history-internal-switch', 'history-internal']) expect(await seen.getByTestId(testId).count()).toBe(0);
    expect(await seen.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await seen.getByTestId('history-column').scrollIntoViewIfNeeded();
    await screenshot(customer.page, 'proof-of-service-client');

    // The admin hides the newest entry from the client, in its own browser.
    const hidden = [...history].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))[0];
    if (!hidden) throw new Error('no entry');
    const staff = await signedInAt('admin@vigil.test', planning.id);
    const own = staff.modal;
    const entry = own.locator(`[data-history-id="${hidden.id}"]`);
    await entry.getByTestId('history-internal-switch').click({ timeout: 60_000 });
    await entry.getByTestId('history-internal').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await admin.get<HistoryWire>(`/api/planning/history/${hidden.id}`)).internal, { timeout: 30_000 }).toBe(1);
    await entry.scrollIntoViewIfNeeded();
    await screenshot(staff.page, 'proof-of-service-admin');

    // The client's open screen loses the entry without a reload; the others stay.
    await customer.page.locator(`[data-history-id="${hidden.id}"]`).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await seen.getByTestId('history-entry').count()).toBe(history.length - 1);
    expect(await seen.getByTestId('shift-row').count()).toBe(shifts.length);
    await screenshot(customer.page, 'proof-of-service-client-after');
    // The client's API agrees: the entry is not there for it any more.
    const served = await fetch(`${baseUrl}/api/planning/history/${hidden.id}`, { headers: { Authorization: `Bearer ${client.token}` } });
    expect(served.status).toBe(404);

    expect(customer.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    // Leave the shared demo data as it was found.
    await admin.send('PUT', `/api/planning/history/${hidden.id}/internal`, { internal: false });
    await customer.context.close();
    await staff.context.close();
  });
});
