/**
 * Which rows a bootstrap step covers (src-sync/protocol/bootstrap.ts), in the order its pages are
 * read, next to the viewer's visibility filter.
 *
 * - window: plannings overlapping the window (start <= to, end >= from), so the night shift that
 *   began yesterday evening is there with the rest of the list's default view;
 * - horizon: plannings outside the window that have not ended before the horizon;
 * - a planning-child step: the rows of the step's plannings, planning by planning;
 * - all: every row (every entity that is not part of the planning calendar), by id; of the
 *   messages only each group's recent window (chat-window.ts), as the feed's first sync did; of
 *   requests, chat groups and notifications only what the horizon keeps (history-horizon.ts).
 *
 * The planning steps are read by (end, id) and their children by (planning end, planning id, id)
 * through the indexes of migration 0014: both parts are "plannings ending after a time", so a
 * page starts where the last one stopped and reads forward, however many years of plannings
 * ended before that time. (By id, every page of the window's history walked the whole history
 * table from its first entry, and a page cost ten times the feed's.)
 */
import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import { PLANNING_CHILD_ENTITIES, type BootstrapStep } from '../../src-sync/protocol/bootstrap.js';
import type { Executor } from './change-log.js';
import { visibilityFilter, type Who } from '../policies/index.js';
import { inChatWindow } from './chat-window.js';
import { inHistoryHorizon, isHistoryEntity } from './history-horizon.js';

export interface StepBounds {
  /** The client's window, UTC wire datetimes. */
  from: string;
  to: string;
  /** Plannings that ended before this are left out. */
  horizonStart: string;
  /** The chat window's start (chat-window.ts): of each group, only the recent messages. */
  chatSince: string;
}

/** Where a page starts in its step's order: after this row (`end`: the step's beginning when null). */
export interface StepPosition {
  after: number;
  end: string | null;
  planning: number | null;
}

/** A row of a step with its place in the step's order (`end` and `planning` on planning steps). */
export interface StepRow {
  id: number;
  end: string | null;
  planning: number | null;
}

type CalendarPart = 'window' | 'horizon';

function planningsIn(part: CalendarPart, bounds: StepBounds): Expression<SqlBool> {
  const start = sql.ref('plannings.start');
  const end = sql.ref('plannings.end');
  const inWindow = sql<SqlBool>`(${start} <= ${bounds.to} and ${end} >= ${bounds.from})`;
  if (part === 'window') return inWindow;
  return sql<SqlBool>`(${end} >= ${bounds.horizonStart} and not ${inWindow})`;
}

const atOrAfterPlanning = (p: StepPosition & { end: string }) =>
  sql<SqlBool>`(${sql.ref('plannings.end')}, ${sql.ref('plannings.id')}) >= (${p.end}, ${p.planning ?? 0})`;

/** The window's or the horizon's plannings, by (end, id). */
function planningStep(db: Executor, who: Who, part: CalendarPart, bounds: StepBounds) {
  let query = db.selectFrom('plannings').where(planningsIn(part, bounds));
  const visible = visibilityFilter(who, 'plannings');
  if (visible) query = query.where(visible);
  return query;
}

/** The rows of a child entity whose planning is in the part, joined to it. Every child entity has
 * an integer `id` and a `planning_id` (the cast only widens the table name). */
function childStep(db: Executor, who: Who, entity: 'shifts', part: CalendarPart, bounds: StepBounds) {
  let query = db.selectFrom('plannings').innerJoin(entity, `${entity}.planning_id` as 'shifts.planning_id', 'plannings.id').where(planningsIn(part, bounds));
  const visible = visibilityFilter(who, entity);
  if (visible) query = query.where(visible);
  return query;
}

/** Every row of an entity outside the calendar (the cast only widens the table name); of the
 * messages, each group's recent window. */
function wholeStep(db: Executor, who: Who, entity: 'plannings', bounds: StepBounds) {
  const visible = visibilityFilter(who, entity);
  const query = visible ? db.selectFrom(entity).where(visible) : db.selectFrom(entity);
  const name: string = entity;
  if (name === 'messages') return query.where(inChatWindow(bounds.chatSince));
  // What grows with the company's history stays on the server past the horizon (history-horizon.ts).
  return isHistoryEntity(name) ? query.where(inHistoryHorizon(name, bounds.horizonStart)) : query;
}

const isChild = (step: BootstrapStep) => PLANNING_CHILD_ENTITIES.includes(step.entity);

/** A step's row as the database answers it (PostgreSQL's counts and joins may answer text). */
interface RawStepRow {
  id: number | string;
  end?: string | null;
  planning?: number | string | null;
}

/** The query of up to `limit` rows of the step after `position`, in the step's order (exported
 * for the test that checks each step reads through an index, without sorting). */
export function stepRowsQuery(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds, position: StepPosition, limit: number): CompiledQuery<RawStepRow> {
  const from = position.end === null ? null : { ...position, end: position.end };
  if (step.part === 'all') {
    return wholeStep(db, who, step.entity as 'plannings', bounds)
      .select(sql.ref<number>(`${step.entity}.id`).as('id'))
      .where(sql.ref(`${step.entity}.id`), '>', position.after)
      .orderBy(sql.ref(`${step.entity}.id`))
      .limit(limit)
      .compile();
  }
  if (!isChild(step)) {
    let query = planningStep(db, who, step.part, bounds).select(['plannings.id', 'plannings.end']);
    if (from) query = query.where(sql<SqlBool>`(${sql.ref('plannings.end')}, ${sql.ref('plannings.id')}) > (${from.end}, ${from.after})`);
    return query.orderBy('plannings.end').orderBy('plannings.id').limit(limit).compile();
  }
  const child = sql.ref<number>(`${step.entity}.id`);
  let query = childStep(db, who, step.entity as 'shifts', step.part, bounds).select([child.as('id'), 'plannings.end as end', 'plannings.id as planning']);
  if (from) {
    // The pair bounds the index range on plannings; the triple places the row within a planning.
    query = query
      .where(atOrAfterPlanning(from))
      .where(sql<SqlBool>`(${sql.ref('plannings.end')}, ${sql.ref('plannings.id')}, ${child}) > (${from.end}, ${from.planning ?? 0}, ${from.after})`);
  }
  return query.orderBy('plannings.end').orderBy('plannings.id').orderBy(child).limit(limit).compile();
}

/** Up to `limit` rows of the step after `position`, in the step's order. */
export async function stepRows(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds, position: StepPosition, limit: number): Promise<StepRow[]> {
  const { rows } = await db.executeQuery(stepRowsQuery(db, who, step, bounds, position, limit));
  const calendar = step.part !== 'all';
  const child = calendar && isChild(step);
  return rows.map((r) => ({ id: Number(r.id), end: calendar ? String(r.end) : null, planning: child ? Number(r.planning) : null }));
}

/** The query counting the step's rows for the viewer (the window's M, and the whole sync's total
 * once per bootstrap). */
export function countStepQuery(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds): CompiledQuery<{ n: number | string }> {
  const count = sql<number | string>`count(*)`.as('n');
  if (step.part === 'all') return wholeStep(db, who, step.entity as 'plannings', bounds).select(count).compile();
  if (isChild(step)) return childStep(db, who, step.entity as 'shifts', step.part, bounds).select(count).compile();
  return planningStep(db, who, step.part, bounds).select(count).compile();
}

export async function countStepRows(db: Executor, who: Who, step: BootstrapStep, bounds: StepBounds): Promise<number> {
  const { rows } = await db.executeQuery(countStepQuery(db, who, step, bounds));
  return Number(rows[0]?.n ?? 0);
}
