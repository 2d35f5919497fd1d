/** Against the demo company of server/seed: every row serializes to its strict wire schema, and
 * each demo sign-in's bootstrap holds exactly the plannings its role may see. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { idsOf, pullAll } from '../helpers-sync/http.js';
import { seedDatabase } from '../../../server/seed/seed-database.js';
import { DEMO_PEOPLE } from '../../../server/seed/demo-accounts.js';
import { serializeRows } from '../../../server/serialize/index.js';
import { ENTITY_ROW_SCHEMAS } from '../../../src-sync/protocol/entities.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';

let server: TestServer;

async function tokenFor(email: string): Promise<{ token: string; id: number; subcontractor_id: number | null; client_id: number | null }> {
  const user = await server.ctx.db.selectFrom('users').select(['id', 'subcontractor_id', 'client_id']).where('email', '=', email).executeTakeFirstOrThrow();
  return { ...user, token: await server.ctx.tokens.sign(user.id) };
}

beforeAll(async () => {
  server = await startSyncTestServer();
  await seedDatabase(server.ctx.db, { size: 'demo', now: new Date('2030-01-15T09:00:00Z'), reset: true });
}, 120_000);
afterAll(async () => server.close());

describe('demo seed', () => {
  it.each(SYNC_ENTITIES)('every %s row passes its strict schema', async (entity) => {
    const ids = (await server.ctx.db.selectFrom(entity as 'plannings').select('id').execute()).map((r) => r.id);
    const rows = await serializeRows(server.ctx.db, entity, ids);
    expect(rows.length).toBe(ids.length);
    const schema = ENTITY_ROW_SCHEMAS[entity].strict();
    const bad = rows.map((row) => ({ id: row.id, issues: schema.safeParse(row).error?.issues })).filter((r) => r.issues !== undefined);
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('the subcontractor bootstraps exactly the plannings forwarded to it', async () => {
    const sub = await tokenFor(DEMO_PEOPLE.subcontractor.email);
    const { changes } = await pullAll(server, sub.token);
    const expected = await server.ctx.db.selectFrom('plannings').select('id').where('subcontractor_id', '=', sub.subcontractor_id).orderBy('id').execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(changes, 'plannings')).toEqual(expected.map((r) => r.id));
    expect(changes.some((c) => c.op === 'delete')).toBe(false);
  });

  it('the client bootstraps exactly its organisation\'s plannings and requests, with their shifts and history', async () => {
    const client = await tokenFor(DEMO_PEOPLE.client.email);
    const { changes } = await pullAll(server, client.token, 0, 5000);
    const db = server.ctx.db;
    const own = client.client_id ?? -1;
    const plannings = await db.selectFrom('plannings').select('id').where('client_id', '=', own).orderBy('id').execute();
    const requests = await db.selectFrom('requests').select('id').where('client_id', '=', own).orderBy('id').execute();
    const shifts = await db.selectFrom('shifts').innerJoin('plannings', 'plannings.id', 'shifts.planning_id').select('shifts.id').where('plannings.client_id', '=', own).orderBy('shifts.id').execute();
    const history = await db
      .selectFrom('planning_history').innerJoin('plannings', 'plannings.id', 'planning_history.planning_id')
      .select('planning_history.id').where('plannings.client_id', '=', own).where('planning_history.internal', '=', 0).orderBy('planning_history.id').execute();
    expect(idsOf(changes, 'plannings')).toEqual(plannings.map((r) => r.id));
    expect(idsOf(changes, 'requests')).toEqual(requests.map((r) => r.id));
    expect(shifts.length).toBeGreaterThan(0);
    expect(idsOf(changes, 'shifts')).toEqual(shifts.map((r) => r.id));
    expect(history.length).toBeGreaterThan(0);
    expect(idsOf(changes, 'planning_history')).toEqual(history.map((r) => r.id));
  });

  it('the admin bootstraps every planning', async () => {
    const admin = await tokenFor(DEMO_PEOPLE.admin.email);
    const { changes } = await pullAll(server, admin.token, 0, 5000);
    const count = await server.ctx.db.selectFrom('plannings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(idsOf(changes, 'plannings').length).toBe(Number(count.n));
  });
});
