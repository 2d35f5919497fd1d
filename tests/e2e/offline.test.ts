/**
 * Issue 4, item 4/5, the offline review: after one online visit, a reload with no network opens
 * Vigil from the service worker and IndexedDB (offline banner, planning rows, a planning's history
 * with its cached image); a note added offline queues, shows its state, and once the network is
 * back it reaches the server exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser, waitForServiceWorker } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const ROW = '[data-testid="planning-row"]';
const browser = useSharedBrowser();

interface Shift {
  id: number;
  agents: { id: number }[];
}
interface History {
  id: number;
  status: string;
  note: string | null;
  image: string | null;
}
interface Target {
  planningId: number;
  shift: Shift;
  hasImage: boolean;
  historyCount: number;
}

/** A planning inside the planner's default window with a staffed shift, one with an image
 * history entry if the demo data has such, so the offline review can show a cached image. */
async function findTarget(api: ApiAs): Promise<Target> {
  const wire = (value: DateTime) => value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
  const params = new URLSearchParams({ start: wire(DateTime.local().startOf('day')), end: wire(DateTime.local().plus({ days: 20 })), 'page[size]': '150' });
  const { data } = await api.get<{ data: { id: number; status: string }[] }>(`/api/planning?${params.toString()}`);
  let fallback: Target | null = null;
  for (const planning of data.filter((p) => p.status !== 'cancelled')) {
    const shifts = await api.get<{ data: Shift[] }>(`/api/shifts?filter[planning_id]=${planning.id}`);
    const shift = shifts.data.find((s) => s.agents.length > 0);
    if (!shift) continue;
    const history = await api.get<{ data: History[] }>(`/api/planning/history?filter[planning_id]=${planning.id}&page[size]=100`);
    const target = { planningId: planning.id, shift, hasImage: history.data.some((h) => h.status === 'image' && h.image !== null), historyCount: history.data.length };
    if (target.hasImage) return target;
    fallback ??= target;
  }
  if (!fallback) throw new Error('the demo data has no staffed planning in the next three weeks');
  return fallback;
}

/** Gives the planning an image entry with a real picture (the demo's image entries have no
 * file), so the offline review can show one from the image cache. */
async function addImageEntry(api: ApiAs, target: Target): Promise<void> {
  const created = await api.send<{ data: { id: number } }>('POST', '/api/planning/history', {
    shift_id: target.shift.id,
    agent_id: target.shift.agents[0]?.id,
    status: 'image',
    created_at: DateTime.utc().minus({ minutes: 5 }).toFormat('yyyy-MM-dd HH:mm:ss'),
  });
  const form = new FormData();
  const png = fs.readFileSync(path.resolve('public/icons/vigil-192.png'));
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'gate.png');
  const upload = await fetch(`${baseUrl}/api/planning/history/image/${created.data.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBeLessThan(300);
  target.hasImage = true;
  target.historyCount += 1;
}

async function notesOnServer(api: ApiAs, planningId: number, note: string): Promise<number> {
  const history = await api.get<{ data: History[] }>(`/api/planning/history?filter[planning_id]=${planningId}&page[size]=500`);
  return history.data.filter((entry) => entry.note === note).length;
}

async function openHistory(page: Page, planningId: number): Promise<void> {
  await page.getByTestId('planning-details').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('planning')).toBe(String(planningId));
  await page.getByTestId('history-column').waitFor();
}

describe('offline', () => {
  it('opens from the service worker and IndexedDB with no network, queues a note and sends it once when back online', async () => {
    const api = await apiAs(baseUrl, 'planner@vigil.test');
    const target = await findTarget(api);
    if (!target.hasImage) await addImageEntry(api, target);
    const note = `Offline round ${Date.now()}`;
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    try {
      // A first visit's sign-in page registers no service worker: its precache would compete
      // with the first sync (sw-register.ts). It registers once the list's window is in.
      await page.goto('/signin');
      await page.getByLabel('Email').waitFor();
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
      // The one online visit: sign in, the list, the planning and its history (image cached).
      await signIn(page, 'planner@vigil.test');
      await expectPath(page, '/dashboard');
      await page.getByTestId('menu-planning').click();
      await expectPath(page, '/dashboard/planning');
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await waitForServiceWorker(page);
      await page.goto(`/dashboard/planning?planning=${target.planningId}`);
      await openHistory(page, target.planningId);
      await expect.poll(() => page.getByTestId('history-entry').count(), { timeout: 30_000 }).toBe(target.historyCount);
      if (target.hasImage) await page.getByTestId('history-image').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-tone'), { timeout: 60_000 }).toBe('ok');

      // No network: reload the list. The shell comes from the service worker, data from IndexedDB.
      await context.setOffline(true);
      await page.goto('/dashboard/planning');
      await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('offline-banner').textContent()).toContain(
        'Offline — changes are saved on this device and sent when the connection returns',
      );
      await page.locator(ROW).first().waitFor({ timeout: 30_000 });
      expect(await page.locator(ROW).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('sync-status').textContent()).toContain('Offline');
      await screenshot(page, 'offline-planning-list');

      // The planning and its history, images included, from this device only.
      await page.goto(`/dashboard/planning?planning=${target.planningId}`);
      await openHistory(page, target.planningId);
      await expect.poll(() => page.getByTestId('history-entry').count(), { timeout: 30_000 }).toBe(target.historyCount);
      if (target.hasImage) await page.getByTestId('history-image').first().waitFor({ timeout: 30_000 });

      // A note, written offline: queued, with its state on the entry.
      await page.getByRole('button', { name: 'Add history' }).click();
      const form = page.getByRole('form', { name: 'History details' });
      await form.getByLabel('Shift').selectOption(String(target.shift.id));
      await form.getByLabel('Agent').selectOption(String(target.shift.agents[0]?.id));
      await form.getByLabel('Status').selectOption('note');
      await form.getByLabel('Note').fill(note);
      await form.getByRole('button', { name: 'Add entry' }).click();
      const entry = page.getByTestId('history-entry').filter({ hasText: note });
      await entry.waitFor({ timeout: 15_000 });
      await entry.getByTestId('pending-write-state').waitFor();
      expect(await entry.getByTestId('pending-write-state').textContent()).toMatch(/Waiting to send|Sending…/);
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toContain('1 queued');
      await screenshot(page, 'offline-history-note-queued');

      // The details modal covers the top bar: close it to reach the sync status.
      await page.keyboard.press('Escape');
      await page.getByTestId('planning-details').waitFor({ state: 'detached' });
      await page.getByTestId('sync-status').click();
      const popover = page.getByTestId('sync-popover');
      await popover.waitFor();
      expect(await popover.textContent()).toContain('New history entry');
      expect(await popover.getByTestId('sync-line-network').textContent()).toBe('Offline');
      await screenshot(page, 'offline-sync-popover');
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
      expect(await notesOnServer(api, target.planningId, note)).toBe(0);

      // Back online: the session is re-validated, the note is sent, exactly once.
      await context.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 30_000 });
      await expect.poll(() => notesOnServer(api, target.planningId, note), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-tone'), { timeout: 60_000 }).toBe('ok');
      // Stays once: nothing is replayed later (a pull, a reconnect, a reload).
      await page.goto(`/dashboard/planning?planning=${target.planningId}`);
      await openHistory(page, target.planningId);
      const sent = page.getByTestId('history-entry').filter({ hasText: note });
      await sent.waitFor();
      expect(await sent.count()).toBe(1);
      expect(await sent.getByTestId('pending-write-state').count()).toBe(0);
      await screenshot(page, 'offline-back-online');
      expect(await notesOnServer(api, target.planningId, note)).toBe(1);
      expect(problems).toEqual([]);
    } catch (error) {
      await screenshot(page, 'offline-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
