/**
 * A small planning world for the Planning Details tests. Every row is parsed with the engine's
 * own entity schemas before it is stored, so the screen is tested on rows the feed could send.
 * Times are UTC on the wire; the location is in Europe/Brussels (UTC+1 in February).
 */
import {
  agentRowSchema, planningRowSchema, shiftRowSchema, subcontractorRowSchema,
  type AgentRow, type PlanningRow, type ShiftRow, type SubcontractorRow, type VigilDb,
} from '../../../src-sync/index.js';

const T0 = '2026-01-01 08:00:00';

export const ARGUS = 21;
export const NIGHTWATCH = 20;

export function planning(id: number, overrides: Partial<PlanningRow> = {}): PlanningRow {
  return planningRowSchema.parse({
    id,
    request_id: 1,
    timeslot_id: null,
    request_type: 'Static',
    status: 'pending',
    subcontractor_id: null,
    contractor_status: null,
    client_id: 1,
    branch_id: 2,
    location_id: 3,
    // 09:00 -> 17:00 in Brussels
    start: '2026-02-01 08:00:00',
    end: '2026-02-01 16:00:00',
    number_of_agents: 2,
    description: 'Front desk',
    po_number: null,
    currency: 'EUR',
    created_at: T0,
    updated_at: T0,
    version: 1,
    request: { id: 1, identifier: 'REQ-0001', po_number: null, note: null },
    client: { name: 'Harbour Mall' },
    branch: { name: 'North Wing' },
    location: { name: 'Main entrance', address: 'Quay street', number: '12', timezone: 'Europe/Brussels' },
    contractor: null,
    ...overrides,
  });
}

export function shift(id: number, planningId: number, overrides: Partial<ShiftRow> = {}): ShiftRow {
  return shiftRowSchema.parse({
    id,
    planning_id: planningId,
    request_id: 1,
    subcontractor_id: null,
    start: '2026-02-01 08:00:00',
    end: '2026-02-01 12:00:00',
    agents: [],
    contractor: null,
    updated_at: T0,
    version: 1,
    ...overrides,
  });
}

function agent(id: number, first: string, last: string, subcontractorId: number | null, withUser: boolean): AgentRow {
  return agentRowSchema.parse({
    id, subcontractor_id: subcontractorId, user_id: withUser ? id + 1000 : null, first_name: first, last_name: last, email: null, phone: null,
    user: withUser ? { id: id + 1000, email: `${first.toLowerCase()}@guards.test`, language: 'en' } : null,
    updated_at: T0,
  });
}

function subcontractor(id: number, name: string): SubcontractorRow {
  return subcontractorRowSchema.parse({ id, company_name: name, email: null, phone: null, vat_number: null, updated_at: T0 });
}

export const AGENTS = {
  ann: agent(31, 'Ann', 'Night', NIGHTWATCH, true),
  bob: agent(32, 'Bob', 'Argus', ARGUS, true),
  carl: agent(33, 'Carl', 'Nouser', NIGHTWATCH, false),
  dana: agent(34, 'Dana', 'Staff', null, true),
};

/** Subcontractors and agents every test has; plannings and shifts are per test. The device has
 * completed a sync (unless `synced` is false), as after any online visit. */
export async function seedWorld(db: VigilDb, plannings: PlanningRow[], shifts: ShiftRow[] = [], synced = true): Promise<void> {
  if (synced) await db.sync_state.put({ key: 'last_sync_at', value: Date.now() });
  await db.subcontractors.bulkPut([subcontractor(NIGHTWATCH, 'NightWatch BV'), subcontractor(ARGUS, 'Argus Bewaking NV')]);
  await db.agents.bulkPut(Object.values(AGENTS));
  await db.plannings.bulkPut(plannings);
  await db.shifts.bulkPut(shifts);
}
