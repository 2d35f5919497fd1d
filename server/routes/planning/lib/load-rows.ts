/** Loads the rows a write works on, or answers 404. Reads go through the caller's executor so a
 * check and the write it guards see the same transaction. */
import type { Selectable } from 'kysely';
import type { PlanningHistoryTable, PlanningsTable, ShiftsTable } from '../../../db/types.js';
import type { Executor } from '../../../sync/change-log.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';

export type PlanningRecord = Selectable<PlanningsTable>;
export type ShiftRecord = Selectable<ShiftsTable>;
export type HistoryRecord = Selectable<PlanningHistoryTable>;

export async function loadPlanning(db: Executor, id: number): Promise<PlanningRecord> {
  const row = await db.selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Planning');
  return row;
}

/** A planning named in a body: missing is a 422 on that field, not a 404 of the route. */
export async function loadPlanningRef(db: Executor, id: number, path = 'planning_id'): Promise<PlanningRecord> {
  const row = await db.selectFrom('plannings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw unprocessable('No such planning.', [{ path, message: 'no such planning' }]);
  return row;
}

export async function loadShiftRef(db: Executor, id: number, path = 'shift_id'): Promise<ShiftRecord> {
  const row = await db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw unprocessable('No such shift.', [{ path, message: 'no such shift' }]);
  return row;
}

export async function loadShift(db: Executor, id: number): Promise<ShiftRecord> {
  const row = await db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Shift');
  return row;
}

export async function loadHistory(db: Executor, id: number): Promise<HistoryRecord> {
  const row = await db.selectFrom('planning_history').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('History entry');
  return row;
}

export async function shiftIdsOfPlannings(db: Executor, planningIds: readonly number[]): Promise<number[]> {
  if (planningIds.length === 0) return [];
  const rows = await db.selectFrom('shifts').select('id').where('planning_id', 'in', [...planningIds]).execute();
  return rows.map((r) => r.id);
}

export async function historyIdsOf(db: Executor, column: 'planning_id' | 'shift_id', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('planning_history').select('id').where(column, 'in', [...ids]).execute();
  return rows.map((r) => r.id);
}
