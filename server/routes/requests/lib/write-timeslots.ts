/**
 * A request's timeslots and the plannings they make: one planning per day of the period whose
 * weekday has a line in the pattern, at the location's wall-clock times
 * (src-sync/protocol/timeslot-calendar.ts), pending until the review decides. Removing a
 * timeslot removes its plannings with their shifts and history (the order changed before it
 * was accepted: that work was for days nobody asks for any more).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import { utcNow } from '../../../lib/time.js';
import { inChunks } from '../../../sync/in-chunks.js';
import type { TimeslotInput } from '../../../../src-sync/protocol/request-writes.js';
import { timeslotPlannings } from '../../../../src-sync/protocol/timeslot-calendar.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';
import { historyIdsOf, shiftIdsOfPlannings } from '../../planning/lib/load-rows.js';

export interface TimeslotOwner {
  requestId: number;
  clientId: number;
  branchId: number | null;
  locationId: number;
  timezone: string;
  poNumber: string | null;
}

/** What a timeslot row stores of the input (the day list as JSON, days as the client typed them). */
function slotColumns(slot: TimeslotInput, timezone: string) {
  const plannings = timeslotPlannings(slot, timezone);
  const first = plannings[0];
  const last = plannings[plannings.length - 1];
  // The rules (requestRuleIssues) refuse a timeslot without a single day, so both exist.
  if (!first || !last) throw new Error('a timeslot without plannings passed the order checks');
  return {
    plannings,
    columns: {
      start: first.start,
      end: last.end,
      start_date: slot.start,
      end_date: slot.end,
      continuous: slot.continuous,
      request_type: slot.request_type,
      note: slot.note ?? null,
      timeslots: JSON.stringify(slot.timeslots),
    },
  };
}

/** Inserts the plannings of one timeslot; returns their ids. */
async function insertPlannings(trx: Transaction<Database>, owner: TimeslotOwner, timeslotId: number, slot: TimeslotInput, plannings: ReturnType<typeof timeslotPlannings>, now: string): Promise<number[]> {
  const values = plannings.map((planning) => ({
    request_id: owner.requestId,
    timeslot_id: timeslotId,
    request_type: slot.request_type,
    status: 'pending',
    client_id: owner.clientId,
    branch_id: owner.branchId,
    location_id: owner.locationId,
    start: planning.start,
    end: planning.end,
    number_of_agents: planning.agents,
    description: slot.note ?? null,
    po_number: owner.poNumber,
    currency: 'EUR',
    created_at: now,
    updated_at: now,
  }));
  const ids: number[] = [];
  // 15 values a row: well under SQLite's bound-parameter limit per statement.
  for (let i = 0; i < values.length; i += 500) {
    const rows = await trx.insertInto('plannings').values(values.slice(i, i + 500)).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A new timeslot with its plannings. */
export async function insertTimeslot(trx: Transaction<Database>, changes: ChangeTracker, owner: TimeslotOwner, slot: TimeslotInput): Promise<{ timeslotId: number; planningIds: number[] }> {
  const now = utcNow();
  const { plannings, columns } = slotColumns(slot, owner.timezone);
  const row = await trx
    .insertInto('request_timeslots')
    .values({ request_id: owner.requestId, ...columns, status: 'pending', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const planningIds = await insertPlannings(trx, owner, row.id, slot, plannings, now);
  changes.created('request_timeslots', [row.id]);
  changes.created('plannings', planningIds);
  return { timeslotId: row.id, planningIds };
}

/** An existing timeslot asks for something else: its plannings are made again. */
export async function replaceTimeslot(trx: Transaction<Database>, changes: ChangeTracker, owner: TimeslotOwner, timeslotId: number, slot: TimeslotInput): Promise<number[]> {
  await removePlanningsOf(trx, changes, [timeslotId]);
  const now = utcNow();
  const { plannings, columns } = slotColumns(slot, owner.timezone);
  await changes.before('request_timeslots', [timeslotId]);
  await trx.updateTable('request_timeslots').set({ ...columns, updated_at: now }).where('id', '=', timeslotId).execute();
  const planningIds = await insertPlannings(trx, owner, timeslotId, slot, plannings, now);
  changes.created('plannings', planningIds);
  return planningIds;
}

/** Removes timeslots with their plannings. */
export async function removeTimeslots(trx: Transaction<Database>, changes: ChangeTracker, timeslotIds: readonly number[]): Promise<void> {
  if (timeslotIds.length === 0) return;
  await removePlanningsOf(trx, changes, timeslotIds);
  await changes.before('request_timeslots', timeslotIds);
  await trx.deleteFrom('request_timeslots').where('id', 'in', [...timeslotIds]).execute();
}

async function removePlanningsOf(trx: Transaction<Database>, changes: ChangeTracker, timeslotIds: readonly number[]): Promise<void> {
  const plannings = await inChunks([...timeslotIds], (chunk) => trx.selectFrom('plannings').select('id').where('timeslot_id', 'in', chunk).execute());
  const ids = plannings.map((row) => row.id);
  if (ids.length === 0) return;
  const shiftIds = await shiftIdsOfPlannings(trx, ids);
  const historyIds = await historyIdsOf(trx, 'planning_id', ids);
  await changes.before('plannings', ids);
  await changes.before('shifts', shiftIds);
  await changes.before('planning_history', historyIds);
  await inChunks(ids, async (chunk) => {
    await trx.deleteFrom('planning_history').where('planning_id', 'in', chunk).execute();
    const shifts = await trx.selectFrom('shifts').select('id').where('planning_id', 'in', chunk).execute();
    if (shifts.length > 0) await trx.deleteFrom('shift_agents').where('shift_id', 'in', shifts.map((row) => row.id)).execute();
    await trx.deleteFrom('shifts').where('planning_id', 'in', chunk).execute();
    await trx.deleteFrom('plannings').where('id', 'in', chunk).execute();
    return [];
  });
}
