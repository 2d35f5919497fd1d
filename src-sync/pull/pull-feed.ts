/**
 * One pull: pages of `GET /api/sync/changes` from the local cursor until `has_more` is false,
 * the next page requested while the current one is written.
 * From cursor 0 this is the bootstrap (the server's log is compacted, so it is a snapshot); later
 * it is the delta, including deletes for rows that left the user's view. A first sync says so on
 * every page (`first_sync=1`, remembered over a reload until its last page is written), so the
 * server keeps chat history to each group's recent window on all of them.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { FEED_DEFAULT_LIMIT, feedPageSchema } from '../protocol/sync.js';
import { applyFeedPage } from './apply-feed-page.js';
import { readCursor } from './sync-state.js';
import { repairRows } from './repair-rows.js';

export const FEED_PATH = '/api/sync/changes';

export interface PullDeps {
  db: VigilDb;
  http: HttpClient;
  logger: EngineLogger;
  now: () => number;
  limit?: number;
  /** Called after each page is committed, with the new cursor. */
  onPage?: (cursor: number) => void;
}

export interface PullResult {
  cursor: number;
  pages: number;
  applied: number;
  skipped: number;
}

export class FeedError extends Error {
  override readonly name = 'FeedError';
}

export async function pullFeed(deps: PullDeps): Promise<PullResult> {
  const { db, http, logger } = deps;
  const limit = deps.limit ?? FEED_DEFAULT_LIMIT;
  let cursor = await readCursor(db);
  const firstSync = cursor === 0 || (await db.sync_state.get('first_sync'))?.value === 1;
  if (cursor === 0) await db.sync_state.put({ key: 'first_sync', value: 1 });
  const result: PullResult = { cursor, pages: 0, applied: 0, skipped: 0 };
  const fetchPage = (from: number): Promise<unknown> => {
    const params = { cursor: from, limit, ...(firstSync ? { first_sync: '1' } : {}) };
    const request = http.request({ method: 'GET', url: FEED_PATH, params });
    // Awaited below in its turn; until then a failure must not count as unhandled.
    request.catch(() => undefined);
    return request;
  };
  let next = fetchPage(cursor);
  for (;;) {
    const page = feedPageSchema.safeParse(await next);
    // A page whose envelope is broken cannot be applied in part: stop, keep the cursor, retry later.
    if (!page.success) throw new FeedError(`The change feed answered with an unexpected page: ${page.error.message}`);
    if (page.data.cursor < cursor || (page.data.has_more && page.data.cursor === cursor)) {
      throw new FeedError(`The change feed did not move forward from cursor ${cursor}.`);
    }
    // The next page travels while this one is written: a bootstrap is then bound by IndexedDB's
    // write speed, not by that plus every round trip (DESIGN.md section 6). Pages still commit
    // one by one, in order, each with its cursor.
    if (page.data.has_more) next = fetchPage(page.data.cursor);
    const applied = await applyFeedPage(db, page.data, logger);
    cursor = page.data.cursor;
    result.cursor = cursor;
    result.pages += 1;
    result.applied += applied.applied;
    result.skipped += applied.skipped;
    deps.onPage?.(cursor);
    if (!page.data.has_more) break;
  }
  if (firstSync) await db.sync_state.delete('first_sync');
  // Rows this device holds broken, fetched by key (a skipped feed row, a damaged local copy).
  result.applied += await repairRows(deps);
  await db.sync_state.put({ key: 'last_sync_at', value: deps.now() });
  return result;
}
