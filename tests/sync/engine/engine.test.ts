import { firstValueFrom, filter } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import type { Engine } from '../../../src-sync/engine/engine-types.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import { updatePlanning } from '../../../src-sync/mutations/update-planning.js';
import { readCursor } from '../../../src-sync/pull/sync-state.js';
import { EMPTY_BOOTSTRAP, FakeHttp, FakeRealtime, eventually, freshDb, httpError, recordingLogger } from '../helpers/fakes.js';
import { BOOTSTRAP_PATH } from '../../../src-sync/protocol/bootstrap.js';
import { FakeLocks } from '../helpers/fake-locks.js';
import { planningRow, requestRow, upsert } from '../helpers/rows.js';

const engines: Engine[] = [];
const dbs: VigilDb[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop();
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

function feedServer() {
  let cursor = 0;
  let pending: unknown[] = [];
  const http = new FakeHttp((request) => {
    if (request.url === '/api/sync/changes') {
      const from = Number(request.params?.cursor);
      const changes = from < cursor ? pending : [];
      return { changes, cursor, has_more: false };
    }
    if (request.url === BOOTSTRAP_PATH) return EMPTY_BOOTSTRAP;
    if (request.url === '/broadcasting/auth') return { auth: 'vigil:sig' };
    if (request.method === 'PUT') return { data: planningRow(1, { description: 'saved', updated_at: '2026-05-01 00:00:00' }) };
    throw httpError(404);
  });
  return {
    http,
    publish(changes: unknown[]) {
      cursor += changes.length;
      pending = changes;
      return cursor;
    },
    feedCalls: () => http.requests.filter((r) => r.url === '/api/sync/changes').length,
  };
}

function start(options: { db?: VigilDb; http: FakeHttp; locks?: FakeLocks | null; network?: ReturnType<typeof manualNetworkStatus>; disconnectedPullIntervalMs?: number }) {
  const db = options.db ?? freshDb();
  dbs.push(db);
  const realtime = new FakeRealtime();
  const logger = recordingLogger();
  const engine = createEngine({
    db, http: options.http, realtime, userId: 7, locks: options.locks ?? null, logger, network: options.network ?? manualNetworkStatus(),
    ...(options.disconnectedPullIntervalMs === undefined ? {} : { disconnectedPullIntervalMs: options.disconnectedPullIntervalMs }),
  });
  engines.push(engine);
  engine.start();
  return { db, realtime, engine, logger };
}

describe('engine', () => {
  it('connects the user channel and pulls on start', async () => {
    const server = feedServer();
    server.publish([upsert('plannings', planningRow(1))]);
    const { db, realtime, engine } = start({ http: server.http });
    await eventually(async () => (await db.plannings.count()) === 1);
    expect(realtime.options?.userId).toBe(7);
    expect(await realtime.options?.authorize('1.2', 'private-App.User.7')).toEqual({ auth: 'vigil:sig' });
    expect(server.http.requests.find((r) => r.url === '/broadcasting/auth')?.body).toEqual({ socket_id: '1.2', channel_name: 'private-App.User.7' });
    expect(await firstValueFrom(engine.lastSyncAt$.pipe(filter((v) => v !== null)))).toBeGreaterThan(0);
  });

  it('pulls on every subscription and on a changes event ahead of the local cursor only', async () => {
    const server = feedServer();
    const { db, realtime, engine } = start({ http: server.http });
    await engine.pull();
    const before = server.feedCalls();
    realtime.subscribed();
    await eventually(() => server.feedCalls() === before + 1);
    await engine.pull();
    const cursor = server.publish([upsert('plannings', planningRow(3))]);
    realtime.emit('changes', { cursor: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.plannings.count()).toBe(0);
    realtime.emit('changes', { cursor });
    await eventually(async () => (await db.plannings.count()) === 1);
    expect(await readCursor(db)).toBe(cursor);
  });

  it('pulls on its own while the live channel is not subscribed (a device with nothing queued hears of an SOS), and stops once it is', async () => {
    const server = feedServer();
    const network = manualNetworkStatus();
    const { db, realtime, engine } = start({ http: server.http, network, disconnectedPullIntervalMs: 40 });
    await engine.pull();
    realtime.state('disconnected');
    const before = server.feedCalls();
    server.publish([upsert('plannings', planningRow(4))]);
    // No event, no write: the poll alone brings the row.
    await eventually(async () => (await db.plannings.count()) === 1);
    await eventually(() => server.feedCalls() >= before + 2);
    // Offline, it does not knock on a door it cannot reach.
    network.set(false);
    await engine.pull();
    const offline = server.feedCalls();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.feedCalls()).toBe(offline);
    network.set(true);
    // A socket connected but not yet subscribed hears nothing: the poll goes on.
    realtime.state('connected');
    const connected = server.feedCalls();
    await eventually(() => server.feedCalls() >= connected + 2);
    // Subscribed, the events come through the channel: the poll stops.
    realtime.subscribed();
    await engine.pull();
    const subscribed = server.feedCalls();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.feedCalls()).toBe(subscribed);
  });

  it('applies a full row from an event at once, skips a malformed one, and pulls either way', async () => {
    const server = feedServer();
    const { db, realtime, engine, logger } = start({ http: server.http });
    await engine.pull();
    const calls = server.feedCalls();
    realtime.emit('request-updated', { request: requestRow(4, { status: 'confirmed' }) });
    await eventually(async () => (await db.requests.get(4))?.status === 'confirmed');
    realtime.emit('request-created', { request: { id: 'garbage' } });
    await eventually(() => server.feedCalls() >= calls + 2);
    expect(logger.warnings.some((w) => w.includes('request-created'))).toBe(true);
    expect(await db.requests.count()).toBe(1);
  });

  it('reports its state as observables and retries the outbox when the network returns', async () => {
    const server = feedServer();
    const network = manualNetworkStatus(true);
    let down = true;
    const inner = server.http.handler;
    server.http.handler = (request) => {
      if (down && request.method === 'PUT') throw httpError(0, 'offline');
      return inner(request);
    };
    const { db, realtime, engine } = start({ http: server.http, network });
    await db.plannings.put(planningRow(1));
    await eventually(() => realtime.handlers !== null);
    realtime.state('connected');
    expect(await firstValueFrom(engine.connected$.pipe(filter(Boolean)))).toBe(true);
    await updatePlanning(db, 1, { description: 'mine' });
    expect(await firstValueFrom(engine.pendingCount$.pipe(filter((n) => n === 1)))).toBe(1);
    await eventually(async () => (await db.outbox.toArray())[0]?.state === 'waiting');
    network.set(false);
    expect((await firstValueFrom(engine.state$)).online).toBe(false);
    down = false;
    network.set(true);
    expect(await firstValueFrom(engine.pendingCount$.pipe(filter((n) => n === 0)))).toBe(0);
    expect((await db.plannings.get(1))?.description).toBe('saved');
    const state = await firstValueFrom(engine.state$);
    expect(state).toMatchObject({ online: true, connected: true, leader: true, failedCount: 0, pendingCount: 0 });
  });

  it('sends a backing-off write at once when the socket re-subscribes (the server is back)', async () => {
    const server = feedServer();
    let down = true;
    const inner = server.http.handler;
    server.http.handler = (request) => {
      if (down && request.method === 'PUT') throw httpError(503, 'Service unavailable', { retryAfter: 60 });
      return inner(request);
    };
    const { db, realtime, engine } = start({ http: server.http });
    await db.plannings.put(planningRow(1));
    await eventually(() => realtime.handlers !== null);
    await updatePlanning(db, 1, { description: 'mine' });
    await eventually(async () => (await db.outbox.toArray())[0]?.state === 'waiting');
    const waiting = (await db.outbox.toArray())[0];
    // Retry-After put the next try a minute away; nothing else would wake it during this test.
    expect(waiting?.next_attempt_at ?? 0).toBeGreaterThan(Date.now() + 30_000);
    down = false;
    realtime.subscribed();
    expect(await firstValueFrom(engine.pendingCount$.pipe(filter((n) => n === 0)))).toBe(0);
    expect((await db.plannings.get(1))?.description).toBe('saved');
  });

  it('surfaces a failed pull as lastError and keeps running', async () => {
    const http = new FakeHttp(() => {
      throw httpError(503, 'Service unavailable');
    });
    const { engine } = start({ http });
    expect(await firstValueFrom(engine.lastError$.pipe(filter((e) => e !== null)))).toEqual({ code: 'sync_failed', detail: 'Service unavailable' });
    expect(await firstValueFrom(engine.pullError$.pipe(filter((e) => e !== null)))).toMatch(/Service unavailable/);
    // The next good pull clears it (the screens waiting on the first sync go back to loading).
    http.handler = feedServer().http.handler;
    await engine.pull();
    expect(await firstValueFrom(engine.pullError$)).toBeNull();
    expect((await firstValueFrom(engine.state$)).pullError).toBeNull();
  });
});

describe('leader election', () => {
  it('runs pull, realtime and outbox in one tab; another takes over when it stops', async () => {
    const server = feedServer();
    const locks = new FakeLocks();
    const first = start({ http: server.http, locks });
    const second = start({ db: new VigilDb(first.db.name), http: server.http, locks });
    expect(await firstValueFrom(first.engine.isLeader$.pipe(filter(Boolean)))).toBe(true);
    expect(second.realtime.connects).toBe(0);
    // The follower sees the leader's status through the database.
    await eventually(() => first.realtime.handlers !== null);
    first.realtime.state('connected');
    expect(await firstValueFrom(second.engine.connected$.pipe(filter(Boolean)))).toBe(true);
    // A write queued in the follower is sent by the leader.
    await second.db.plannings.put(planningRow(1));
    await updatePlanning(second.db, 1, { description: 'from tab 2' });
    await eventually(async () => (await second.db.outbox.count()) === 0);
    expect(server.http.writes()).toHaveLength(1);

    await first.engine.stop();
    expect(first.realtime.disconnects).toBe(1);
    expect(await firstValueFrom(second.engine.isLeader$.pipe(filter(Boolean)))).toBe(true);
    await eventually(() => second.realtime.connects === 1);
  });
});
