/**
 * The outbox against the real server when the server, not the network, goes away, and when the
 * session's tokens expire or are revoked while writes wait (issue: a queue must never wedge).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../../server/auth/access-token.js';
import { issueRefreshToken } from '../../../server/auth/refresh-tokens.js';
import { createMemoryCookieJar } from '../../../src-sync/api/index.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { eventually } from '../helpers/fakes.js';
import type { ProxiedRequest, ProxyAction } from '../helpers/fault-proxy.js';
import { RealStack, bootstrapped, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

/** Every request the engine makes, whether or not the server is there to take it. */
function recordRequests(): ProxiedRequest[] {
  const seen: ProxiedRequest[] = [];
  const rule = stack.proxy.rule;
  stack.proxy.rule = (request): ProxyAction => {
    seen.push(request);
    return rule(request);
  };
  return seen;
}

const serverPlanning = (id: number) => stack.server.context.db.selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a server-only outage', () => {
  it('is probed while writes wait, and they go as soon as the server answers, without any network event', { timeout: 30_000 }, async () => {
    const { plannings } = stack.world;
    const admin = stack.engineFor('admin');
    await bootstrapped(admin, 4);
    const seen = recordRequests();
    // No socket either: its reconnect must not be what wakes the outbox.
    stack.proxy.wsBlocked = true;
    await stack.down();
    await updatePlanning(admin.db, plannings.p3, { description: 'written while the server was down' });
    await eventually(async () => (await admin.db.outbox.toArray())[0]?.state === 'waiting', 5000);
    // Barrier: the engine asks, again and again, whether the server is back.
    await eventually(() => seen.filter((r) => r.url === '/healthz').length >= 2, 10_000);
    expect((await admin.db.outbox.toArray())[0]?.attempts).toBe(1);

    await stack.up();
    await eventually(async () => (await admin.db.outbox.count()) === 0, 10_000);
    expect((await serverPlanning(plannings.p3)).description).toBe('written while the server was down');
    // What reached the server: a probe first, then the write it released.
    const reached = stack.proxy.forwarded.map((r) => `${r.method} ${r.url}`).filter((line) => !line.startsWith('GET /api/sync'));
    expect(reached.indexOf('GET /healthz')).toBeGreaterThanOrEqual(0);
    expect(reached.indexOf(`PUT /api/planning/${plannings.p3}`)).toBeGreaterThan(reached.indexOf('GET /healthz'));
  });
});

describe('tokens expiring while writes wait', () => {
  async function signedInWithCookie(): Promise<{ admin: EngineHandle; expired: string }> {
    const ctx = stack.server.context;
    const { token } = await issueRefreshToken(ctx.db, stack.world.users.admin, 3600);
    const jar = createMemoryCookieJar();
    jar.store([`vigil_refresh=${token}; HttpOnly; Path=/`]);
    const admin = stack.engineFor('admin', undefined, { cookieJar: jar });
    await bootstrapped(admin, 4);
    const secret = fs.readFileSync(path.join(stack.server.dataDir, 'app-secret'), 'utf8').trim();
    const expired = await new AccessTokens(secret, -60).sign(stack.world.users.admin);
    return { admin, expired };
  }

  /** Twenty more plannings on the server, pulled by the engine: twenty independent records. */
  async function twentyPlannings(admin: EngineHandle): Promise<number[]> {
    const db = stack.server.context.db;
    const { id: _id, ...model } = await db.selectFrom('plannings').selectAll().where('id', '=', stack.world.plannings.p3).executeTakeFirstOrThrow();
    const rows = await db.insertInto('plannings').values(Array.from({ length: 20 }, (_, i) => ({ ...model, start: `2030-02-${String(i + 1).padStart(2, '0')} 08:00:00`, end: `2030-02-${String(i + 1).padStart(2, '0')} 18:00:00` }))).returning('id').execute();
    const ids = rows.map((row) => row.id);
    await recordRowChanges(db, 'plannings', ids, 'upsert');
    await admin.engine.pull();
    await bootstrapped(admin, 24);
    return ids;
  }

  async function queueTwentyOffline(admin: EngineHandle, ids: readonly number[]): Promise<void> {
    stack.proxy.rule = (r) => (r.url.startsWith('/api/') || r.url === '/healthz' ? 'drop-request' : 'pass');
    admin.network.set(false);
    for (const [i, id] of ids.entries()) await updatePlanning(admin.db, id, { description: `round ${i + 1}` });
  }

  let ids: number[] = [];
  const savedRounds = async () =>
    (await stack.server.context.db.selectFrom('plannings').select('description').where('id', 'in', ids).execute()).map((r) => r.description).filter((d) => d !== null).sort();
  const expectedRounds = Array.from({ length: 20 }, (_, i) => `round ${i + 1}`).sort();

  it('20 writes queued offline while the access token expires all go once back online, with one refresh', { timeout: 30_000 }, async () => {
    const { admin, expired } = await signedInWithCookie();
    ids = await twentyPlannings(admin);
    await queueTwentyOffline(admin, ids);
    admin.api.setAccessToken(expired);
    stack.proxy.rule = () => 'pass';
    const seen = recordRequests();
    admin.network.set(true);
    await settle(admin);
    expect(await savedRounds()).toEqual(expectedRounds);
    expect(await admin.db.outbox.count()).toBe(0);
    expect(seen.filter((r) => r.url === '/oauth/token')).toHaveLength(1);
    // Each applied once: one accepted PUT per planning.
    const puts = stack.proxy.forwarded.filter((r) => r.method === 'PUT' && r.status === 200);
    expect(new Set(puts.map((r) => r.idempotencyKey)).size).toBe(20);
  });

  it('with the session revoked too, the writes are held (not failed, not retried one by one) and all go at once after signing in again', { timeout: 30_000 }, async () => {
    const { admin, expired } = await signedInWithCookie();
    ids = await twentyPlannings(admin);
    await queueTwentyOffline(admin, ids);
    admin.api.setAccessToken(expired);
    await stack.server.context.db.updateTable('refresh_tokens').set({ revoked_at: '2030-01-01 00:00:00' }).execute();
    stack.proxy.rule = () => 'pass';
    const seen = recordRequests();
    admin.network.set(true);
    // Held: the first refusal stops the queue; nothing is rolled back or failed.
    await eventually(() => seen.some((r) => r.url === '/oauth/token'), 10_000);
    await eventually(async () => (await admin.db.outbox.toArray()).some((row) => row.last_status === 401), 10_000);
    await admin.engine.flush();
    const rows = await admin.db.outbox.toArray();
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.state === 'waiting' || row.state === 'pending')).toBe(true);
    // One refusal of the refresh is the answer for all of them: no refresh per queued write.
    expect(seen.filter((r) => r.url === '/oauth/token')).toHaveLength(1);
    expect(await savedRounds()).toEqual([]);

    // The user signs in again: a new token, and the queue goes at once.
    admin.api.setAccessToken(stack.world.tokens.admin);
    await settle(admin, 10_000);
    expect(await savedRounds()).toEqual(expectedRounds);
  });
});
