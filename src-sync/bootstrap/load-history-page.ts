/**
 * A page of the history the first sync left on the server (requests that ended before the sync
 * horizon, their chat groups, read notifications from before it: src-sync/protocol/bootstrap.ts,
 * BEFORE_HORIZON_PATH), newest first, for a list whose user asked for what lies before the
 * horizon. The rows are written like a feed page (validated, never over a pending write) and
 * kept: the change feed carries every later change to them like to any other row.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { BEFORE_HORIZON_PATH, beforeHorizonPageSchema, type BeforeHorizonList } from '../protocol/bootstrap.js';
import type { RequestStatus } from '../protocol/request-status.js';
import { applyFeedPage } from '../pull/apply-feed-page.js';
import { FeedError } from '../pull/pull-feed.js';

export interface HistoryPageQuery {
  /** The `next` of the page before; null for the newest page. */
  before: number | null;
  /** Requests only: the status tab asking. */
  status?: RequestStatus;
}

export interface HistoryPage {
  /** Rows written (children included). */
  loaded: number;
  /** The `before` of the following page; null after the last. */
  next: number | null;
}

export async function loadHistoryPage(deps: { db: VigilDb; http: HttpClient; logger: EngineLogger }, list: BeforeHorizonList, query: HistoryPageQuery): Promise<HistoryPage> {
  const params: Record<string, string | number> = { list };
  if (query.before !== null) params.before = query.before;
  if (query.status !== undefined) params.status = query.status;
  const answer = beforeHorizonPageSchema.safeParse(await deps.http.request({ method: 'GET', url: BEFORE_HORIZON_PATH, params }));
  if (!answer.success) throw new FeedError('The older rows came back from the server in an unexpected shape.');
  const result = await applyFeedPage(deps.db, { changes: answer.data.changes }, deps.logger);
  return { loaded: result.applied, next: answer.data.next };
}
