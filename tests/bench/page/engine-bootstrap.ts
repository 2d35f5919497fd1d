/**
 * Bar 1, the engine side: a fresh IndexedDB, the engine as the SPA builds it (the axios api client
 * with the bearer token, no Web Locks: always the leader), pulled from cursor 0 until `has_more`
 * is false. Realtime is an idle transport: the socket is measured on its own, and its
 * subscription would only add a second (empty) pull.
 */
import {
  createApiClient, createEngine, createWorkerRequests, manualNetworkStatus, SYNC_ENTITIES, VigilDb, type EngineLogger, type HttpClient, type RealtimeTransport,
} from '../../../src-sync/index.js';
import { FEED_PATH } from '../../../src-sync/pull/pull-feed.js';
import { BOOTSTRAP_PATH } from '../../../src-sync/protocol/bootstrap.js';
import { Subscription } from 'rxjs';
import type { BootstrapFigures, BootstrapOptions } from './bench-api.js';
import { fetchPages } from './raw-idb.js';

export const ENGINE_DB_NAME = 'vigil-bench-engine';

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

function countingLogger(): EngineLogger & { problems: string[] } {
  const problems: string[] = [];
  return {
    problems,
    warn: (message) => problems.push(message),
    error: (message) => problems.push(message),
  };
}

/** The bootstrap's pages fetched now, then answered from memory by position (parsed from their
 * text on each answer, as the api client parses a response); anything else goes to `api`. */
async function prefetchedPages(options: BootstrapOptions, api: HttpClient): Promise<HttpClient> {
  const texts = new Map<string, string>();
  const keyOf = (p: { step: number | string; after: number | string; end?: string | number | undefined; planning?: number | string | undefined }) => `${p.step}:${p.after}:${p.end ?? ''}:${p.planning ?? ''}`;
  await fetchPages(options.token, options.feedLimit, (position, text) => texts.set(keyOf(position), text));
  return {
    request(request) {
      if (request.url !== BOOTSTRAP_PATH) return api.request(request);
      const params = request.params ?? {};
      const text = texts.get(keyOf({ step: params.step ?? 0, after: params.after ?? 0, end: params.end, planning: params.planning }));
      if (text === undefined) return Promise.reject(new Error(`no prefetched page at ${JSON.stringify(params)}`));
      return Promise.resolve(JSON.parse(text) as unknown);
    },
  };
}

export async function engineBootstrap(options: BootstrapOptions): Promise<BootstrapFigures> {
  const db = new VigilDb(ENGINE_DB_NAME);
  await db.delete();
  await db.open();
  // Wired as the SPA's (src/app/browser-services.ts): pages come through the request worker.
  const api = createApiClient({ baseURL: '', locks: null, timeoutMs: 120_000, offThread: createWorkerRequests() });
  api.setAccessToken(options.token);
  const inner: HttpClient = options.prefetched ? await prefetchedPages(options, api) : api;
  let pages = 0;
  const counted = (request: { url: string }) => {
    if (request.url === FEED_PATH || request.url === BOOTSTRAP_PATH) pages += 1;
  };
  const http: HttpClient = {
    request(request) {
      counted(request);
      return inner.request(request);
    },
    requestOffThread(request) {
      counted(request);
      return inner.requestOffThread ? inner.requestOffThread(request) : inner.request(request);
    },
  };
  const logger = countingLogger();
  const started = performance.now();
  const engine = createEngine({
    db,
    http,
    realtime: idleRealtime,
    userId: options.userId,
    locks: null,
    network: manualNetworkStatus(true),
    logger,
    pullIntervalMs: 3_600_000,
    feedLimit: options.feedLimit,
  });
  let seenPulling = false;
  let windowMs: number | null = null;
  let windowRows = 0;
  let seenWindow = false;
  const subscriptions = new Subscription();
  // The default window is complete once the progress leaves 'window' (its last page committed).
  subscriptions.add(engine.bootstrap$.subscribe((progress) => {
    if (progress.phase === 'window') seenWindow = true;
    else if (seenWindow && windowMs === null) {
      windowMs = performance.now() - started;
      windowRows = progress.windowLoaded;
    }
  }));
  const finished = new Promise<void>((resolve, reject) => {
    subscriptions.add(engine.pulling$.subscribe((pulling) => {
      if (pulling) seenPulling = true;
      else if (seenPulling) resolve();
    }));
    subscriptions.add(engine.lastError$.subscribe((error) => {
      if (error !== null) reject(new Error(`bootstrap failed: ${error.code} ${error.detail ?? ""}`));
    }));
  });
  engine.start();
  try {
    await finished;
  } finally {
    subscriptions.unsubscribe();
  }
  const ms = performance.now() - started;
  const bootstrapPages = pages;
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = now - mark;
    mark = now;
    return elapsed;
  };
  // Not timed: what the pull did, read back. A second pull must find nothing left.
  const again = await engine.pull();
  const checkPullMs = lap();
  await engine.stop();
  const stopMs = lap();
  if (again === null) throw new Error(`bootstrap: the check pull failed (${logger.problems.join('; ')})`);
  if (again.applied !== 0) throw new Error(`bootstrap: ${again.applied} rows were still left after has_more was false`);
  const perTable: Record<string, number> = {};
  let rows = 0;
  for (const entity of SYNC_ENTITIES) {
    const n = await db.entityTable(entity).count();
    if (n > 0) perTable[entity] = n;
    rows += n;
  }
  const cursorRow = await db.sync_state.get('cursor');
  db.close();
  const countMs = lap();
  return {
    ms,
    windowMs,
    windowRows,
    after: { checkPullMs, stopMs, countMs },
    rows,
    warnings: logger.problems.length,
    firstWarning: logger.problems[0] ?? null,
    pages: bootstrapPages,
    cursor: Number(cursorRow?.value ?? 0),
    perTable,
  };
}
