/**
 * The workspace manager with a session started offline: the user's database opens, queued writes
 * stay queued without hammering the server, and once the network and the token are back the
 * write is sent exactly once with the new token.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createEngine,
  createWorkspaceManager,
  LOGGED_IN_FLAG,
  OWN_ACCOUNT_KEY,
  silentLogger,
  VigilDb,
  type OutboxRow,
  type WorkspaceManager,
} from '../../../src-sync/index.js';
import { writableDb } from '../../../src-sync/db/vigil-db.js';
import { FakeRealtime, eventually } from '../helpers/fakes.js';
import { bearerOf, tokenBody } from '../session/stub-server.js';
import { noor, startOfflineHarness, type OfflineHarness } from './offline-harness.js';

let h: OfflineHarness;
let manager: WorkspaceManager;
const dbName = () => `vigil-offline-${process.pid}-${Math.random().toString(36).slice(2)}`;

function queuedWrite(): OutboxRow {
  return {
    uuid: 'b7f1c1f0-0000-4000-8000-000000000001',
    record_key: 'plannings:1',
    entity: 'plannings',
    op: 'update-planning',
    method: 'PUT',
    path: '/api/planning/{id}',
    target_id: 1,
    body: { description: 'Written offline' },
    temp_id: null,
    temp_key: null,
    effects: [],
    keys: ['plannings:1'],
    state: 'pending',
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    last_status: null,
    issues: [],
    created_at: Date.now(),
  };
}

beforeEach(async () => {
  h = await startOfflineHarness();
  h.storage.setItem(LOGGED_IN_FLAG, '1');
  h.storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify(noor));
  const authed = (ok: unknown) => (req: Parameters<typeof bearerOf>[0]) =>
    bearerOf(req) === 'good' ? { status: 200, body: ok } : { status: 401, body: { error: 'unauthenticated', message: 'No token.' } };
  h.server.on('GET /api/sync/changes', authed({ changes: [], cursor: 0, has_more: false }));
  h.server.on('PUT /api/planning/1', authed({ data: null }));
  manager = createWorkspaceManager({
    session: h.session,
    http: h.api,
    createRealtime: () => new FakeRealtime(),
    openDb: () => new VigilDb(dbName()),
    createEngine: (options) => createEngine({ ...options, locks: null, logger: silentLogger, network: h.network, historyImages: false }),
  });
});

afterEach(async () => {
  await manager.dispose();
  await h.close();
});

describe('workspace of an offline session', () => {
  it('opens the stored user database, keeps writes queued, and sends them once back online', async () => {
    h.setDown(true);
    await h.session.checkAuthorization();
    await eventually(() => manager.getWorkspace() !== null);
    const workspace = manager.getWorkspace();
    expect(workspace?.userId).toBe(7);
    // The test queues a write the way the engine stores one (the UI cannot reach the outbox).
    await (workspace ? writableDb(workspace.db) : undefined)?.outbox.add(queuedWrite());
    expect(await manager.unsentWrites()).toBe(1);

    // Offline: the engine tries the write, the network refuses it, and it waits for a later
    // attempt (barrier: the attempt is recorded); nothing reached the server.
    const row = () => (workspace ? writableDb(workspace.db) : undefined)?.outbox.get({ uuid: queuedWrite().uuid });
    const backingOff = async (attempts: number) => {
      const current = await row();
      return current !== undefined && current.attempts >= attempts && current.state === 'waiting' && current.next_attempt_at > Date.now();
    };
    await eventually(() => backingOff(1), 5000);
    expect(h.server.calls).toHaveLength(0);

    // The network is back but the token is not (the refresh endpoint still fails): the engine's
    // 401s lead to one refresh attempt each and back off, never a tight loop (barrier: the write
    // was tried again and now waits for a later time, so nothing is sent before then).
    h.server.on('POST /oauth/token', () => ({ status: 503, body: { message: 'Starting up' } }));
    h.setDown(false);
    await eventually(async () => h.server.calls.length > 0 && (await backingOff(2)), 5000);
    expect(h.session.getState().offline).toBe(true);
    expect(h.server.calls.length).toBeLessThan(15);
    expect(await manager.unsentWrites()).toBe(1);

    // The server is fully back: the session validates and the write lands exactly once.
    h.server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    await h.session.reconnect?.();
    expect(h.session.getState()).toMatchObject({ status: 'signed-in', offline: false });
    await workspace?.engine.retryNow();
    await eventually(async () => (await manager.unsentWrites()) === 0, 5000);
    const sent = h.server.calls.filter((call) => call.method === 'PUT' && bearerOf(call) === 'good');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ description: 'Written offline' });
    // The same workspace stayed open across the re-validation (no reopen, no wipe).
    expect(manager.getWorkspace()).toBe(workspace);
  });

  it('closes the workspace without wiping it when the session turns out to be over', async () => {
    h.setDown(true);
    await h.session.checkAuthorization();
    await eventually(() => manager.getWorkspace() !== null);
    const local = manager.getWorkspace()?.db;
    const db = local ? writableDb(local) : undefined;
    await db?.outbox.add(queuedWrite());
    h.server.on('POST /oauth/token', () => ({ status: 401, body: { error: 'invalid_grant', message: 'Revoked.' } }));
    h.setDown(false);
    await eventually(() => h.session.getState().status === 'signed-out');
    await eventually(() => manager.getWorkspace() === null);
    // Kept for the next sign-in of this user: a session ending never loses queued writes.
    const reopened = new VigilDb(db?.name ?? '');
    expect(await reopened.outbox.count()).toBe(1);
    reopened.close();
  });
});
