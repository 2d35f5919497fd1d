import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requestHash } from '../../../server/idempotency/request-hash.js';
import { runWrite } from '../../../server/writes/run-write.js';
import { utcNow } from '../../../server/lib/time.js';
import { apiFor, buildWorld, changeLog, insertShift, scenePlannings, shiftBody, type Api, type Role, type World } from '../planning/fixtures.js';

let w: World;
let as: (role: Role) => Api;

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
});
afterEach(async () => {
  await w.server.close();
});

const db = () => w.server.ctx.db;
const shiftIds = async () => (await db().selectFrom('shifts').select('id').where('planning_id', 'in', scenePlannings(w)).execute()).map((r) => r.id);
const keyed = (key: string) => ({ 'Idempotency-Key': key });

describe('Idempotency-Key', () => {
  it('replays the first answer for a retry and applies nothing twice', async () => {
    const key = randomUUID();
    const first = await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toContain('application/json');
    expect(retry.body).toEqual(first.body);
    expect(await shiftIds()).toHaveLength(1);
    expect(await changeLog(w)).toHaveLength(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const key = randomUUID();
    const body = shiftBody(w);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await as('admin')('POST', '/api/shifts', body, keyed(key))).status).toBe(201);
    const retry = await as('admin')('POST', '/api/shifts', reordered, keyed(key));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await shiftIds()).toHaveLength(1);
  });

  it('replays a delete instead of answering 404 the second time', async () => {
    const shift = await insertShift(db(), w.ids.planning);
    const key = randomUUID();
    const first = await as('admin')('DELETE', `/api/shifts/${shift}`, undefined, keyed(key));
    const retry = await as('admin')('DELETE', `/api/shifts/${shift}`, undefined, keyed(key));
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays refusals too (a 4xx is the final answer for that request)', async () => {
    const key = randomUUID();
    const first = await as('admin')('POST', '/api/shifts', shiftBody(w, { end: '2026-03-01 07:00:00' }), keyed(key));
    expect(first.status).toBe(400);
    const retry = await as('admin')('POST', '/api/shifts', shiftBody(w, { end: '2026-03-01 07:00:00' }), keyed(key));
    expect(retry.status).toBe(400);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 422 when the key comes back with another body or url, and applies nothing', async () => {
    const key = randomUUID();
    expect((await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key))).status).toBe(201);
    const otherBody = await as('admin')('POST', '/api/shifts', shiftBody(w, { end: '2026-03-01 18:00:00' }), keyed(key));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.issues).toEqual([{ path: 'Idempotency-Key', message: 'already used for a different request' }]);
    const otherUrl = await as('admin')('PUT', `/api/planning/${w.ids.planning}`, { description: 'x' }, keyed(key));
    expect(otherUrl.status).toBe(422);
    expect(await shiftIds()).toHaveLength(1);
    expect((await db().selectFrom('plannings').select('description').where('id', '=', w.ids.planning).executeTakeFirstOrThrow()).description).toBeNull();
  });

  /** A live process on another machine (fresh heartbeat) holding a running claim. */
  async function claimOfLiveProcess(key: string, body: unknown, seenSecondsAgo = 0) {
    const bootId = randomUUID();
    await db().insertInto('server_processes').values({ boot_id: bootId, host: 'other-machine', pid: 1, started_at: utcNow(-60), seen_at: utcNow(-seenSecondsAgo) }).execute();
    const hash = requestHash({ method: 'POST', url: '/api/shifts', body, headers: {} });
    await db().insertInto('idempotency_keys').values({ user_id: w.users.admin, key, request_hash: hash, state: 'running', created_at: utcNow(), owner: bootId, claim: randomUUID() }).execute();
  }

  it('answers 409 with Retry-After while the first request is still running in a live process', async () => {
    const key = randomUUID();
    const body = shiftBody(w);
    await claimOfLiveProcess(key, body);
    const res = await as('admin')('POST', '/api/shifts', body, keyed(key));
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await shiftIds()).toEqual([]);
  });

  it('takes over at once a claim whose process stopped beating, or that no process owns', async () => {
    const body = shiftBody(w);
    const silent = randomUUID();
    await claimOfLiveProcess(silent, body, 120);
    expect((await as('admin')('POST', '/api/shifts', body, keyed(silent))).status).toBe(201);
    const ownerless = randomUUID();
    const hash = requestHash({ method: 'POST', url: '/api/shifts', body, headers: {} });
    await db().insertInto('idempotency_keys').values({ user_id: w.users.admin, key: ownerless, request_hash: hash, state: 'running', created_at: utcNow(), owner: randomUUID(), claim: randomUUID() }).execute();
    expect((await as('admin')('POST', '/api/shifts', body, keyed(ownerless))).status).toBe(201);
    expect(await shiftIds()).toHaveLength(2);
  });

  it('registers its own process while it runs', async () => {
    const rows = await db().selectFrom('server_processes').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ pid: process.pid })]);
  });

  it('stores the answer with the write: the key is done before the reply leaves', async () => {
    const key = randomUUID();
    const first = await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key));
    const row = await db().selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'done', response_status: 201 });
    expect(JSON.parse(row.response_body ?? '')).toEqual(first.body);
  });

  it('rolls a write back when its claim was taken over meanwhile, so it never commits twice', async () => {
    const key = randomUUID();
    const body = shiftBody(w);
    const hash = requestHash({ method: 'POST', url: '/api/shifts', body, headers: {} });
    // This request's claim token is not the one in the table any more: another attempt holds it.
    await db().insertInto('idempotency_keys').values({ user_id: w.users.admin, key, request_hash: hash, state: 'running', created_at: utcNow(), owner: randomUUID(), claim: 'the-other-attempt' }).execute();
    const stale = { idempotencyClaim: { userId: w.users.admin, key, token: 'this-attempt' }, authUser: { id: w.users.admin }, headers: {}, log: w.server.app.log } as unknown as FastifyRequest;
    const write = runWrite(w.server.ctx, stale, async (trx, changes) => {
      const row = await trx.insertInto('shifts').values({ planning_id: w.ids.planning, request_id: w.ids.request1, subcontractor_id: null, start: '2026-03-01 09:00:00', end: '2026-03-01 10:00:00' }).returning('id').executeTakeFirstOrThrow();
      changes.created('shifts', [row.id]);
    }, () => Promise.resolve({ status: 201, body: {} }));
    await expect(write).rejects.toMatchObject({ statusCode: 409 });
    expect(await shiftIds()).toEqual([]);
    expect(await changeLog(w)).toEqual([]);
  });

  it('stores a refusal as the answer of its key, with nothing committed', async () => {
    const key = randomUUID();
    const refused = await as('admin')('POST', '/api/shifts', { ...shiftBody(w), end: '2020-01-01 00:00:00' }, keyed(key));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const row = await db().selectFrom('idempotency_keys').select(['state', 'response_status']).where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', response_status: refused.status });
    expect(await shiftIds()).toEqual([]);
  });

  it('handles concurrent duplicates: one runs, the others wait (409) or replay', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await shiftIds()).toHaveLength(1);
    // Once the first finished, a late retry replays it.
    const late = await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key));
    expect(late.status).toBe(201);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
  });

  it('scopes keys per user', async () => {
    const key = randomUUID();
    expect((await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key))).status).toBe(201);
    const other = await as('sub1')('POST', '/api/shifts', shiftBody(w), keyed(key));
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await shiftIds()).toHaveLength(2);
  });

  it('runs every request without the header', async () => {
    await as('admin')('POST', '/api/shifts', shiftBody(w));
    await as('admin')('POST', '/api/shifts', shiftBody(w));
    expect(await shiftIds()).toHaveLength(2);
  });

  it('refuses malformed keys with 400', async () => {
    for (const key of ['', 'k'.repeat(201)]) {
      const res = await as('admin')('POST', '/api/shifts', shiftBody(w), keyed(key));
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'Idempotency-Key', message: '1 to 200 printable characters' }]);
    }
    expect((await as('admin')('POST', '/api/shifts', shiftBody(w), keyed('k'.repeat(200)))).status).toBe(201);
    expect(await shiftIds()).toHaveLength(1);
  });

  it('forgets keys after 24 hours and purges expired ones lazily', async () => {
    const key = randomUUID();
    const body = shiftBody(w);
    const hash = requestHash({ method: 'POST', url: '/api/shifts', body, headers: {} });
    const old = utcNow(-25 * 3600);
    await db().insertInto('idempotency_keys').values([
      { user_id: w.users.admin, key, request_hash: hash, state: 'done', response_status: 201, response_body: '{"data":"stale"}', created_at: old },
      { user_id: w.users.sub1, key: 'forgotten', request_hash: 'x', state: 'done', response_status: 200, response_body: '{}', created_at: old },
    ]).execute();
    const res = await as('admin')('POST', '/api/shifts', body, keyed(key));
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await shiftIds()).toHaveLength(1);
    const left = await db().selectFrom('idempotency_keys').select(['user_id', 'key']).execute();
    expect(left).toEqual([{ user_id: w.users.admin, key }]);
  });

  it('ignores the header on reads', async () => {
    const key = randomUUID();
    const a = await as('admin')('GET', `/api/planning/${w.ids.planning}/related`, undefined, keyed(key));
    const b = await as('admin')('GET', `/api/planning/${w.ids.planning}/related`, undefined, keyed(key));
    expect(a.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await db().selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
  });

  it('is installed on every mutating /api route outside auth', async () => {
    const auth = /^\/api\/(login|logout|signup|password\/|account\/password)/;
    const mutating = w.server.app.registeredRoutes.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/') && !auth.test(r.url),
    );
    expect(mutating.length).toBeGreaterThanOrEqual(14);
    for (const route of mutating) {
      // A malformed key is refused by the idempotency hook, after authentication and before the
      // handler: proof that the hook sits on the route.
      const path = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await as('admin')(route.method, path, {}, keyed('k'.repeat(201)));
      expect([route.method, route.url, res.status, res.body.issues]).toEqual([route.method, route.url, 400, [{ path: 'Idempotency-Key', message: '1 to 200 printable characters' }]]);
    }
  });
});
