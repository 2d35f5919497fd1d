/** The spec's list endpoints: pagination shape, filters, own variants, visibility, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { get } from '../helpers-sync/http.js';
import { ENTITY_ROW_SCHEMAS } from '../../../src-sync/protocol/entities.js';
import type { SyncEntity } from '../../../src-sync/protocol/sync.js';

interface Page<T = { id: number }> {
  data: T[];
  next_page_url: string | null;
  current_page: number;
  per_page: number;
  total: number;
}
interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

let server: TestServer;
let world: World;

const COLLECTIONS: [string, SyncEntity][] = [
  ['/api/clients', 'clients'],
  ['/api/branches', 'branches'],
  ['/api/locations', 'locations'],
  ['/api/subcontractors', 'subcontractors'],
  ['/api/requests', 'requests'],
  ['/api/request/equipment', 'request_equipment'],
  ['/api/equipment', 'equipment'],
  ['/api/planning', 'plannings'],
  ['/api/planning/history', 'planning_history'],
  ['/api/shifts', 'shifts'],
  ['/api/agents', 'agents'],
  ['/api/licenses', 'licenses'],
  ['/api/accounts', 'accounts'],
  ['/api/notifications', 'notifications'],
  ['/api/contacts', 'contacts'],
];

const ids = (page: Page) => page.data.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
});
afterAll(async () => server.close());

describe('every collection', () => {
  it.each(COLLECTIONS)('%s answers 401 without a token', async (path) => {
    expect((await get(server, path)).status).toBe(401);
    expect((await get(server, `${path}/1`)).status).toBe(401);
  });

  it.each(COLLECTIONS)('%s pages wire-shaped rows, and serves each row at /:id', async (path, entity) => {
    const page = await get<Page<Record<string, unknown> & { id: number }>>(server, `${path}?page[size]=500`, world.tokens.admin);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['current_page', 'data', 'next_page_url', 'per_page', 'total']);
    expect(page.body.data.length).toBe(page.body.total);
    expect(page.body.data.length).toBeGreaterThan(0);
    for (const row of page.body.data) expect(ENTITY_ROW_SCHEMAS[entity].strict().safeParse(row).success, `${entity} ${row.id}`).toBe(true);
    const first = page.body.data[0];
    const one = await get<{ id: number }>(server, `${path}/${first?.id}`, world.tokens.admin);
    expect(one.body).toEqual(first);
    expect((await get(server, `${path}/999999`, world.tokens.admin)).status).toBe(404);
  });
});

describe('pagination', () => {
  it('follows next_page_url to the last page, where it is null', async () => {
    const first = await get<Page>(server, '/api/planning?sort=-id&page[size]=3', world.tokens.admin);
    expect(first.body).toMatchObject({ current_page: 1, per_page: 3, total: 4 });
    expect(first.body.data.map((r) => r.id)).toEqual([4, 3, 2]);
    expect(first.body.next_page_url).toMatch(new RegExp(`^${server.url}/api/planning\\?`));
    const second = await get<Page>(server, (first.body.next_page_url ?? '').slice(server.url.length), world.tokens.admin);
    expect(second.body).toMatchObject({ current_page: 2, per_page: 3, total: 4, next_page_url: null });
    expect(second.body.data.map((r) => r.id)).toEqual([1]);
  });

  it('notifications: sort=-id&page[number]=1, unread count and reset', async () => {
    const list = await get<Page>(server, '/api/notifications?sort=-id&page[number]=1', world.tokens.admin);
    expect(list.body.data.map((r) => r.id)).toEqual([2, 1]);
    expect((await get(server, '/api/notifications/unread', world.tokens.admin)).body).toEqual({ count: 2 });
    expect((await get(server, '/api/notifications/unread', world.tokens.subA)).body).toEqual({ count: 0 });
    const before = await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow();
    expect((await get(server, '/api/notifications/unread/reset', world.tokens.admin)).body).toEqual({ count: 0 });
    expect((await get(server, '/api/notifications/unread', world.tokens.admin)).body).toEqual({ count: 0 });
    const logged = await server.ctx.db.selectFrom('change_log').select('row_id').where('entity', '=', 'notifications').where('seq', '>', Number(before.seq)).execute();
    expect(logged.map((r) => r.row_id).sort()).toEqual([1, 2]);
  });
});

describe('visibility through the lists', () => {
  it('a subcontractor lists and reads only the plannings forwarded to it', async () => {
    expect(ids((await get<Page>(server, '/api/planning', world.tokens.subA)).body)).toEqual([world.plannings.p1, world.plannings.p4]);
    expect((await get(server, `/api/planning/${world.plannings.p2}`, world.tokens.subA)).status).toBe(404);
    expect((await get(server, `/api/shifts/${world.shifts.s2}`, world.tokens.subA)).status).toBe(404);
    expect(ids((await get<Page>(server, '/api/requests', world.tokens.subA)).body)).toEqual([]);
  });

  it('a client lists its own organisation only, and the own variants', async () => {
    expect(ids((await get<Page>(server, '/api/requests', world.tokens.client1)).body)).toEqual([world.requests.r1]);
    expect(ids((await get<Page>(server, '/api/requests/own', world.tokens.client1)).body)).toEqual([world.requests.r1]);
    expect(ids((await get<Page>(server, '/api/requests/own', world.tokens.admin)).body)).toEqual([]);
    expect((await get<Page>(server, '/api/locations/own', world.tokens.client2)).body.total).toBe(1);
    const own = await get<{ id: number; name: string; branches: { name: string }[] }>(server, '/api/clients/own', world.tokens.client1);
    expect(own.body).toMatchObject({ id: world.clients.c1, name: 'Acme', branches: [{ name: 'Acme North' }] });
    expect((await get(server, '/api/clients/own', world.tokens.subA)).status).toBe(404);
    expect((await get(server, `/api/requests/${world.requests.r2}`, world.tokens.client1)).status).toBe(404);
  });

  it('filters: planner range, agents with a user, filter[...]', async () => {
    const range = await get<Page>(server, '/api/planning?start=2030-01-11%2000:00&end=2030-01-12%2023:59', world.tokens.planner);
    expect(ids(range.body)).toEqual([world.plannings.p2, world.plannings.p3]);
    expect(ids((await get<Page>(server, '/api/agents?with_user=1', world.tokens.admin)).body)).toEqual([world.agents.a1]);
    expect(ids((await get<Page>(server, `/api/shifts?filter[planning_id]=${world.plannings.p1}`, world.tokens.admin)).body)).toEqual([world.shifts.s1]);
    expect((await get<Page>(server, '/api/planning?filter[status]=pending', world.tokens.admin)).body.total).toBe(0);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/planning?page[size]=0', 'page[size]'],
    ['/api/planning?page[size]=501', 'page[size]'],
    ['/api/planning?page[number]=abc', 'page[number]'],
    ['/api/planning?sort=bogus', 'sort'],
    ['/api/planning?start=2030-13', 'start'],
    ['/api/planning?filter[status]=lost', 'filter[status]'],
    ['/api/planning?filter[bogus]=1', 'filter[bogus]'],
    ['/api/agents?with_user=yes', 'with_user'],
    ['/api/branches?filter[client_id]=3000000000', 'filter[client_id]'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const reply = await get<ErrorBody>(server, path, world.tokens.admin);
    expect(reply.status).toBe(400);
    expect(reply.body.issues?.map((i) => i.path)).toContain(field);
  });

  // A path whose id is not an id names nothing: 404, as for any unknown path (the id rule).
  it.each(['/api/planning/abc', '/api/notifications/0', '/api/planning/3000000000'])('%s answers 404 naming id', async (path) => {
    const reply = await get<ErrorBody>(server, path, world.tokens.admin);
    expect(reply.status).toBe(404);
    expect(reply.body.issues?.map((i) => i.path)).toEqual(['id']);
  });
});
