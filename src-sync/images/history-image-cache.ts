/**
 * History images cached as blobs for offline review (DESIGN.md section 3), and after them the
 * images of the requests still in play (request-images.ts). The leader tab calls
 * `prefetch()` after pulls: images of plannings whose start lies within the window (30 days back
 * and ahead by default) are fetched with the bearer token, newest entries first, until the byte
 * budget is used. Any tab calls `fetch()` when a screen shows an image that is not cached yet.
 *
 * Invariants:
 * - a cached history image is dropped once its entry is gone locally or points at another file,
 *   a request image once its request is gone or no longer lists it: a row that stops being
 *   visible to this user (revocation) takes its images with it;
 * - beyond the budget, images outside the window go first, then the oldest fetched;
 * - an `upload:` blob (a picked image not yet sent) is never evicted while an outbox row refers
 *   to it, and dropped once none does (sent, or discarded).
 */
import { Dexie } from 'dexie';
import type { ImageCacheRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import type { HistoryRow } from '../protocol/entities.js';
import { HISTORY_IMAGE_PREFIX, REQUEST_IMAGE_PREFIX, UPLOAD_PREFIX, historyImageKey, historyImagePath, isUploadKey, requestImageKey } from './image-keys.js';
import { fetchRequestImage, requestImagesInPlay, staleRequestImageKeys } from './request-images.js';
import { uploadKeysInOutbox } from '../outbox/multipart-request.js';

export interface HistoryImageCacheOptions {
  /** Days before and after now whose plannings' images are prefetched (default 30). */
  windowDays?: number;
  /** Bytes of fetched history images kept at most (default 50 MB). */
  maxBytes?: number;
  /** Least time between two prefetch passes, so frequent pulls do not rescan (default 5 min). */
  minIntervalMs?: number;
  /** A failed image is not fetched again before this delay (default 60 s). */
  retryAfterMs?: number;
  /** No prefetch before this long after start: the first screens' reads go first (default 15 s). */
  initialDelayMs?: number;
}

export interface HistoryImageCacheDeps extends HistoryImageCacheOptions {
  db: VigilDb;
  http: HttpClient;
  now: () => number;
  logger: EngineLogger;
}

export type HistoryImageRef = Pick<HistoryRow, 'id' | 'request_id' | 'image'>;

export interface HistoryImageCache {
  /** Caches one entry's image unless it is there; resolves whether it is cached now. */
  fetch(row: HistoryImageRef, retry?: boolean): Promise<boolean>;
  /** One prefetch pass (skipped within `minIntervalMs` of the last one unless forced). */
  prefetch(force?: boolean): Promise<void>;
  /** Drops images of entries that are gone, blobs no upload needs, and what exceeds the budget. */
  prune(rank?: ReadonlyMap<string, number>): Promise<void>;
  /** No new work. Does not wait for a download in flight (sign-out must not wait on the
   * network); whatever it brings is dropped. */
  stop(): void;
}

const DAY_MS = 86_400_000;

/** An image's caching: its size once cached, or why not ('no-room': it did not fit the room given). */
type Cached = { size: number } | 'failed' | 'no-room';
/** Plannings whose images one read covers: a short task even where most entries have images. */
const PLANNINGS_PER_READ = 500;

/** Waits until the page has nothing better to do: in a browser, until it is idle (no input or
 * frame waiting; a keystroke meanwhile goes first), elsewhere until the next macrotask. The
 * timeout keeps the pass moving on a page that is never idle. */
function yieldToInput(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function createHistoryImageCache(deps: HistoryImageCacheDeps): HistoryImageCache {
  const { db, http, now, logger } = deps;
  const windowDays = deps.windowDays ?? 30;
  const maxBytes = deps.maxBytes ?? 50 * 1024 * 1024;
  const minIntervalMs = deps.minIntervalMs ?? 5 * 60_000;
  const retryAfterMs = deps.retryAfterMs ?? 60_000;
  const notBefore = now() + (deps.initialDelayMs ?? 15_000);
  let deferred: ReturnType<typeof setTimeout> | null = null;
  const inflight = new Map<string, Promise<Cached>>();
  const failedAt = new Map<string, number>();
  /** Window images skipped because the budget was full (until this engine stops). */
  const overBudget = new Set<string>();
  let lastPass = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let stopped = false;

  /** A downloaded image is kept only if it fits in `room` bytes: a pass never stores one it
   * would have to drop again (the cache would hold more than its budget meanwhile). */
  async function download(row: HistoryImageRef & { image: string }, key: string, room: number): Promise<Cached> {
    try {
      const blob = await http.request({ method: 'GET', url: historyImagePath(row.request_id, row.image), responseType: 'blob' });
      if (!(blob instanceof Blob) || blob.size === 0) throw new Error('empty or non-binary answer');
      if (stopped) return 'failed';
      if (blob.size > room) return 'no-room';
      const entry: ImageCacheRow = { key, blob, cached_at: now(), history_id: row.id };
      await db.image_cache.put(entry);
      failedAt.delete(key);
      return { size: blob.size };
    } catch (error) {
      failedAt.set(key, now());
      logger.warn(`history image ${key} could not be cached`, error);
      return 'failed';
    }
  }

  /** Caches one entry's image unless it is there (`room`: see download). `retry`: the user asked
   * again, so the pause after a failure does not apply. */
  function cache(row: HistoryImageRef, retry: boolean, room: number): Promise<Cached> {
    const image = row.image;
    if (stopped || image === null || image === '' || isUploadKey(image)) return Promise.resolve('failed');
    const key = historyImageKey(row.request_id, image);
    const running = inflight.get(key);
    if (running) return running;
    const failed = failedAt.get(key);
    if (!retry && failed !== undefined && now() - failed < retryAfterMs) return Promise.resolve('failed');
    const task = db.image_cache
      .get(key)
      .then((cached): Cached | Promise<Cached> => (cached ? { size: cached.blob.size } : download({ ...row, image }, key, room)))
      .finally(() => inflight.delete(key));
    inflight.set(key, task);
    return task;
  }

  /** A screen's ask: cached whatever the budget (the next prune trims it). */
  function fetch(row: HistoryImageRef, retry = false): Promise<boolean> {
    return cache(row, retry, Number.POSITIVE_INFINITY).then((outcome) => typeof outcome === 'object');
  }

  /** Entries with a stored image among plannings starting inside the window, newest first.
   *
   * At 100,000 plannings the window holds hundreds of thousands of history entries, and this runs
   * while the planner works. Three things keep it off their keystrokes:
   * - the [planning_id+image] index holds only entries with an image, so entries without one
   *   (most of them) are never read: reading them all was a second of script and enough short-
   *   lived objects to make the page's garbage collections land inside keystrokes;
   * - the window's planning ids are read in slices, each when the page is idle;
   * - each slice is ONE bulk read of the id range it spans, filtered here. A cursor (what `anyOf`
   *   or `filter` make of it) delivers one event per row, thousands of small tasks between the
   *   keystrokes' frames. The range may hold plannings outside the window: they are skipped. */
  async function wantedEntries(): Promise<(HistoryImageRef & { image: string; created_at: string })[]> {
    const at = now();
    const planningIds = await db.plannings.where('start').between(utcText(at - windowDays * DAY_MS), utcText(at + windowDays * DAY_MS), true, true).primaryKeys();
    planningIds.sort((a, b) => a - b);
    const wanted: (HistoryImageRef & { image: string; created_at: string })[] = [];
    for (let i = 0; i < planningIds.length && !stopped; i += PLANNINGS_PER_READ) {
      await yieldToInput();
      const slice = planningIds.slice(i, i + PLANNINGS_PER_READ);
      const inSlice = new Set(slice);
      const rows = await db.planning_history
        .where('[planning_id+image]')
        .between([slice[0], Dexie.minKey], [slice[slice.length - 1], Dexie.maxKey], true, true)
        .toArray();
      for (const row of rows) {
        const image = row.image;
        if (!inSlice.has(row.planning_id) || image === null || image === '' || isUploadKey(image)) continue;
        wanted.push({ id: row.id, request_id: row.request_id, image, created_at: row.created_at });
      }
    }
    return wanted.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  }

  /** `rank`: the window's keys, 0 = most wanted (newest entry); they are evicted last. */
  async function prune(rank: ReadonlyMap<string, number> = new Map()): Promise<void> {
    const rows = await db.image_cache.toArray();
    const needed = await uploadKeysInOutbox(db);
    const drop: string[] = [];
    const history = rows.filter((row) => row.key.startsWith(HISTORY_IMAGE_PREFIX));
    const entries = await db.planning_history.bulkGet(history.map((row) => row.history_id ?? 0));
    const alive: ImageCacheRow[] = [];
    history.forEach((row, index) => {
      const entry = entries[index];
      if (entry && entry.image !== null && historyImageKey(entry.request_id, entry.image) === row.key) alive.push(row);
      else drop.push(row.key);
    });
    for (const row of rows) if (row.key.startsWith(UPLOAD_PREFIX) && !needed.has(row.key)) drop.push(row.key);
    drop.push(...(await staleRequestImageKeys(db, rows.map((row) => row.key))));
    let used = alive.reduce((sum, row) => sum + row.blob.size, 0);
    const evictFirst = (a: ImageCacheRow, b: ImageCacheRow): number => {
      const ra = rank.get(a.key);
      const rb = rank.get(b.key);
      if (ra === undefined && rb === undefined) return a.cached_at - b.cached_at;
      if (ra === undefined || rb === undefined) return ra === undefined ? -1 : 1;
      return rb - ra;
    };
    for (const row of [...alive].sort(evictFirst)) {
      if (used <= maxBytes) break;
      drop.push(row.key);
      used -= row.blob.size;
    }
    if (drop.length > 0) await db.image_cache.bulkDelete(drop);
  }

  async function pass(): Promise<void> {
    const wanted = await wantedEntries();
    const rank = new Map(wanted.map((row, index) => [historyImageKey(row.request_id, row.image), index]));
    await prune(rank);
    const cached = await db.image_cache.toArray();
    const present = new Set(cached.map((row) => row.key));
    let used = cached.filter((row) => row.key.startsWith(HISTORY_IMAGE_PREFIX)).reduce((sum, row) => sum + row.blob.size, 0);
    for (const row of wanted) {
      if (stopped || used >= maxBytes) break;
      const key = historyImageKey(row.request_id, row.image);
      if (present.has(key) || overBudget.has(key)) continue;
      const outcome = await cache(row, false, maxBytes - used);
      if (outcome === 'failed') continue;
      // It does not fit (or a screen's own ask cached it meanwhile, past the budget): not kept,
      // and not downloaded again on every pass.
      if (outcome === 'no-room' || used + outcome.size > maxBytes) {
        if (outcome !== 'no-room') await db.image_cache.delete(key);
        overBudget.add(key);
        break;
      }
      used += outcome.size;
    }
    await prefetchRequestImages(present, used);
  }

  /** The images of the requests still in play, in what the budget leaves (few: a request's
   * photos of its site, against a planning history's many). */
  async function prefetchRequestImages(present: ReadonlySet<string>, historyBytes: number): Promise<void> {
    let used = historyBytes + (await db.image_cache.toArray()).filter((row) => row.key.startsWith(REQUEST_IMAGE_PREFIX)).reduce((sum, row) => sum + row.blob.size, 0);
    for (const image of await requestImagesInPlay(db)) {
      if (stopped || used >= maxBytes) break;
      const key = requestImageKey(image.request_id, image.file);
      if (present.has(key) || overBudget.has(key) || inflight.has(key)) continue;
      const failed = failedAt.get(key);
      if (failed !== undefined && now() - failed < retryAfterMs) continue;
      await yieldToInput();
      try {
        if (await fetchRequestImage(db, http, image.request_id, image.file)) used += (await db.image_cache.get(key))?.blob.size ?? 0;
      } catch (error) {
        failedAt.set(key, now());
        logger.warn(`request image ${key} could not be cached`, error);
      }
    }
  }

  function prefetch(force = false): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) return running;
    if (!force && now() < notBefore) {
      // Too early: one pass once the delay is over (a pull then is not needed to trigger it).
      deferred ??= setTimeout(() => {
        deferred = null;
        void prefetch();
      }, notBefore - now());
      return Promise.resolve();
    }
    if (!force && now() - lastPass < minIntervalMs) return Promise.resolve();
    lastPass = now();
    running = pass()
      .catch((error: unknown) => logger.warn('history image prefetch failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    fetch,
    prefetch,
    prune,
    stop() {
      stopped = true;
      if (deferred !== null) clearTimeout(deferred);
      deferred = null;
    },
  };
}
