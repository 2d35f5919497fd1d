/**
 * Engines against the REAL server: the server (restartable, over one data directory) with the
 * sync test world of tests/server/helpers-sync, a fault proxy in front of it, and one engine per
 * signed-in role, each with its own fake-indexeddb database, the SPA's api client and the
 * laravel-echo transport. Everything an engine sends goes through the proxy.
 */
import { createApiClient, type ApiClient, type CookieJar } from '../../../src-sync/api/index.js';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import type { Engine } from '../../../src-sync/engine/engine-types.js';
import type { HttpClient } from '../../../src-sync/engine/http-client.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import { createEchoTransport } from '../../../src-sync/realtime/echo-transport.js';
import { buildWorld, type Role, type World } from '../../server/helpers-sync/world.js';
import { FaultProxy } from './fault-proxy.js';
import { eventually, freshDb, recordingLogger } from './fakes.js';
import { RestartableServer } from './restartable-server.js';
import { readCursor } from '../../../src-sync/pull/sync-state.js';
import { readBootstrapState } from '../../../src-sync/bootstrap/bootstrap-state.js';

export interface EngineHandle {
  role: Role;
  db: VigilDb;
  engine: Engine;
  api: ApiClient;
  network: ReturnType<typeof manualNetworkStatus>;
  logger: ReturnType<typeof recordingLogger>;
}

// Compile-time proof that the SPA's api client is what the engine takes as its HttpClient.
const _apiIsHttpClient = (api: ApiClient): HttpClient => api;
void _apiIsHttpClient;

export class RealStack {
  readonly server = new RestartableServer();
  readonly proxy = new FaultProxy();
  world!: World;
  private readonly handles: EngineHandle[] = [];

  static async start(): Promise<RealStack> {
    const stack = new RealStack();
    const url = await stack.server.start();
    stack.world = await buildWorld(stack.server.context);
    await stack.proxy.listen(url);
    return stack;
  }

  /** A started engine for `role`; pass `db` to reopen an existing database (a reload), a cookie
   * jar holding a refresh cookie to let the api client renew its token. */
  engineFor(role: Role, db: VigilDb = freshDb(), options: { cookieJar?: CookieJar } = {}): EngineHandle {
    const api = createApiClient({ baseURL: this.proxy.url, locks: null, timeoutMs: 10_000, ...(options.cookieJar ? { cookieJar: options.cookieJar } : {}) });
    api.setAccessToken(this.world.tokens[role]);
    const network = manualNetworkStatus(true);
    const logger = recordingLogger();
    const engine = createEngine({
      db,
      http: api,
      realtime: createEchoTransport({ key: 'vigil', wsHost: '127.0.0.1', wsPort: this.proxy.port, forceTLS: false, enabledTransports: ['ws'] }),
      userId: this.world.users[role],
      locks: null,
      network,
      logger,
      // Only the triggers under test pull: no periodic fallback within a test's lifetime.
      pullIntervalMs: 3_600_000,
    });
    const handle = { role, db, engine, api, network, logger };
    this.handles.push(handle);
    engine.start();
    return handle;
  }

  /** Stops an engine as a closing tab would (its database stays). */
  async closeEngine(handle: EngineHandle): Promise<void> {
    await handle.engine.stop();
    handle.db.close();
    this.handles.splice(this.handles.indexOf(handle), 1);
  }

  /** A tab that dies: its database is gone before anything else it does can be written (an
   * answer arriving later is never stored), then its timers and socket stop. */
  async crashEngine(handle: EngineHandle): Promise<void> {
    handle.db.close();
    await handle.engine.stop();
    this.handles.splice(this.handles.indexOf(handle), 1);
  }

  async down(): Promise<void> {
    this.proxy.setUpstream(null);
    this.proxy.killSockets();
    await this.server.stop();
  }

  async up(): Promise<void> {
    this.proxy.setUpstream(await this.server.start());
  }

  async close(): Promise<void> {
    for (const handle of this.handles.splice(0)) {
      await handle.engine.stop();
      handle.db.close();
      await handle.db.delete();
    }
    await this.proxy.close();
    await this.server.close();
  }
}

/** Waits until the engine's first sync is complete (window first: plannings arrive before their
 * shifts and history, so their count alone says nothing of the rest) with the plannings its user
 * may see. */
export async function bootstrapped(handle: EngineHandle, plannings: number): Promise<void> {
  await eventually(async () => (await readCursor(handle.db)) > 0 && (await readBootstrapState(handle.db))?.next === null);
  await eventually(async () => (await handle.db.plannings.count()) === plannings);
}

/** Waits until the engine's outbox is empty or only failed rows remain, and a pull has run. */
export async function settle(handle: EngineHandle, timeoutMs = 15_000): Promise<void> {
  await eventually(async () => (await handle.db.outbox.where('state').anyOf('pending', 'sending', 'waiting').count()) === 0, timeoutMs);
  await handle.engine.pull();
}

export async function connected(handle: EngineHandle, timeoutMs = 5000): Promise<void> {
  let isConnected = false;
  const subscription = handle.engine.connected$.subscribe((value) => (isConnected = value));
  try {
    await eventually(() => isConnected, timeoutMs);
  } finally {
    subscription.unsubscribe();
  }
}
