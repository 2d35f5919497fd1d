/**
 * The id rule: only canonical positive integers up to 2^31-1 are ids. `0x5dd`, `1501.0`, `+1501`,
 * `01501` and `1501e0` all read as 1501 with Number(); none of them may reach a record, on any
 * route, PUT and DELETE included. The routes come from the running app, so a new one is held
 * to the rule without being listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { apiFor, buildWorld, changeLog, insertHistory, insertShift, type Api, type World } from '../planning/fixtures.js';

let w: World;
let admin: Api;
beforeAll(async () => {
  w = await buildWorld();
  const shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
  await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'note');
  await w.server.ctx.db.deleteFrom('change_log').execute();
  admin = apiFor(w.server, w.tokens.admin);
});
afterAll(async () => {
  await w.server.close();
});

/** Non-canonical spellings of `id`, each of which Number() reads as `id`. */
const spellings = (id: number) => [`0x${id.toString(16)}`, `${id}.0`, `+${id}`, `0${id}`, `${id}e0`, ` ${id}`, `${id}%20`];

const idParam = (name: string) => name === 'id' || name.endsWith('Id');

describe('ids in paths', () => {
  it('every route with an id parameter answers 404 to every non-canonical spelling, and writes nothing', async () => {
    const routes = w.server.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.split('/').some((p) => p.startsWith(':') && idParam(p.slice(1))));
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      for (const spelling of [...spellings(w.ids.planning), '2147483648', '0', '-1']) {
        const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (idParam(name) ? encodeURI(spelling) : 'x'));
        const res = await admin(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        const error = apiErrorSchema.safeParse(res.body);
        if (res.status !== 404 || !error.success || (error.data.issues ?? []).length === 0) {
          failures.push(`${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await changeLog(w)).toEqual([]);
  });

  it('names the parameter in the 404', async () => {
    const res = await admin('PUT', '/api/planning/01501', { description: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.issues).toEqual([{ path: 'id', message: expect.stringContaining('positive whole number') }]);
  });

  it('the canonical spelling still works', async () => {
    const res = await admin('GET', `/api/planning/${w.ids.planning}`);
    expect(res.status).toBe(200);
  });
});

describe('ids and numbers in query strings', () => {
  it.each([
    [`/api/planning?filter[client_id]=0x1`, 'filter[client_id]'],
    [`/api/planning?filter[request_id]=01`, 'filter[request_id]'],
    [`/api/planning?filter[request_id]=2147483648`, 'filter[request_id]'],
    [`/api/planning?page[size]=1e1`, 'page[size]'],
    [`/api/sync/changes?cursor=0x10`, 'cursor'],
    [`/api/sync/changes?limit=10.0`, 'limit'],
    [`/api/sync/rows?keys=plannings:2147483648`, 'keys.0.id'],
    [`/api/sync/rows?keys=plannings:01`, 'keys.0.id'],
    [`/api/sync/rows?keys=plannings:-1`, 'keys.0'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const res = await admin('GET', path);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
  });
});

describe('bodies that are not objects, and impossible dates', () => {
  it('PUT /api/planning/{id} with body null is 400 naming the body, not an empty update', async () => {
    for (const body of [null, [], 'text', 42]) {
      const res = await admin('PUT', `/api/planning/${w.ids.planning}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'body', message: 'expected an object' }]);
    }
    expect(await changeLog(w)).toEqual([]);
  });

  it.each([
    ['start=2026-02-30', 'start'],
    ['end=2026-02-31%2010:00', 'end'],
    ['start=2026-01-01%2024:00', 'start'],
    ['start=2026-13-01', 'start'],
  ])('GET /api/planning?%s answers 400 naming %s', async (query, field) => {
    const res = await admin('GET', `/api/planning?${query}`);
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
  });
});
