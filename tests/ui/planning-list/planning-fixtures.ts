/** Planning rows that pass the entity schema, for the list tests. */
import { DateTime } from 'luxon';
import { PLANNING_STATUSES, planningRowSchema, type PlanningRow } from '../../../src-sync/index.js';

const WIRE = 'yyyy-MM-dd HH:mm:ss';

/** UTC wire text `days` days and `hours` hours from the start of the local today. */
export function fromToday(days: number, hours = 0): string {
  return DateTime.local().startOf('day').plus({ days, hours }).toUTC().toFormat(WIRE);
}

export function makePlanning(id: number, overrides: Partial<PlanningRow> = {}): PlanningRow {
  const row: PlanningRow = {
    id,
    request_id: 1000 + id,
    timeslot_id: null,
    request_type: 'Static',
    status: 'confirmed',
    subcontractor_id: null,
    contractor_status: null,
    client_id: 1,
    branch_id: 11,
    location_id: 101,
    start: fromToday(1, 19),
    end: fromToday(2, 7),
    number_of_agents: 2,
    description: 'Night guarding with hourly rounds.',
    po_number: null,
    currency: 'EUR',
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    version: 1,
    request: { id: 1000 + id, identifier: `REQ-${String(id).padStart(5, '0')}`, po_number: null, note: null },
    client: { name: 'Harbour Mall' },
    branch: { name: 'Antwerp' },
    location: { name: 'North Gate', address: 'Kaai 12', number: '3', timezone: 'Europe/Brussels' },
    contractor: null,
    ...overrides,
  };
  return planningRowSchema.parse(row);
}

const CLIENTS = [
  { id: 1, name: 'Harbour Mall', branches: [{ id: 11, name: 'Antwerp' }, { id: 12, name: 'Gent' }] },
  { id: 2, name: 'Brabant Logistics Park NV', branches: [{ id: 21, name: 'Mechelen' }] },
  { id: 3, name: 'Liège Expo', branches: [{ id: 31, name: 'Centre' }] },
];
const SUBCONTRACTORS = [{ id: 501, name: 'Argus Bewaking NV' }, { id: 502, name: 'NightWatch BV' }];

/** `count` varied rows over -40..+120 days, deterministic (no Math.random), valid by construction
 * (no per-row schema parse: this builds 100,000 rows for the speed test). */
export function syntheticPlannings(count: number): PlanningRow[] {
  const base = makePlanning(1);
  const today = DateTime.local().startOf('day');
  const rows: PlanningRow[] = [];
  for (let i = 1; i <= count; i++) {
    const client = CLIENTS[i % CLIENTS.length]!;
    const branch = client.branches[i % client.branches.length]!;
    const sub = i % 3 === 0 ? null : SUBCONTRACTORS[i % SUBCONTRACTORS.length]!;
    const start = today.plus({ days: (i % 160) - 40, hours: (i * 7) % 24 });
    rows.push({
      ...base,
      id: i,
      request_id: 100000 + i,
      status: PLANNING_STATUSES[i % PLANNING_STATUSES.length]!,
      client_id: client.id,
      branch_id: branch.id,
      location_id: 1000 + (i % 400),
      subcontractor_id: sub?.id ?? null,
      contractor: sub ? { name: sub.name } : null,
      contractor_status: sub ? 'accepted' : null,
      start: start.toUTC().toFormat(WIRE),
      end: start.plus({ hours: 8 + (i % 5) }).toUTC().toFormat(WIRE),
      po_number: i % 10 === 0 ? `PO-${i}` : null,
      request: { id: 100000 + i, identifier: `R${String(i).padStart(6, '0')}`, po_number: null, note: null },
      client: { name: client.name },
      branch: { name: branch.name },
      location: { name: `Site ${i % 400}`, address: `Street ${i % 97}`, number: String(i % 50), timezone: 'Europe/Brussels' },
      description: i % 2 ? 'Night guarding with hourly rounds.' : 'Reception desk: visitor registration and badges.',
    });
  }
  return rows;
}
