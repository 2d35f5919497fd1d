/** Reads the local rows a mutation needs to build its optimistic change (display names of
 * agents and subcontractors, a planning's shifts and history). Run inside the mutation's
 * transaction, so what it reads is what the change is applied to. */
import type { Effect } from '../db/engine-tables.js';
import type { Local, VigilDb } from '../db/vigil-db.js';
import type { HistoryRow, PlanningRow, ShiftRow } from '../protocol/entities.js';
import { resolveTempId } from '../outbox/temp-ids.js';
import { notAvailable } from './mutation-input.js';
import Dexie from 'dexie';

/** A planning's shifts and history, through their `[planning_id+…]` compound indexes: the tables
 * keep no plain `planning_id` index (each index costs every bootstrap write, see schema.ts). */
export const shiftsOfPlanning = (db: VigilDb, planningId: number) =>
  db.shifts.where('[planning_id+start]').between([planningId, Dexie.minKey], [planningId, Dexie.maxKey], true, true);
export const historyOfPlanning = (db: VigilDb, planningId: number) =>
  db.planning_history.where('[planning_id+created_at]').between([planningId, Dexie.minKey], [planningId, Dexie.maxKey], true, true);

export async function requirePlanning(db: VigilDb, id: number): Promise<Local<PlanningRow>> {
  const row = await db.plannings.get(id);
  if (!row) throw notAvailable('Planning', id);
  return row;
}

/** Also finds a shift by a temp id that has been swapped for the server's id meanwhile. */
export async function requireShift(db: VigilDb, id: number): Promise<Local<ShiftRow>> {
  const row = await db.shifts.get(await resolveTempId(db, id));
  if (!row) throw notAvailable('Shift', id);
  return row;
}

/** The shift's `agents` display list for agent ids. Names come from the agents table, or from the
 * shift's current list (a subcontractor may not hold other agents); `agent_shift_id` is kept
 * for agents already on the shift and 0 (unknown until the server answers) for new ones. */
export async function shiftAgents(db: VigilDb, agentIds: readonly number[], current: ShiftRow['agents'] = []): Promise<ShiftRow['agents']> {
  const rows = await db.agents.bulkGet([...agentIds]);
  return agentIds.map((id, index) => {
    const known = current.find((agent) => agent.id === id);
    const row = rows[index];
    return {
      id,
      first_name: row?.first_name ?? known?.first_name ?? '',
      last_name: row?.last_name ?? known?.last_name ?? '',
      agent_shift_id: known?.agent_shift_id ?? 0,
    };
  });
}

export async function contractorOf(db: VigilDb, subcontractorId: number | null): Promise<{ name: string } | null> {
  if (subcontractorId === null) return null;
  const row = await db.subcontractors.get(subcontractorId);
  return row ? { name: row.company_name } : null;
}

/**
 * Effects of removing shifts, as the server does it: the shifts go, and history entries that
 * pointed at them stay on the planning, detached (shift_id and agent_shift_id null).
 */
export async function removeShiftsEffects(db: VigilDb, shiftIds: readonly number[]): Promise<Effect[]> {
  if (shiftIds.length === 0) return [];
  // Entries of a shift are entries of its planning: read those, keep the shifts' own.
  const removed = new Set(shiftIds);
  const plannings = new Set((await db.shifts.bulkGet([...shiftIds])).flatMap((shift) => (shift ? [shift.planning_id] : [])));
  const history: HistoryRow[] = [];
  for (const planningId of plannings) history.push(...(await historyOfPlanning(db, planningId).filter((entry) => entry.shift_id !== null && removed.has(entry.shift_id)).toArray()));
  return [
    ...shiftIds.map((id): Effect => ({ table: 'shifts', id, kind: 'delete' })),
    ...history.map((entry): Effect => ({ table: 'planning_history', id: entry.id, kind: 'merge', fields: { shift_id: null, agent_shift_id: null } })),
  ];
}

/** Also finds an entry by a temp id that has been swapped for the server's id meanwhile. */
export async function requireHistory(db: VigilDb, id: number): Promise<Local<HistoryRow>> {
  const row = await db.planning_history.get(await resolveTempId(db, id));
  if (!row) throw notAvailable('History entry', id);
  return row;
}

export async function shiftIdsOfPlanning(db: VigilDb, planningId: number): Promise<number[]> {
  return shiftsOfPlanning(db, planningId).primaryKeys();
}
