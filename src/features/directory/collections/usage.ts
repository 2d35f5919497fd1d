/**
 * What this device knows still refers to a record, counted through the local indexes (or a filter
 * where there is none) before a delete is offered: the user is told at once why a record in use
 * stays (and may archive it).
 * The server counts again with everything it has and refuses a delete in use all the same.
 * Kinds are named as the server names them (`plannings`, `requests`…), so one wording serves both.
 */
import type { UsageFacts } from '../../../../src-sync/index.js';
import type { LocalDb } from './collection-types.js';

type Counter = (db: LocalDb, id: number) => Promise<number>;

const by = (table: 'requests' | 'branches' | 'locations' | 'contacts' | 'accounts' | 'agents' | 'request_equipment', index: string): Counter =>
  (db, id) => db[table].where(index).equals(id).count();

/**
 * The three big tables index only what their screens query (src-sync/db/schema.ts: every index
 * is written with every row of a bootstrap), so a delete's usage reads them with a filter: rare,
 * and only when a delete is asked for.
 */
const scanned = (table: 'plannings' | 'shifts' | 'planning_history', field: string): Counter =>
  (db, id) => db[table].filter((row) => (row as unknown as Record<string, unknown>)[field] === id).count();

/** Shifts do not index their agents either. */
const shiftsOfAgent: Counter = (db, id) => db.shifts.filter((shift) => shift.agents.some((agent) => agent.id === id)).count();

export function usageOf(counters: Readonly<Record<string, Counter>>): (db: LocalDb, id: number) => Promise<UsageFacts> {
  return async (db, id) => {
    const usage: Record<string, number> = {};
    for (const [kind, count] of Object.entries(counters)) usage[kind] = await count(db, id);
    return usage;
  };
}

export const COUNT = {
  plannings: (field: string) => scanned('plannings', field),
  requests: (field: string) => by('requests', field),
  branches: by('branches', 'client_id'),
  locations: (field: string) => by('locations', field),
  contacts: (field: string) => by('contacts', field),
  accounts: (field: string) => by('accounts', field),
  agents: by('agents', 'subcontractor_id'),
  shifts: scanned('shifts', 'subcontractor_id'),
  agentShifts: shiftsOfAgent,
  history: scanned('planning_history', 'agent_id'),
  equipmentLines: by('request_equipment', 'equipment_id'),
} as const;

export const NOTHING_USES_IT = (): Promise<UsageFacts> => Promise.resolve({});
