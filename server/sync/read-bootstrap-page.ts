/**
 * One page of the window-first bootstrap (src-sync/protocol/bootstrap.ts): up to `limit` rows of
 * one step, in the step's order, serialized like the change feed's, with where the next page
 * starts. `head` is read before the rows, so every row of the page is at least as new as it.
 */
import { chatWindowStart } from './chat-window.js';
import { BOOTSTRAP_STEPS, WINDOW_STEP, type BootstrapPage, type BootstrapPosition, type BootstrapQuery } from '../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../src-sync/protocol/sync.js';
import { asViewer, visibilityFilter, type Who } from '../policies/index.js';
import { answerText, isJsonEntity, JSON_SERIALIZERS, type JsonChange } from './json-rows.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';
import { countStepRows, stepRows, type StepBounds, type StepRow } from './bootstrap-step-rows.js';

/** UTC wire datetime `days` before `now`. */
export function horizonStartAt(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
}

function positionAfter(step: number, row: StepRow): BootstrapPosition {
  return { step, after: row.id, ...(row.end !== null ? { end: row.end } : {}), ...(row.planning !== null ? { planning: row.planning } : {}) };
}

/**
 * A page fills up across steps (a small company's whole bootstrap is a page or two, not one
 * round trip per entity), except that the window's step always ends its page: the client knows
 * the window is complete when the page that ends it is written. Counts are not part of a page:
 * the window's is on its first page, every step's only when asked (once per bootstrap).
 */
export function readBootstrapPage(db: Executor, who: Who, query: BootstrapQuery, horizonStart: string, chatSince: string = chatWindowStart(new Date())): Promise<BootstrapPage> {
  return readPage(db, who, query, horizonStart, chatSince, false) as Promise<BootstrapPage>;
}

/**
 * The same page as readBootstrapPage, as the JSON text of the answer, its plannings, shifts and
 * history entries serialized by SQLite (plannings-json.ts says why). Only for the SQLite server.
 */
export async function readBootstrapPageText(db: Executor, who: Who, query: BootstrapQuery, horizonStart: string, chatSince: string = chatWindowStart(new Date())): Promise<string> {
  const { changes, ...rest } = await readPage(db, who, query, horizonStart, chatSince, true);
  // `rest` always holds head, next and horizon_start.
  return answerText(changes, rest);
}

async function readPage(db: Executor, who: Who, query: BootstrapQuery, horizonStart: string, chatSince: string, rowsAsJson: boolean): Promise<Omit<BootstrapPage, 'changes'> & { changes: (Change | JsonChange)[] }> {
  const viewer = asViewer(who);
  if (BOOTSTRAP_STEPS[query.step] === undefined) throw new RangeError(`no bootstrap step ${query.step}`);
  const bounds: StepBounds = { from: query.from, to: query.to, horizonStart, chatSince };
  const last = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
  const head = Number(last?.seq ?? 0);

  const changes: (Change | JsonChange)[] = [];
  const start: BootstrapPosition = { step: query.step, after: query.after, ...(query.end !== undefined ? { end: query.end } : {}), ...(query.planning !== undefined ? { planning: query.planning } : {}) };
  let at: BootstrapPosition | null = start;
  while (at !== null && changes.length < query.limit) {
    const step = BOOTSTRAP_STEPS[at.step];
    if (step === undefined) break;
    const room = query.limit - changes.length;
    const rows = await stepRows(db, viewer, step, bounds, { after: at.after, end: at.end ?? null, planning: at.planning ?? null }, room + 1);
    const more = rows.length > room;
    const pageRows = more ? rows.slice(0, room) : rows;
    const ids = pageRows.map((r) => r.id);
    // In the step's order, so a page boundary never reorders rows.
    const entity = step.entity;
    if (rowsAsJson && isJsonEntity(entity)) {
      const serialized = new Map((await JSON_SERIALIZERS[entity](db, ids, visibilityFilter(viewer, entity))).map((row) => [row.id, row.json]));
      for (const id of ids) {
        const json = serialized.get(id);
        if (json !== undefined) changes.push({ entity, id, json });
      }
    } else {
      const serialized = new Map((await serializeRows(db, step.entity, ids, { visibleTo: viewer })).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = serialized.get(id);
        if (row) changes.push({ entity: step.entity, op: 'upsert', id, data: row });
      }
    }
    const lastRow = pageRows[pageRows.length - 1];
    const stepDone = !more;
    const next: BootstrapPosition | null =
      more && lastRow ? positionAfter(at.step, lastRow) : at.step + 1 < BOOTSTRAP_STEPS.length ? { step: at.step + 1, after: 0 } : null;
    at = next;
    if (stepDone && at !== null && at.step - 1 === WINDOW_STEP) break;
  }
  const page: Omit<BootstrapPage, 'changes'> & { changes: (Change | JsonChange)[] } = { changes, head, next: at, horizon_start: horizonStart };
  const window = BOOTSTRAP_STEPS[WINDOW_STEP];
  if (query.step === WINDOW_STEP && query.after === 0 && query.end === undefined && window !== undefined) page.step_total = await countStepRows(db, viewer, window, bounds);
  if (query.totals === '1') {
    const totals: number[] = [];
    for (const each of BOOTSTRAP_STEPS) totals.push(await countStepRows(db, viewer, each, bounds));
    page.totals = totals;
  }
  return page;
}
