/**
 * Plannings from before the sync horizon, on demand: the list's date range reaches dates a first
 * sync leaves out (src-sync/protocol/bootstrap.ts), so the list asks the spec's list endpoint
 * (`GET /api/planning`) for them, a page at a time, nearest the horizon first. Each page is
 * written like a feed page (validated, never over a pending write), and its rows are marked as
 * loaded on demand. The change feed carries every later change to them like to any other row.
 * When the list stops showing those dates it releases them: the device goes back to its horizon.
 */
import type { LocalDb } from '../db/local-db.js';
import { recordKey } from '../db/record-key.js';
import { writableDb, type VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { applyFeedPage } from '../pull/apply-feed-page.js';
import { FeedError } from '../pull/pull-feed.js';

export const PLANNING_LIST_PATH = '/api/planning';
export const ON_DEMAND_PAGE_SIZE = 200;

export interface BeforeHorizonRange {
  /** UTC wire datetimes; null `from`: all dates before `to`. */
  from: string | null;
  /** The horizon (or the range's end, when that is earlier). */
  to: string;
}

export interface OnDemandPage {
  loaded: number;
  hasMore: boolean;
}

function isListAnswer(value: unknown): value is { data: unknown[]; next_page_url: string | null } {
  return typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data) && 'next_page_url' in value;
}

/** Page `page` (from 1) of the plannings overlapping the range, latest first. */
export async function loadPlanningsBeforeHorizon(
  deps: { db: VigilDb; http: HttpClient; logger: EngineLogger; now: () => number },
  range: BeforeHorizonRange,
  page: number,
): Promise<OnDemandPage> {
  const params: Record<string, string | number> = { end: range.to, sort: '-start', 'page[number]': page, 'page[size]': ON_DEMAND_PAGE_SIZE };
  if (range.from !== null) params.start = range.from;
  const answer = await deps.http.request({ method: 'GET', url: PLANNING_LIST_PATH, params });
  if (!isListAnswer(answer)) throw new FeedError('The planning list answered with an unexpected page.');
  const changes = answer.data.map((data) => ({ entity: 'plannings', op: 'upsert', id: (data as { id?: unknown }).id, data }));
  const at = deps.now();
  const result = await applyFeedPage(
    deps.db,
    { changes },
    deps.logger,
    () => deps.db.loaded_on_demand.bulkPut(changes.flatMap((c) => (typeof c.id === 'number' ? [{ key: recordKey('plannings', c.id), loaded_at: at }] : []))),
    ['loaded_on_demand'],
  );
  return { loaded: result.applied, hasMore: answer.next_page_url !== null };
}

/** Drops the plannings loaded on demand that nothing holds any more (no pending write). */
export async function releaseLoadedOnDemand(db: VigilDb): Promise<number> {
  return db.transaction('rw', [db.plannings, db.loaded_on_demand, db.outbox_base], async () => {
    const markers = await db.loaded_on_demand.toArray();
    const held = new Set((await db.outbox_base.bulkGet(markers.map((m) => m.key))).flatMap((base) => (base ? [base.key] : [])));
    const released = markers.filter((m) => !held.has(m.key));
    await db.plannings.bulkDelete(released.map((m) => Number(m.key.slice(m.key.indexOf(':') + 1))));
    await db.loaded_on_demand.bulkDelete(released.map((m) => m.key));
    return released.length;
  });
}

/** Ids of the plannings on this device because the list loaded them on demand (for their mark). */
export async function planningsLoadedOnDemand(local: LocalDb): Promise<ReadonlySet<number>> {
  const keys = await writableDb(local).loaded_on_demand.where('key').startsWith('plannings:').primaryKeys();
  return new Set(keys.map((key) => Number(key.slice('plannings:'.length))));
}
