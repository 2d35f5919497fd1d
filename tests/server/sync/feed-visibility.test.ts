/** The change feed over HTTP: what each role receives from a bootstrap, paging and cursors,
 * and the 400/401 answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { ROLES, buildWorld, type World } from '../helpers-sync/world.js';
import { get, idsOf, pullAll } from '../helpers-sync/http.js';
import { ENTITY_ROW_SCHEMAS } from '../../../src-sync/protocol/entities.js';
import { changeSchema, feedPageSchema, type FeedPage } from '../../../src-sync/protocol/sync.js';

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
});
afterAll(async () => server.close());

describe('GET /api/sync/changes', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect((await get(server, '/api/sync/changes')).status).toBe(401);
    expect((await get(server, '/api/sync/changes', 'not-a-token')).status).toBe(401);
  });

  it.each([
    ['cursor=-1', 'cursor'],
    ['cursor=abc', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=5001', 'limit'],
    ['cursor=1.5', 'cursor'],
  ])('answers 400 naming the field for %s', async (qs, field) => {
    const reply = await get<{ error: string; issues: { path: string }[] }>(server, `/api/sync/changes?${qs}`, world.tokens.admin);
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((i) => i.path)).toContain(field);
  });

  it('bootstraps each role with valid rows and no deletes', async () => {
    for (const role of ROLES) {
      const { changes } = await pullAll(server, world.tokens[role]);
      for (const change of changes) {
        expect(changeSchema.safeParse(change).success).toBe(true);
        expect(change.op).toBe('upsert');
        expect(ENTITY_ROW_SCHEMAS[change.entity].strict().safeParse(change.data).success, `${role} ${change.entity} ${change.id}`).toBe(true);
      }
    }
  });

  it('never sends a subcontractor a planning (or its shifts and history) not forwarded to it', async () => {
    const { changes } = await pullAll(server, world.tokens.subA);
    expect(idsOf(changes, 'plannings')).toEqual([world.plannings.p1, world.plannings.p4]);
    expect(idsOf(changes, 'shifts')).toEqual([world.shifts.s1, world.shifts.s4]);
    expect(idsOf(changes, 'planning_history')).toEqual([world.history.h1]);
    expect(idsOf(changes, 'requests')).toEqual([]);
    expect(idsOf(changes, 'clients')).toEqual([]);
    expect(idsOf(changes, 'subcontractors')).toEqual([world.subcontractors.A]);
  });

  it('sends a client its own organisation only, with the shifts and history of its plannings', async () => {
    const { changes } = await pullAll(server, world.tokens.client1);
    expect(idsOf(changes, 'plannings')).toEqual([world.plannings.p1, world.plannings.p2]);
    expect(idsOf(changes, 'requests')).toEqual([world.requests.r1]);
    expect(idsOf(changes, 'clients')).toEqual([world.clients.c1]);
    expect(idsOf(changes, 'shifts')).toEqual([world.shifts.s1, world.shifts.s2]);
    expect(idsOf(changes, 'planning_history')).toEqual([world.history.h1, world.history.h2]);
    expect(idsOf(changes, 'channels')).toEqual([]);
  });

  it('sends the admin everything outside chat groups it is not in', async () => {
    const { changes } = await pullAll(server, world.tokens.admin);
    expect(idsOf(changes, 'plannings')).toHaveLength(4);
    expect(idsOf(changes, 'contacts')).toHaveLength(3);
    expect(idsOf(changes, 'channels')).toEqual([world.channels.ch1, world.channels.ch2]);
  });

  it('pages with has_more and a cursor that advances over entries the user cannot see', async () => {
    const total = await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const last = await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow();
    const paged = await pullAll(server, world.tokens.subB, 0, 3);
    expect(paged.pages).toBe(Math.ceil(Number(total.n) / 3));
    expect(paged.cursor).toBe(last.seq);
    const whole = await pullAll(server, world.tokens.subB);
    expect(paged.changes).toEqual(whole.changes);
    // A page of only invisible entries: empty, yet the cursor moves on to its last entry.
    const firstPlanning = await server.ctx.db.selectFrom('change_log').select('seq').where('entity', '=', 'plannings').orderBy('seq').executeTakeFirstOrThrow();
    const page = await get<FeedPage>(server, `/api/sync/changes?cursor=${firstPlanning.seq - 1}&limit=1`, world.tokens.client2);
    expect(feedPageSchema.safeParse(page.body).success).toBe(true);
    expect(page.body).toEqual({ changes: [], cursor: firstPlanning.seq, has_more: true });
  });

  it('returns an empty last page at the head of the log', async () => {
    const { cursor } = await pullAll(server, world.tokens.agent);
    const reply = await get<FeedPage>(server, `/api/sync/changes?cursor=${cursor}`, world.tokens.agent);
    expect(reply.body).toEqual({ changes: [], cursor, has_more: false });
  });
});
