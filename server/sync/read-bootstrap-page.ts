/**
 * One page of the window-first bootstrap (src-sync/protocol/bootstrap.ts): up to `limit` rows of
 * one step, in id order, serialized like the change feed's, with where the next page starts.
 * `head` is read before the rows, so every row of the page is at least as new as it.
 */
import { BOOTSTRAP_STEPS, WINDOW_STEP, type BootstrapPage, type BootstrapQuery } from '../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../src-sync/protocol/sync.js';
import { asViewer, type Who } from '../policies/index.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';
import { countStepRows, stepIds, type StepBounds } from './bootstrap-step-rows.js';

/** UTC wire datetime `days` before `now`. */
export function horizonStartAt(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A page fills up across steps (a small company's whole bootstrap is a page or two, not one
 * round trip per entity), except that the window's step always ends its page: the client knows
 * the window is complete when the page that ends it is written.
 */
export async function readBootstrapPage(db: Executor, who: Who, query: BootstrapQuery, horizonStart: string): Promise<BootstrapPage> {
  const viewer = asViewer(who);
  if (BOOTSTRAP_STEPS[query.step] === undefined) throw new RangeError(`no bootstrap step ${query.step}`);
  const bounds: StepBounds = { from: query.from, to: query.to, horizonStart };
  const last = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
  const head = Number(last?.seq ?? 0);

  const changes: Change[] = [];
  let at: { step: number; after: number } | null = { step: query.step, after: query.after };
  while (at !== null && changes.length < query.limit) {
    const step = BOOTSTRAP_STEPS[at.step];
    if (step === undefined) break;
    const room = query.limit - changes.length;
    const ids = await stepIds(db, viewer, step, bounds, at.after, room + 1);
    const more = ids.length > room;
    const pageIds = more ? ids.slice(0, room) : ids;
    const rows = await serializeRows(db, step.entity, pageIds, { visibleTo: viewer });
    for (const row of rows) changes.push({ entity: step.entity, op: 'upsert', id: row.id, data: row });
    const lastId: number = pageIds[pageIds.length - 1] ?? at.after;
    const stepDone = !more;
    const next: { step: number; after: number } | null = more ? { step: at.step, after: lastId } : at.step + 1 < BOOTSTRAP_STEPS.length ? { step: at.step + 1, after: 0 } : null;
    at = next;
    if (stepDone && at !== null && at.step - 1 === WINDOW_STEP) break;
  }
  const page: BootstrapPage = { changes, head, next: at, horizon_start: horizonStart };
  const first = BOOTSTRAP_STEPS[query.step];
  if (query.after === 0 && first !== undefined) page.step_total = await countStepRows(db, viewer, first, bounds);
  if (query.totals === '1') {
    const totals: number[] = [];
    for (const each of BOOTSTRAP_STEPS) totals.push(await countStepRows(db, viewer, each, bounds));
    page.totals = totals;
  }
  return page;
}
