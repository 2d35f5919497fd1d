/** Issue 3 end to end: the subcontractor's browser keeps its local database current in real
 * time. The admin forwards a planning to the subcontractor (through the API, from Node); the
 * subcontractor's IndexedDB gets it without a reload, and loses it again when it is forwarded
 * away. */
import { describe, expect, it } from 'vitest';
import { newWatchedContext, useSharedBrowser } from './helpers/browser.js';
import { expectPath, signIn } from './helpers/session.js';
import { apiAs } from './helpers/api.js';
import { localIds } from './helpers/local-db.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();

interface PlanningPage {
  data: { id: number; status: string; subcontractor_id: number | null }[];
}

describe('realtime sync', () => {
  it('a planning forwarded to the subcontractor reaches its local database without a reload', async () => {
    const admin = await apiAs(baseUrl, 'admin@vigil.test');
    const sub = await apiAs(baseUrl, 'subcontractor@vigil.test');
    const own = await sub.get<{ subcontractor_id: number }>('/api/account/own');
    const subs = await admin.get<{ data: { id: number }[] }>('/api/subcontractors?page[size]=50');
    const other = subs.data.find((s) => s.id !== own.subcontractor_id);
    expect(other).toBeDefined();

    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'subcontractor@vigil.test');
    await expectPath(page, '/dashboard');
    // Bootstrap done: the local plannings table holds what the feed gave.
    await expect.poll(async () => (await localIds(page, sub.userId, 'plannings'))?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);

    const pending = await admin.get<PlanningPage>('/api/planning?filter[status]=pending&page[size]=200');
    const target = pending.data.find((p) => p.subcontractor_id !== own.subcontractor_id);
    expect(target, 'a pending planning not forwarded to the subcontractor').toBeDefined();
    const planningId = target?.id ?? 0;
    expect(await localIds(page, sub.userId, 'plannings')).not.toContain(planningId);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await admin.send('POST', '/api/planning/forward', {
      forwarded: [{ planning_id: planningId, subcontractor_id: own.subcontractor_id }],
      remove_shifts: true,
    });
    await expect.poll(async () => await localIds(page, sub.userId, 'plannings'), { timeout: 10_000 }).toContain(planningId);

    // Forwarded away: the row leaves the subcontractor's device (revocation as a delete).
    await admin.send('POST', '/api/planning/forward', {
      forwarded: [{ planning_id: planningId, subcontractor_id: other?.id }],
      remove_shifts: true,
    });
    await expect.poll(async () => await localIds(page, sub.userId, 'plannings'), { timeout: 10_000 }).not.toContain(planningId);

    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
