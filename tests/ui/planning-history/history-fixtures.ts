/**
 * Rows for the history and confirm-planning tests, each parsed with the engine's entity schemas
 * (the screen is tested on rows the feed could send). The location is in Europe/Brussels
 * (UTC+1 in February), so 08:00 UTC reads 09:00.
 */
import {
  historyRowSchema, planningRowSchema, requestRowSchema, requestTimeslotRowSchema, shiftRowSchema,
  type HistoryRow, type PlanningRow, type RequestRow, type RequestTimeslotRow, type ShiftRow,
} from '../../../src-sync/index.js';

const T0 = '2026-01-01 08:00:00';
export const PLANNING_ID = 7;
export const REQUEST_ID = 1;

export function planning(overrides: Partial<PlanningRow> = {}): PlanningRow {
  return planningRowSchema.parse({
    id: PLANNING_ID, request_id: REQUEST_ID, timeslot_id: 61, request_type: 'Static', status: 'pending', subcontractor_id: 20,
    contractor_status: 'pending', client_id: 1, branch_id: 2, location_id: 3, start: '2026-02-01 08:00:00', end: '2026-02-01 20:00:00',
    number_of_agents: 2, description: null, po_number: null, currency: 'EUR', created_at: T0, updated_at: T0, version: 1,
    request: { id: REQUEST_ID, identifier: 'REQ-0001', po_number: null, note: null },
    client: { name: 'Harbour Mall' }, branch: { name: 'North Wing' },
    location: { name: 'Main entrance', address: 'Quay street', number: '12', timezone: 'Europe/Brussels' },
    contractor: { name: 'NightWatch BV' },
    ...overrides,
  });
}

export const ANN = { id: 31, first_name: 'Ann', last_name: 'Night', agent_shift_id: 501 };
export const BOB = { id: 32, first_name: 'Bob', last_name: 'Day', agent_shift_id: 502 };
export const CEES = { id: 33, first_name: 'Cees', last_name: 'Late', agent_shift_id: 503 };

export function shift(id: number, overrides: Partial<ShiftRow> = {}): ShiftRow {
  return shiftRowSchema.parse({
    id, planning_id: PLANNING_ID, request_id: REQUEST_ID, subcontractor_id: 20, start: '2026-02-01 08:00:00', end: '2026-02-01 14:00:00',
    agents: [ANN, BOB], contractor: { name: 'NightWatch BV' }, updated_at: T0, version: 1,
    ...overrides,
  });
}

export function entry(id: number, overrides: Partial<HistoryRow> = {}): HistoryRow {
  return historyRowSchema.parse({
    id, planning_id: PLANNING_ID, request_id: REQUEST_ID, shift_id: 41, agent_id: ANN.id, agent_shift_id: ANN.agent_shift_id,
    status: 'note', created_at: '2026-02-01 09:00:00', break_finished_at: null, break_reason: null, note: null, image: null, cost: null,
    agent: { first_name: 'Ann', last_name: 'Night' }, updated_at: T0, version: 1,
    ...overrides,
  });
}

export function request(overrides: Partial<RequestRow> = {}): RequestRow {
  return requestRowSchema.parse({
    id: REQUEST_ID, identifier: 'REQ-0001', client_id: 1, branch_id: 2, location_id: 3, po_number: null, note: null, status: 'pending',
    created_at: T0, updated_at: T0, client: { name: 'Harbour Mall' }, branch: { name: 'North Wing' },
    location: { name: 'Main entrance', address: 'Quay street', number: '12', timezone: 'Europe/Brussels' },
    ...overrides,
  });
}

export function timeslot(id: number, overrides: Partial<RequestTimeslotRow> = {}): RequestTimeslotRow {
  return requestTimeslotRowSchema.parse({
    id, request_id: REQUEST_ID, start: '2026-02-01 08:00:00', end: '2026-02-03 20:00:00', continuous: 0, request_type: 'Static', note: null,
    timeslots: [{ day: 'Monday', start: '09:00', end: '21:00', agents: 2 }], status: 'pending', updated_at: T0,
    ...overrides,
  });
}
