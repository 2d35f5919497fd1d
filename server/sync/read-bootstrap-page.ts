/**
 * One page of the window-first bootstrap (src-sync/protocol/bootstrap.ts): up to `limit` rows of
 * one step, in id order, serialized like the change feed's, with where the next page starts.
 * `head` is read before the rows, so every row of the page is at least as new as it.
 */
import { BOOTSTRAP_STEPS, type BootstrapPage, type BootstrapQuery } from '../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../src-sync/protocol/sync.js';
import { asViewer, type Who } from '../policies/index.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';
import { countStepRows, stepIds, type StepBounds } from './bootstrap-step-rows.js';

/** UTC wire datetime `days` before `now`. */
export function horizonStartAt(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function readBootstrapPage(db: Executor, who: Who, query: BootstrapQuery, horizonStart: string): Promise<BootstrapPage> {
  const viewer = asViewer(who);
  const step = BOOTSTRAP_STEPS[query.step];
  if (step === undefined) throw new RangeError(`no bootstrap step ${query.step}`);
  const bounds: StepBounds = { from: query.from, to: query.to, horizonStart };
  const last = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  // Number(): PostgreSQL's bigserial arrives as a string through node-postgres.
  const head = Number(last?.seq ?? 0);

  const ids = await stepIds(db, viewer, step, bounds, query.after, query.limit + 1);
  const more = ids.length > query.limit;
  const pageIds = more ? ids.slice(0, query.limit) : ids;
  const rows = await serializeRows(db, step.entity, pageIds, { visibleTo: viewer });
  const changes: Change[] = rows.map((row) => ({ entity: step.entity, op: 'upsert', id: (row as { id: number }).id, data: row }));

  const lastId = pageIds[pageIds.length - 1] ?? query.after;
  const next = more ? { step: query.step, after: lastId } : query.step + 1 < BOOTSTRAP_STEPS.length ? { step: query.step + 1, after: 0 } : null;
  const page: BootstrapPage = { changes, head, next, horizon_start: horizonStart };
  if (query.after === 0) page.step_total = await countStepRows(db, viewer, step, bounds);
  if (query.totals === '1') {
    const totals: number[] = [];
    for (const each of BOOTSTRAP_STEPS) totals.push(await countStepRows(db, viewer, each, bounds));
    page.totals = totals;
  }
  return page;
}
