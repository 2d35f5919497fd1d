/** Every bootstrap step reads its pages through an index in the step's order (SQLite's EXPLAIN
 * QUERY PLAN): no temporary B-tree sorting the step's rows and no scan of a calendar table, from
 * a step's beginning and from the middle of it. This is what keeps a page as cheap as a feed page
 * however many years of plannings the company has. */
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { loadAuthUser } from '../../../server/auth/require-user.js';
import { countStepQuery, stepRowsQuery, type StepBounds, type StepPosition } from '../../../server/sync/bootstrap-step-rows.js';
import { BOOTSTRAP_STEPS, PLANNING_CHILD_ENTITIES } from '../../../src-sync/protocol/bootstrap.js';

let server: TestServer;
let world: World;
const sqlite = (process.env.SYNC_TEST_POSTGRES ?? '') === '';
const BOUNDS: StepBounds = { from: '2030-01-01 00:00:00', to: '2030-02-01 00:00:00', horizonStart: '2029-10-03 00:00:00', chatSince: '2030-01-25 00:00:00' };
const CALENDAR = new Set<string>(['plannings', ...PLANNING_CHILD_ENTITIES]);

async function plan(query: CompiledQuery): Promise<string[]> {
  const { rows } = await server.ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
  return rows.map((r) => r.detail);
}

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
});
afterAll(async () => server.close());

describe.runIf(sqlite)('bootstrap step queries', () => {
  it('page through an index in the step order, from the beginning and from the middle, without sorting', async () => {
    const planner = await loadAuthUser(server.ctx, world.users.planner);
    if (!planner) throw new Error('no planner');
    const positions: StepPosition[] = [
      { after: 0, end: null, planning: null },
      { after: 5, end: '2030-01-10 18:00:00', planning: 3 },
    ];
    for (const [index, step] of BOOTSTRAP_STEPS.entries()) {
      for (const position of positions) {
        const details = await plan(stepRowsQuery(server.ctx.db, planner, step, BOUNDS, step.part === 'all' ? { after: position.after, end: null, planning: null } : position, 1001));
        const label = `step ${index} (${step.entity} ${step.part}) from ${position.end ?? 'its beginning'}: ${details.join(' | ')}`;
        expect(details.some((d) => d.includes('TEMP B-TREE')), label).toBe(false);
        // Each table is searched through an index (a rowid range or a secondary index), never scanned whole.
        expect(details.filter((d) => /^SCAN /.test(d) && !d.includes('USING')), label).toEqual([]);
        if (CALENDAR.has(step.entity) && step.part !== 'all') expect(details.join(' '), label).toMatch(/plannings USING (COVERING )?INDEX plannings_end_id/);
      }
    }
  });

  it('count the window and every calendar step through the same indexes', async () => {
    const planner = await loadAuthUser(server.ctx, world.users.planner);
    if (!planner) throw new Error('no planner');
    for (const [index, step] of BOOTSTRAP_STEPS.entries()) {
      if (!CALENDAR.has(step.entity)) continue;
      const details = await plan(countStepQuery(server.ctx.db, planner, step, BOUNDS));
      const label = `count of step ${index} (${step.entity} ${step.part}): ${details.join(' | ')}`;
      expect(details.filter((d) => /^SCAN /.test(d) && !d.includes('USING')), label).toEqual([]);
      expect(details.join(' '), label).toMatch(/plannings_end_id/);
    }
  });
});
