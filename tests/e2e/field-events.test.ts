/**
 * An agent's shift on the phone, end to end in Chromium with the geolocation overridden, on the
 * shared seeded server: Start and a Note tapped with no signal are kept on the phone with the
 * phone's time, reach the server exactly once when the signal is back, and show the server's
 * receive time beside the phone's (the server's injected clock runs 90 s ahead meanwhile, so the
 * two differ for certain). An End recorded 1.5 km from the site is flagged for the planner, who
 * sees in Planning Details the flag and the late arrival; a changed shift asks the agent to
 * acknowledge, and the planner sees it waiting, then acknowledged.
 * Screenshots: test-results/screenshots/field-events-*.png.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser, type WatchedContext } from './helpers/browser.js';
import { signedInAtPlanning } from './helpers/planning-details.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();
const PHONE = { width: 390, height: 844 };
const NOTE = 'Gate 3 found open, locked it';

interface ShiftWire { id: number; planning_id: number; request_id: number; start: string; end: string; version: number; agents: { id: number }[] }
interface PlanningWire { id: number; request_id: number; status: string; start: string; end: string; version: number; location_id: number; location: { timezone: string } }
interface LocationWire { latitude: number | null; longitude: number | null }
interface EntryWire { id: number; status: string; agent_id: number | null; shift_id: number | null; note: string | null; created_at: string; received_at: string | null; fence: string | null }

const wire = (value: DateTime) => value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
const parseWire = (value: string) => DateTime.fromFormat(value, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });

interface Scene {
  staff: ApiAs;
  agentId: number;
  shift: ShiftWire;
  planningId: number;
  zone: string;
  site: { latitude: number; longitude: number };
}

/** A new shift of the demo agent running now, on an open planning of its own whose site has
 * coordinates; it starts before any other open shift of the agent, so the phone shows it as now. */
async function setScene(): Promise<Scene> {
  const staff = await apiAs(baseUrl, 'admin@vigil.test');
  const agent = await apiAs(baseUrl, 'agent@vigil.test');
  const own = await agent.get<{ agent_id: number | null }>('/api/account/own');
  if (own.agent_id === null) throw new Error('the demo agent has no agent id');
  const now = DateTime.utc();
  // The agent's shifts from the latest back to two days ago: every one still open is among them.
  const shifts: ShiftWire[] = [];
  for (let page = 1; ; page++) {
    const { data } = await agent.get<{ data: ShiftWire[] }>(`/api/shifts?sort=-start&page[size]=500&page[number]=${page}`);
    shifts.push(...data);
    const last = data.at(-1);
    if (!last || parseWire(last.start) < now.minus({ days: 2 })) break;
  }
  // A shift the seed started that has run past its scheduled end stays first on the phone until
  // it is ended (use-my-shifts.ts): the planner records its End, as for a forgotten one.
  for (const late of shifts.filter((s) => parseWire(s.end) <= now && parseWire(s.end) > now.minus({ hours: 24 }))) {
    const entries = (await staff.get<{ data: EntryWire[] }>(`/api/planning/history?filter[planning_id]=${late.planning_id}&page[size]=100`)).data
      .filter((e) => e.shift_id === late.id && e.agent_id === own.agent_id);
    if (entries.some((e) => e.status === 'started') && !entries.some((e) => e.status === 'ended')) {
      await staff.send('POST', '/api/planning/history', { shift_id: late.id, agent_id: own.agent_id, status: 'ended', created_at: late.end });
    }
  }
  for (const candidate of shifts) {
    const planning = await staff.get<PlanningWire>(`/api/planning/${candidate.planning_id}`);
    if (!['pending', 'confirmed', 'started'].includes(planning.status)) continue;
    const location = await staff.get<LocationWire>(`/api/locations/${planning.location_id}`);
    if (location.latitude === null || location.longitude === null) continue;
    const earliestOpen = shifts.filter((s) => parseWire(s.end) >= now).map((s) => parseWire(s.start)).reduce((a, b) => (a < b ? a : b), now.minus({ minutes: 2 }));
    const start = earliestOpen.minus({ minutes: 1 });
    const end = now.plus({ hours: 3 });
    // A shift lies within its planning: the planning is widened to hold it where needed.
    const widened = { ...(parseWire(planning.start) > start ? { start: wire(start) } : {}), ...(parseWire(planning.end) < end ? { end: wire(end) } : {}) };
    if (Object.keys(widened).length > 0) await staff.send('PUT', `/api/planning/${planning.id}`, { ...widened, base_version: planning.version });
    const { data: shift } = await staff.send<{ data: ShiftWire }>('POST', '/api/shifts', {
      planning_id: planning.id, request_id: planning.request_id, start: wire(start), end: wire(end), agents: [own.agent_id],
    });
    return { staff, agentId: own.agent_id, shift, planningId: planning.id, zone: planning.location.timezone, site: { latitude: location.latitude, longitude: location.longitude } };
  }
  throw new Error('the demo agent works no open planning at a site with coordinates');
}

let scene: Scene;
let phone: WatchedContext | undefined;
let planner: WatchedContext | null = null;

beforeAll(async () => {
  scene = await setScene();
  const watched = await newWatchedContext(browser(), baseUrl, PHONE);
  phone = watched;
  await watched.context.grantPermissions(['geolocation'], { origin: baseUrl });
  await watched.context.setGeolocation({ ...scene.site, accuracy: 8 });
  await signIn(watched.page, 'agent@vigil.test');
  await expectPath(watched.page, '/field');
}, 120_000);
/** The agent's phone, signed in by beforeAll. */
function thePhone(): WatchedContext {
  if (!phone) throw new Error('the phone is signed in by beforeAll');
  return phone;
}
afterAll(async () => {
  expect(phone?.problems ?? []).toEqual([]);
  expect(planner?.problems ?? []).toEqual([]);
  await phone?.context.close();
  await planner?.context.close();
});

const card = (page: Page) => page.locator(`[data-testid="current-shift"][data-shift-id="${scene.shift.id}"]`);
const event = (page: Page, status: string) => card(page).locator(`[data-testid="field-event"][data-status="${status}"]`);
const agentEntries = async () =>
  (await scene.staff.get<{ data: EntryWire[] }>(`/api/planning/history?filter[planning_id]=${scene.planningId}&page[size]=100`)).data.filter(
    (e) => e.shift_id === scene.shift.id && e.agent_id === scene.agentId,
  );
const localTime = (utc: string) => parseWire(utc).setZone(scene.zone).toFormat('HH:mm:ss');

describe('an agent’s events on the phone', () => {
  it('taps Start and a Note with no signal: kept with the phone’s time, sent exactly once when back online, both times shown', { timeout: 120_000 }, async () => {
    const { page, context } = thePhone();
    await card(page).waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });

    await card(page).getByRole('button', { name: 'Start', exact: true }).click();
    await event(page, 'started').filter({ hasText: 'waiting to be sent' }).waitFor({ timeout: 15_000 });
    await card(page).getByRole('button', { name: 'Note', exact: true }).click();
    await card(page).getByLabel('What happened?').fill(NOTE);
    await card(page).getByRole('button', { name: 'Save the note' }).click();
    await event(page, 'note').filter({ hasText: 'waiting to be sent' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'field-events-offline');
    const phoneTimes = async () => ({
      started: /Phone (\d\d:\d\d:\d\d)/.exec((await event(page, 'started').getByTestId('field-event-times').textContent()) ?? '')?.[1],
      note: /Phone (\d\d:\d\d:\d\d)/.exec((await event(page, 'note').getByTestId('field-event-times').textContent()) ?? '')?.[1],
    });
    const shownOffline = await phoneTimes();
    // Nothing of it is on the server yet.
    expect(await agentEntries()).toEqual([]);

    // The server's clock runs 90 s ahead from here: its receive times cannot be the phone's.
    await scene.staff.send('POST', '/api/test/clock', { advance_seconds: 90 });
    await context.setOffline(false);
    await event(page, 'started').filter({ hasText: /received \d\d:\d\d:\d\d/ }).waitFor({ timeout: 30_000 });
    await event(page, 'note').filter({ hasText: /received \d\d:\d\d:\d\d/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'field-events-synced');

    const entries = await agentEntries();
    expect(entries.map((e) => e.status).sort()).toEqual(['note', 'started']);
    const started = entries.find((e) => e.status === 'started');
    const note = entries.find((e) => e.status === 'note');
    expect(note?.note).toBe(NOTE);
    expect(started?.fence).toBe('inside');
    for (const entry of [started, note]) {
      if (!entry?.received_at) throw new Error('an entry without its receive time');
      // The phone's time is kept as it was tapped; the server's is its own, 90 s ahead at least.
      expect(parseWire(entry.received_at).diff(parseWire(entry.created_at), 'seconds').seconds).toBeGreaterThanOrEqual(90);
    }
    expect(await phoneTimes()).toEqual(shownOffline);
    expect(shownOffline).toEqual({ started: localTime(started?.created_at ?? ''), note: localTime(note?.created_at ?? '') });
    expect(await event(page, 'started').getByTestId('field-event-times').textContent()).toBe(
      `Phone ${localTime(started?.created_at ?? '')} · received ${localTime(started?.received_at ?? '')}`,
    );

    // A reload resends nothing: still one of each.
    await page.reload();
    await event(page, 'note').filter({ hasText: /received/ }).waitFor({ timeout: 30_000 });
    expect((await agentEntries()).map((e) => e.status).sort()).toEqual(['note', 'started']);
  });

  it('flags an End recorded away from the site for the planner, who also sees the late arrival', { timeout: 120_000 }, async () => {
    const { page, context } = thePhone();
    // 1.5 km north of the site, accurate to 8 m: outside the 50 m fence.
    await context.setGeolocation({ latitude: scene.site.latitude + 1500 / 111_195, longitude: scene.site.longitude, accuracy: 8 });
    // Ending is final, so the phone asks first: "Keep working" leaves the shift running.
    await card(page).getByRole('button', { name: 'End', exact: true }).click();
    await card(page).getByRole('button', { name: 'Keep working' }).click();
    expect(await card(page).getByTestId('end-confirm').count()).toBe(0);
    await card(page).getByRole('button', { name: 'End', exact: true }).click();
    await screenshot(page, 'field-end-confirm');
    await card(page).getByRole('button', { name: 'End the shift' }).click();
    await event(page, 'ended').filter({ hasText: /received/ }).waitFor({ timeout: 30_000 });
    await event(page, 'ended').getByText('Outside the site').waitFor();
    expect((await agentEntries()).find((e) => e.status === 'ended')?.fence).toBe('outside');

    const opened = await signedInAtPlanning(browser(), baseUrl, 'admin@vigil.test', scene.planningId);
    planner = opened;
    const details = opened.modal;
    const ended = details.locator('[data-testid="history-entry"][data-status="ended"]').filter({ has: planner.page.getByTestId('history-outside-fence') });
    await ended.first().waitFor({ timeout: 30_000 });
    expect(await ended.first().getByTestId('history-outside-fence').textContent()).toBe('Outside the site');
    // Start and the note reached the server 90 s after the phone recorded them.
    const late = details.locator('[data-testid="history-entry"][data-status="started"]').filter({ has: planner.page.getByTestId('history-received') });
    await late.first().waitFor();
    await screenshot(planner.page, 'field-events-planner-flags');
  });

  it('asks the agent to acknowledge a changed shift; the planner sees who has not, then who has', { timeout: 120_000 }, async () => {
    if (!planner) throw new Error('the planner’s page is opened by the test before');
    const current = await scene.staff.get<ShiftWire>(`/api/shifts/${scene.shift.id}`);
    await scene.staff.send('PUT', `/api/shifts/${scene.shift.id}`, { end: wire(parseWire(current.end).plus({ minutes: 30 })), base_version: current.version });

    const { page } = thePhone();
    await card(page).getByTestId('shift-changed').waitFor({ timeout: 30_000 });
    await page.getByText('A changed shift waits for your acknowledgement.').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'field-events-changed');
    const row = planner.page.locator(`[data-testid="shift-row"][data-shift-id="${scene.shift.id}"]`);
    const mine = row.locator(`[data-testid="shift-agent"][data-agent-id="${scene.agentId}"]`);
    await mine.getByTestId('change-pending').waitFor({ timeout: 30_000 });
    expect(await mine.getByTestId('change-pending').textContent()).toBe('Change not acknowledged');

    await card(page).getByTestId('shift-acknowledge').click();
    await card(page).getByTestId('shift-changed').waitFor({ state: 'detached', timeout: 15_000 });
    await mine.getByTestId('change-acknowledged').waitFor({ timeout: 30_000 });
    expect(await mine.getByTestId('change-acknowledged').textContent()).toMatch(/^Acknowledged \d\d-\d\d-\d{4} \d\d:\d\d$/);
    await screenshot(planner.page, 'field-events-planner-acknowledged');
  });
});
