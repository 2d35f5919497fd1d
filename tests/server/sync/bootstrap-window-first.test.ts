/** The window-first bootstrap over HTTP: the order of its steps, the sync horizon (what is and is
 * not bootstrapped, and what the change feed still carries), a row crossing the horizon, the
 * counts behind "N of M" and the progress, and paging. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { get, idsOf, pullAll, type Reply } from '../helpers-sync/http.js';
import { insertHistory, insertPlanning, insertShift } from '../helpers/world.js';
import { recordChange } from '../../../server/sync/change-log.js';
import { BOOTSTRAP_STEPS, positionQuery, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../../src-sync/protocol/sync.js';

let server: TestServer;
let world: World;

const DAY = 86_400_000;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const now = Date.now();
const WINDOW = { from: wire(now), to: wire(now + 30 * DAY) };

/** p = planning of client1 (request r1), with one shift and one history entry. */
interface Dated {
  planning: number;
  shift: number;
  history: number;
}
let inWindow: Dated;
let recent: Dated;
let old: Dated;

async function datedPlanning(startMs: number): Promise<Dated> {
  const db = server.ctx.db;
  const start = wire(startMs);
  const end = wire(startMs + 10 * 3_600_000);
  const planning = await insertPlanning(db, {
    request_id: world.requests.r1, client_id: world.clients.c1, location_id: world.locations.l1, subcontractor_id: world.subcontractors.A, status: 'confirmed', start, end,
  });
  const shift = await insertShift(db, planning, [world.agents.a1], start, end);
  const history = await insertHistory(db, shift, world.agents.a1, 'started', { created_at: start });
  for (const [entity, id] of [['plannings', planning], ['shifts', shift], ['planning_history', history]] as const) await recordChange(db, entity, id, 'upsert');
  return { planning, shift, history };
}

async function bootstrap(token: string, limit = 1000, window = WINDOW): Promise<{ changes: Change[]; steps: number[]; pages: BootstrapPage[] }> {
  const changes: Change[] = [];
  const steps: number[] = [];
  const pages: BootstrapPage[] = [];
  let next: BootstrapPage['next'] = { step: 0, after: 0 };
  while (next !== null) {
    const qs: URLSearchParams = new URLSearchParams({ from: window.from, to: window.to, ...positionQuery(next), limit: String(limit) });
    const reply: Reply<BootstrapPage> = await get<BootstrapPage>(server, `/api/sync/bootstrap?${qs.toString()}`, token);
    if (reply.status !== 200) throw new Error(`bootstrap answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    // A page may run on into the following steps: each change belongs to the first step, from the
    // one the page began at, whose entity it is (the order itself is what is under test).
    let step = next.step;
    for (const change of reply.body.changes) {
      while (step < BOOTSTRAP_STEPS.length && BOOTSTRAP_STEPS[step]?.entity !== change.entity) step += 1;
      changes.push(change);
      steps.push(step);
    }
    pages.push(reply.body);
    next = reply.body.next;
  }
  return { changes, steps, pages };
}

beforeAll(async () => {
  server = await startSyncTestServer();
  server.ctx.config.syncHorizonDays = 90;
  world = await buildWorld(server.ctx);
  inWindow = await datedPlanning(now + 2 * DAY);
  recent = await datedPlanning(now - 89 * DAY);
  old = await datedPlanning(now - 100 * DAY);
});
afterAll(async () => server.close());

describe('GET /api/sync/bootstrap', () => {
  it('answers 401 without a token and 400 naming the field for a bad window', async () => {
    expect((await get(server, `/api/sync/bootstrap?from=${encodeURIComponent(WINDOW.from)}&to=${encodeURIComponent(WINDOW.to)}`)).status).toBe(401);
    for (const [qs, field] of [['to=2030-01-01%2000:00:00', 'from'], ['from=2030-13-01%2000:00:00&to=2030-01-01%2000:00:00', 'from'], ['from=2030-02-01%2000:00:00&to=2030-01-01%2000:00:00', 'from'], [`from=2030-01-01%2000:00:00&to=2030-02-01%2000:00:00&step=${BOOTSTRAP_STEPS.length}`, 'step']] as const) {
      const reply = await get<{ issues: { path: string }[] }>(server, `/api/sync/bootstrap?${qs}`, world.tokens.admin);
      expect(reply.status, qs).toBe(400);
      expect(reply.body.issues.map((i) => i.path)).toContain(field);
    }
  });

  it('brings the window first: its plannings, then their shifts and history, then the rest of the horizon, then everything else', async () => {
    const { changes, steps } = await bootstrap(world.tokens.admin);
    // Steps only go forward, and each change is of its step's entity.
    for (let i = 0; i < changes.length; i += 1) {
      const step = BOOTSTRAP_STEPS[steps[i] ?? -1];
      expect(changes[i]?.entity).toBe(step?.entity);
      if (i > 0) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1] ?? 0);
    }
    const position = (entity: string, id: number) => changes.findIndex((c) => c.entity === entity && c.id === id);
    expect(changes[0]).toMatchObject({ entity: 'plannings', id: inWindow.planning });
    expect(position('shifts', inWindow.shift)).toBeLessThan(position('plannings', recent.planning));
    expect(position('planning_history', inWindow.history)).toBeLessThan(position('plannings', recent.planning));
    expect(position('plannings', recent.planning)).toBeLessThan(position('shifts', recent.shift));
    // The world's 2030 plannings have not ended: they are in the horizon, after the window.
    expect(position('plannings', world.plannings.p1)).toBeGreaterThan(position('planning_history', inWindow.history));
    expect(position('clients', world.clients.c1)).toBeGreaterThan(position('planning_history', recent.history));
    expect(changes.every((c) => c.op === 'upsert')).toBe(true);
  });

  it('leaves out plannings that ended before the horizon, with their shifts and history, and nothing else', async () => {
    const boot = await bootstrap(world.tokens.admin);
    const feed = await pullAll(server, world.tokens.admin);
    const oldRows = new Set([`plannings:${old.planning}`, `shifts:${old.shift}`, `planning_history:${old.history}`]);
    const key = (c: Change) => `${c.entity}:${c.id}`;
    expect(boot.changes.filter((c) => oldRows.has(key(c)))).toEqual([]);
    // Everything the feed holds but the horizon is there, each row once.
    const expected = feed.changes.map(key).filter((k) => !oldRows.has(k)).sort();
    expect(boot.changes.map(key).sort()).toEqual(expected);
    expect(idsOf(boot.changes, 'plannings')).toContain(recent.planning);
    expect(boot.pages[0]?.horizon_start).toBe(wire(Date.parse(`${boot.pages[0]?.horizon_start.replace(' ', 'T') ?? ''}Z`)));
  });

  it('sends each role only what it may see, window first', async () => {
    const subB = await bootstrap(world.tokens.subB);
    expect(idsOf(subB.changes, 'plannings')).toEqual([world.plannings.p2]);
    const client1 = await bootstrap(world.tokens.client1);
    expect(idsOf(client1.changes, 'plannings')).toEqual([world.plannings.p1, world.plannings.p2, inWindow.planning, recent.planning].sort((a, b) => a - b));
    expect(client1.changes[0]).toMatchObject({ entity: 'plannings', id: inWindow.planning });
    expect(idsOf(client1.changes, 'clients')).toEqual([world.clients.c1]);
  });

  it('counts the window (the M of "N of M") and, when asked, every step', async () => {
    const qs = new URLSearchParams({ ...WINDOW, step: '0', totals: '1' });
    const reply = await get<BootstrapPage>(server, `/api/sync/bootstrap?${qs.toString()}`, world.tokens.admin);
    expect(reply.body.step_total).toBe(1);
    const { steps } = await bootstrap(world.tokens.admin);
    const perStep = BOOTSTRAP_STEPS.map((_, i) => steps.filter((s) => s === i).length);
    expect(reply.body.totals).toEqual(perStep);
    // Counting is not part of the other pages: the window's first page alone says M.
    const paged = await bootstrap(world.tokens.admin, 1);
    expect(paged.pages[0]?.step_total).toBe(1);
    expect(paged.pages.slice(1).filter((p) => p.step_total !== undefined || p.totals !== undefined)).toEqual([]);
  });

  it('ends a page with the window step, and fills the others across steps', async () => {
    const { pages, steps } = await bootstrap(world.tokens.admin);
    expect(pages[0]?.changes.every((c) => c.entity === 'plannings')).toBe(true);
    expect(pages[0]?.next).toEqual({ step: 1, after: 0 });
    // The rest of this small company is one page, not one per step.
    expect(pages).toHaveLength(2);
    expect(new Set(steps).size).toBeGreaterThan(5);
  });

  it("pages in each step's order without losing or repeating a row", async () => {
    const one = await bootstrap(world.tokens.admin, 1000);
    const paged = await bootstrap(world.tokens.admin, 2);
    expect(paged.changes.map((c) => `${c.entity}:${c.id}`)).toEqual(one.changes.map((c) => `${c.entity}:${c.id}`));
    // One row a page: every boundary falls somewhere, within a planning's children too.
    const single = await bootstrap(world.tokens.admin, 1);
    expect(single.changes.map((c) => `${c.entity}:${c.id}`)).toEqual(one.changes.map((c) => `${c.entity}:${c.id}`));
    expect(paged.pages.length).toBeGreaterThan(one.pages.length);
  });

  it('answers a planning from before the horizon with its shifts and history, and 404 to whom may not see it', async () => {
    const url = `/api/sync/planning-rows?planning=${old.planning}`;
    const reply = await get<{ changes: Change[] }>(server, url, world.tokens.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.changes.map((c) => `${c.entity}:${c.id}:${c.op}`)).toEqual([
      `plannings:${old.planning}:upsert`, `shifts:${old.shift}:upsert`, `planning_history:${old.history}:upsert`,
    ]);
    expect((await get(server, url, world.tokens.subA)).status).toBe(200);
    expect((await get(server, url, world.tokens.subB)).status).toBe(404);
    expect((await get(server, url)).status).toBe(401);
    const bad = await get<{ issues: { path: string }[] }>(server, '/api/sync/planning-rows?planning=0x1', world.tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path)).toContain('planning');
  });

  it('continues with the feed from head: a change to a row past the horizon still reaches devices (which may hold it, loaded on demand)', async () => {
    const first = await bootstrap(world.tokens.admin);
    const head = first.pages[0]?.head ?? 0;
    await server.ctx.db.updateTable('plannings').set({ description: 'archived note' }).where('id', '=', old.planning).execute();
    await recordChange(server.ctx.db, 'plannings', old.planning, 'upsert');
    const delta = await pullAll(server, world.tokens.admin, head);
    expect(idsOf(delta.changes, 'plannings')).toEqual([old.planning]);
  });

  it('a row crossing the horizon: an old planning moved into it is bootstrapped, a recent one moved out is not', async () => {
    const db = server.ctx.db;
    await db.updateTable('plannings').set({ start: wire(now - 3 * DAY), end: wire(now - 3 * DAY + 3_600_000) }).where('id', '=', old.planning).execute();
    await recordChange(db, 'plannings', old.planning, 'upsert');
    await db.updateTable('plannings').set({ start: wire(now - 120 * DAY), end: wire(now - 120 * DAY + 3_600_000) }).where('id', '=', recent.planning).execute();
    await recordChange(db, 'plannings', recent.planning, 'upsert');
    const { changes } = await bootstrap(world.tokens.admin);
    expect(idsOf(changes, 'plannings')).toContain(old.planning);
    expect(idsOf(changes, 'shifts')).toContain(old.shift);
    expect(idsOf(changes, 'planning_history')).toContain(old.history);
    expect(idsOf(changes, 'plannings')).not.toContain(recent.planning);
    expect(idsOf(changes, 'shifts')).not.toContain(recent.shift);
    // Time does the same: with a horizon of 0 days only plannings that have not ended remain.
    server.ctx.config.syncHorizonDays = 0;
    try {
      const none = await bootstrap(world.tokens.admin);
      expect(idsOf(none.changes, 'plannings')).not.toContain(old.planning);
      expect(idsOf(none.changes, 'plannings')).toContain(inWindow.planning);
    } finally {
      server.ctx.config.syncHorizonDays = 90;
    }
  });
});
