/** Valid wire rows (they pass ENTITY_ROW_SCHEMAS) for engine tests. */
import type { AgentRow, HistoryRow, PlanningRow, ShiftRow, SubcontractorRow, RequestRow } from '../../../src-sync/protocol/entities.js';

export const T0 = '2026-01-01 08:00:00';

export function planningRow(id: number, overrides: Partial<PlanningRow> = {}): PlanningRow {
  return {
    id,
    request_id: 1,
    timeslot_id: null,
    request_type: 'Static',
    status: 'pending',
    subcontractor_id: null,
    contractor_status: null,
    client_id: 1,
    branch_id: null,
    location_id: 1,
    start: '2026-02-01 08:00:00',
    end: '2026-02-01 18:00:00',
    number_of_agents: 2,
    description: null,
    po_number: null,
    currency: 'EUR',
    created_at: T0,
    updated_at: T0,
    version: 1,
    request: { id: 1, identifier: 'REQ-1', po_number: null, note: null },
    client: { name: 'Acme' },
    branch: null,
    location: { name: 'HQ', address: 'Main street 1', number: null, timezone: 'Europe/Brussels' },
    contractor: null,
    ...overrides,
  };
}

export function shiftRow(id: number, planningId: number, overrides: Partial<ShiftRow> = {}): ShiftRow {
  return {
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
  };
}

export function historyRow(id: number, planningId: number, shiftId: number | null, overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id,
    planning_id: planningId,
    request_id: 1,
    shift_id: shiftId,
    agent_id: 7,
    agent_shift_id: null,
    status: 'note',
    created_at: '2026-02-01 09:00:00',
    break_finished_at: null,
    break_reason: null,
    note: 'all quiet',
    image: null,
    cost: null,
    agent: { first_name: 'Ann', last_name: 'Agent' },
    updated_at: T0,
    version: 1,
    internal: 0,
    received_at: null,
    latitude: null,
    longitude: null,
    accuracy: null,
    fence: null,
    ...overrides,
  };
}

export function agentRow(id: number, overrides: Partial<AgentRow> = {}): AgentRow {
  return {
    id,
    subcontractor_id: null,
    user_id: null,
    first_name: 'Ann',
    last_name: 'Agent',
    email: null,
    phone: null,
    user: null,
    archived: 0,
    updated_at: T0,
    ...overrides,
  };
}

export function subcontractorRow(id: number, name = 'Guard Co'): SubcontractorRow {
  return { id, company_name: name, email: null, phone: null, vat_number: null, archived: 0, updated_at: T0 };
}

export function requestRow(id: number, overrides: Partial<RequestRow> = {}): RequestRow {
  return {
    id,
    identifier: `REQ-${id}`,
    client_id: 1,
    branch_id: null,
    location_id: 1,
    po_number: null,
    note: null,
    status: 'pending',
    created_at: T0,
    updated_at: T0,
    client: { name: 'Acme' },
    branch: null,
    location: { name: 'HQ', address: 'Main street 1', number: null, timezone: 'Europe/Brussels' },
    created_by: null,
    period_start: null,
    period_end: null,
    request_types: [],
    images: [],
    version: 1,
    ...overrides,
  };
}

export function upsert(entity: string, row: { id: number }) {
  return { entity, op: 'upsert', id: row.id, data: row };
}

export function remove(entity: string, id: number) {
  return { entity, op: 'delete', id };
}
