/**
 * The outbox bars on the bench page (DESIGN.md section 6): 100 writes on 100 records queued while
 * the device is offline, then online; and 100 writes queued while the server is down, then the
 * server restarts. The engine is the SPA's (axios api client, bearer token), over a fresh
 * database holding the 100 plannings (fetched by key, applied like a feed page, cursor at the
 * server's head so no bootstrap runs). Realtime is idle: only the outbox's own triggers (the
 * browser's online event, its probe of the server) may send. "Offline" is the device's: every
 * request fails as without network until the online event.
 */
import { firstValueFrom, filter } from 'rxjs';
import {
  createApiClient, createEngine, manualNetworkStatus, updatePlanning, VigilDb, type Engine, type HttpClient, type RealtimeTransport,
} from '../../../src-sync/index.js';
import { applyFeedPage } from '../../../src-sync/pull/apply-feed-page.js';
import { ApiError } from '../../../src-sync/api/api-error.js';
import type { OutboxPrepareOptions, OutboxQueueState } from './bench-api.js';

export const OUTBOX_DB_NAME = 'vigil-bench-outbox';

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

interface Running {
  db: VigilDb;
  engine: Engine;
  network: ReturnType<typeof manualNetworkStatus>;
  plannings: number[];
  problems: string[];
  offline: boolean;
}

let running: Running | null = null;

function current(): Running {
  if (!running) throw new Error('prepareOutbox first');
  return running;
}

export async function prepareOutbox(options: OutboxPrepareOptions): Promise<void> {
  await stopOutbox();
  const db = new VigilDb(OUTBOX_DB_NAME);
  await db.delete();
  await db.open();
  const api = createApiClient({ baseURL: '', locks: null, timeoutMs: 30_000 });
  api.setAccessToken(options.token);
  const changes: unknown[] = [];
  for (let i = 0; i < options.plannings.length; i += 200) {
    const keys = options.plannings.slice(i, i + 200).map((id) => `plannings:${id}`).join(',');
    const page = await api.get<{ changes: unknown[] }>(`/api/sync/rows?keys=${keys}`);
    changes.push(...page.changes);
  }
  const problems: string[] = [];
  // Warnings are expected here (pulls fail while offline or while the server is down); errors are not.
  const logger = { warn: () => undefined, error: (message: string) => problems.push(message) };
  await applyFeedPage(db, { changes, cursor: options.cursor }, logger);
  const state: Running = { db, engine: null as unknown as Engine, network: manualNetworkStatus(!options.offline), plannings: options.plannings, problems, offline: options.offline };
  // The device's network: while offline, every request fails as a browser without network does.
  const http: HttpClient = {
    request(request) {
      if (state.offline) return Promise.reject(new ApiError({ status: 0, message: 'offline', code: 'network_error' }));
      return api.request(request);
    },
  };
  state.engine = createEngine({ db, http, realtime: idleRealtime, userId: options.userId, locks: null, network: state.network, logger, pullIntervalMs: 3_600_000, historyImages: false });
  state.engine.start();
  running = state;
  await firstValueFrom(state.engine.isLeader$.pipe(filter(Boolean)));
}

/** One change per planning; resolves once all are queued. */
export async function queueWrites(label: string): Promise<number> {
  const { db, plannings } = current();
  for (const [index, id] of plannings.entries()) await updatePlanning(db, id, { description: `${label} ${index + 1}` });
  return plannings.length;
}

export async function outboxState(): Promise<OutboxQueueState> {
  const rows = await current().db.outbox.toArray();
  return { total: rows.length, tried: rows.filter((row) => row.attempts > 0 && row.state !== 'sending').length, failed: rows.filter((row) => row.state === 'failed').length };
}

/** The browser's online event. Resolves Date.now() at the moment it fires. */
export function goOnline(): number {
  const state = current();
  state.offline = false;
  const at = Date.now();
  state.network.set(true);
  return at;
}

/** Resolves Date.now() once no write is left to send (all acknowledged, or refused). */
export async function waitDrained(): Promise<{ at: number; failed: number }> {
  const { engine, db } = current();
  await firstValueFrom(engine.pendingCount$.pipe(filter((count) => count === 0)));
  return { at: Date.now(), failed: await db.outbox.where('state').equals('failed').count() };
}

export function outboxProblems(): string[] {
  return running?.problems ?? [];
}

export async function stopOutbox(): Promise<void> {
  const state = running;
  running = null;
  if (!state) return;
  await state.engine.stop();
  state.db.close();
  await state.db.delete();
}
