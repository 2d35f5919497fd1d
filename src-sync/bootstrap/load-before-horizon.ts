/**
 * Plannings from before the sync horizon, on demand: the list's date range reaches dates a first
 * sync leaves out (src-sync/protocol/bootstrap.ts), so the list asks the spec's list endpoint
 * (`GET /api/planning`) for them, a page at a time, nearest the horizon first. Each page is
 * written like a feed page (validated, never over a pending write), and its rows are marked as
 * loaded on demand. The change feed carries every later change to them like to any other row.
 * Opening one in Planning Details loads its shifts and history the same way (loadPlanningRows).
 * When the list stops showing those dates it releases them, children included: the device goes
 * back to its horizon (ARCHITECTURE.md, "Window-first sync").
 */
import type { LocalDb } from '../db/local-db.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import { PLANNING_CHILD_ENTITIES, PLANNING_ROWS_PATH } from '../protocol/bootstrap.js';
import { repairAnswerSchema } from '../protocol/sync.js';
import { writableDb, type VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { applyFeedPage } from '../pull/apply-feed-page.js';
import { FeedError } from '../pull/pull-feed.js';
import { readBootstrapState } from './bootstrap-state.js';

export const PLANNING_LIST_PATH = '/api/planning';
export const ON_DEMAND_PAGE_SIZE = 200;

export interface BeforeHorizonRange {
  /** UTC wire datetimes; null `from`: all dates before `to`. */
  from: string | null;
  /** The horizon (or the range's end, when that is earlier). */
  to: string;
  /** Where the device's own plannings begin: a planning ending at or after it came with the sync
   * (the list endpoint also answers those overlapping the range) and is not marked, so releasing
   * the on-demand rows never takes it away. */
  horizonStart: string;
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
  const beforeHorizon = answer.data.flatMap((data) => {
    const row = data as { id?: unknown; end?: unknown };
    return typeof row.id === 'number' && typeof row.end === 'string' && row.end < range.horizonStart ? [recordKey('plannings', row.id)] : [];
  });
  const result = await applyMarked(deps, changes, beforeHorizon);
  return { loaded: result.applied, hasMore: answer.next_page_url !== null };
}

/** Writes rows like a feed page, marking `keys` as loaded on demand in the same transaction. */
function applyMarked(deps: { db: VigilDb; logger: EngineLogger; now: () => number }, changes: readonly unknown[], keys: readonly string[]) {
  const at = deps.now();
  return applyFeedPage(deps.db, { changes }, deps.logger, () => deps.db.loaded_on_demand.bulkPut(keys.map((key) => ({ key, loaded_at: at }))), ['loaded_on_demand']);
}

/**
 * A planning's shifts and history, for Planning Details, when the device does not hold them:
 * - a planning loaded on demand from before the horizon came alone: it is written again with its
 *   children, and the children are marked like it, so they go when it goes;
 * - a planning whose children a first sync has not brought yet (children-still-coming.ts): the
 *   children alone are written, unmarked (they are the device's own, like the planning). Not the
 *   planning: the device holds it, and right after the window its rows are written in one long
 *   transaction that the children's write would otherwise wait for.
 */
export async function loadPlanningRows(deps: { db: VigilDb; http: HttpClient; logger: EngineLogger; now: () => number }, planningId: number): Promise<number> {
  const answer = repairAnswerSchema.safeParse(await deps.http.request({ method: 'GET', url: PLANNING_ROWS_PATH, params: { planning: planningId } }));
  if (!answer.success) throw new FeedError('The planning and its children came back in an unexpected shape.');
  const isChild = (change: unknown) => {
    const c = change as { entity?: unknown; id?: unknown };
    return typeof c.entity === 'string' && c.entity !== 'plannings' && typeof c.id === 'number';
  };
  if (!(await isLoadedOnDemand(deps.db, planningId))) {
    return (await applyMarked(deps, answer.data.changes.filter(isChild), [])).applied;
  }
  const keys = answer.data.changes.flatMap((change) => {
    const c = change as { entity: string; id: number };
    return isChild(change) ? [`${c.entity}:${c.id}`] : [];
  });
  const result = await applyMarked(deps, answer.data.changes, keys);
  return result.applied;
}

/**
 * Drops the rows loaded on demand that nothing holds any more: a row with a pending write stays,
 * and so do the children of a planning that stays (Planning Details would show it without them).
 * Resolves with how many went.
 */
export async function releaseLoadedOnDemand(db: VigilDb): Promise<number> {
  const tables = [db.plannings, ...PLANNING_CHILD_ENTITIES.map((entity) => db.entityTable(entity)), db.loaded_on_demand, db.outbox_base, db.meta];
  return db.transaction('rw', tables, async () => {
    const markers = await db.loaded_on_demand.toArray();
    const horizonStart = (await readBootstrapState(db))?.horizonStart ?? null;
    const held = new Set((await db.outbox_base.bulkGet(markers.map((m) => m.key))).flatMap((base) => (base ? [base.key] : [])));
    const parsed = markers.flatMap((m) => {
      const key = parseRecordKey(m.key);
      return key ? [{ marker: m.key, ...key }] : [];
    });
    const heldPlannings = new Set(parsed.filter((k) => k.table === 'plannings' && held.has(k.marker)).map((k) => k.id));
    const released: typeof parsed = [];
    // A planning moved since into the horizon is the device's own now: kept, its mark dropped.
    const unmarked: string[] = [];
    // Plannings first: whether a child stays depends on its planning.
    const ordered = [...parsed.filter((k) => k.table === 'plannings'), ...parsed.filter((k) => k.table !== 'plannings')];
    for (const key of ordered) {
      if (key.table === 'plannings' && horizonStart !== null) {
        const row = await db.plannings.get(key.id);
        if (row && row.end >= horizonStart) {
          unmarked.push(key.marker);
          heldPlannings.add(key.id);
          continue;
        }
      }
      if (held.has(key.marker)) continue;
      if (key.table !== 'plannings') {
        const row = (await db.entityTable(key.table).get(key.id)) as { planning_id?: unknown } | undefined;
        if (typeof row?.planning_id === 'number' && heldPlannings.has(row.planning_id)) continue;
      }
      released.push(key);
    }
    for (const table of new Set(released.map((k) => k.table))) {
      await db.entityTable(table).bulkDelete(released.filter((k) => k.table === table).map((k) => k.id));
    }
    await db.loaded_on_demand.bulkDelete([...released.map((k) => k.marker), ...unmarked]);
    return released.length;
  });
}

/** Whether the planning is on this device because the list loaded it on demand. */
export async function isLoadedOnDemand(local: LocalDb, planningId: number): Promise<boolean> {
  return (await writableDb(local).loaded_on_demand.get(recordKey('plannings', planningId))) !== undefined;
}

/** Ids of the plannings on this device because the list loaded them on demand (for their mark). */
export async function planningsLoadedOnDemand(local: LocalDb): Promise<ReadonlySet<number>> {
  const keys = await writableDb(local).loaded_on_demand.where('key').startsWith('plannings:').primaryKeys();
  return new Set(keys.map((key) => Number(key.slice('plannings:'.length))));
}
