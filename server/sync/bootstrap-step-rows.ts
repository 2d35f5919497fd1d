/**
 * Which rows a bootstrap step covers (src-sync/protocol/bootstrap.ts), as a condition over the
 * step's own table, next to the viewer's visibility filter.
 *
 * - window: plannings overlapping the window (start <= to, end >= from), so the night shift that
 *   began yesterday evening is there with the rest of the list's default view;
 * - horizon: plannings outside the window that have not ended before the horizon;
 * - a planning-child step: rows whose planning is in the step's plannings;
 * - all: no condition (every entity that is not part of the planning calendar).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { BootstrapStep } from '../../src-sync/protocol/bootstrap.js';
import type { Executor } from './change-log.js';
import { visibilityFilter, type Who } from '../policies/index.js';

export interface StepBounds {
  /** The client's window, UTC wire datetimes. */
  from: string;
  to: string;
  /** Plannings that ended before this are left out. */
  horizonStart: string;
}

function planningsIn(part: 'window' | 'horizon', bounds: StepBounds): Expression<SqlBool> {
  const start = sql.ref('plannings.start');
  const end = sql.ref('plannings.end');
  const inWindow = sql<SqlBool>`(${start} <= ${bounds.to} and ${end} >= ${bounds.from})`;
  if (part === 'window') return inWindow;
  return sql<SqlBool>`(${end} >= ${bounds.horizonStart} and not ${inWindow})`;
}

function stepCondition(step: BootstrapStep, bounds: StepBounds): Expression<SqlBool> | null {
  if (step.part === 'all') return null;
  const plannings = planningsIn(step.part, bounds);
  if (step.entity === 'plannings') return plannings;
  // Correlated on the planning's primary key: a page walks the child table in id order and stops
  // at its limit, instead of building the step's whole set of plannings again for every page.
  return sql<SqlBool>`exists (select 1 from plannings where ${sql.ref('plannings.id')} = ${sql.ref(`${step.entity}.planning_id`)} and ${plannings})`;
}

/** The step's rows the viewer may see: every synced entity's table is named like the entity and
 * has an integer `id` (the cast only widens the table name for this generic query). */
function stepQuery(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds) {
  let query = db.selectFrom(step.entity as 'plannings');
  const visible = visibilityFilter(who, step.entity);
  if (visible) query = query.where(visible);
  const condition = stepCondition(step, bounds);
  if (condition) query = query.where(condition);
  return query;
}

/** Up to `limit` ids of the step above `after`, in id order. */
export async function stepIds(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds, after: number, limit: number): Promise<number[]> {
  const rows = await stepQuery(db, who, step, bounds)
    .select(sql.ref<number>(`${step.entity}.id`).as('id'))
    .where(sql.ref(`${step.entity}.id`), '>', after)
    .orderBy(sql.ref(`${step.entity}.id`))
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function countStepRows(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds): Promise<number> {
  const row = await stepQuery(db, who, step, bounds)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
