/**
 * A create whose answer is lost, in Chromium against the real server: the server saves a new
 * history note, the browser never hears back (the connection drops after the server answered)
 * and keeps retrying with the same Idempotency-Key. Meanwhile the sync brings the saved note: the
 * timeline must show it once (the server's row takes the place of the queued copy, by its
 * tempId), never the two side by side; once answers get through, the retry is answered from the
 * stored reply and the note is still there once, on the server too.
 * Screenshot: test-results/screenshots/lost-answer-timeline.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { apiAs, type ApiAs } from './helpers/api.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();
let admin: ApiAs;

interface PlanningWire { id: number }
interface ShiftWire { id: number; agents: { id: number }[] }
interface HistoryWire { id: number; note: string | null }
interface Page_<T> { data: T[] }

beforeAll(async () => {
  admin = await apiAs(baseUrl, 'admin@vigil.test');
});
afterAll(() => undefined);

const utcNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

async function staffedPlanning(): Promise<PlanningWire> {
  const page = await admin.get<Page_<PlanningWire>>(`/api/planning?filter[status]=confirmed&start=${encodeURIComponent(utcNow())}&sort=start&page[size]=100`);
  for (const planning of page.data.slice(10)) {
    const shifts = (await admin.get<Page_<ShiftWire>>(`/api/shifts?filter[planning_id]=${planning.id}&page[size]=100`)).data;
    if (shifts.some((shift) => shift.agents.length > 0)) return planning;
  }
  throw new Error('no confirmed planning with a staffed shift in the demo data');
}

async function notesOnServer(planningId: number, note: string): Promise<HistoryWire[]> {
  const page = await admin.get<Page_<HistoryWire>>(`/api/planning/history?filter[planning_id]=${planningId}&page[size]=200`);
  return page.data.filter((entry) => entry.note === note);
}

describe('a create whose answer is lost', () => {
  it('shows the note once while its answer is missing, and once after', { timeout: 120_000 }, async () => {
    const planning = await staffedPlanning();
    const note = `Lost answer check ${Date.now()}`;
    const watched = await newWatchedContext(browser(), baseUrl);
    const { page } = watched;
    await signIn(page, 'planner@vigil.test');
    await expectPath(page, '/dashboard');

    // Every POST of a history entry reaches the server; while `dropAnswers`, its answer never
    // reaches the page (the connection is reset after the server replied).
    let dropAnswers = true;
    let posts = 0;
    await page.route('**/api/planning/history', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      if (!dropAnswers) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    });

    await page.goto(`/dashboard/planning?planning=${planning.id}`);
    const column = page.getByTestId('planning-details').getByTestId('history-column');
    await column.getByRole('button', { name: 'Add history' }).click({ timeout: 60_000 });
    const form = page.getByRole('form', { name: 'History details' });
    const shift = form.getByLabel('Shift');
    await shift.selectOption((await shift.locator('option').nth(1).getAttribute('value')) ?? '');
    const agent = form.getByLabel('Agent');
    await agent.selectOption((await agent.locator('option').nth(1).getAttribute('value')) ?? '');
    await form.getByLabel('Status').selectOption('note');
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form.waitFor({ state: 'detached' });

    const entries = column.getByTestId('history-entry').filter({ hasText: note });
    // Barrier: the server saved it, and the sync brought the saved entry (its server id) in.
    await expect.poll(async () => (await notesOnServer(planning.id, note)).length, { timeout: 30_000 }).toBe(1);
    const [saved] = await notesOnServer(planning.id, note);
    await page.locator(`[data-history-id="${saved?.id ?? 0}"]`).waitFor({ timeout: 30_000 });
    expect(posts).toBeGreaterThanOrEqual(1);
    // Shown once, as the server's entry: no queued copy beside it that could be deleted as a
    // "duplicate".
    expect(await entries.count()).toBe(1);
    expect(Number(await entries.first().getAttribute('data-history-id'))).toBe(saved?.id);
    await entries.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'lost-answer-timeline');

    dropAnswers = false;
    await expect.poll(() => column.getByTestId('pending-write-state').count(), { timeout: 30_000 }).toBe(0);
    expect(await entries.count()).toBe(1);
    expect(await notesOnServer(planning.id, note)).toHaveLength(1);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
