/**
 * What this device knows still refers to a record, counted through the local indexes, before a
 * delete is offered: the user is told at once why a record in use stays (and may archive it).
 * The server counts again with everything it has and refuses a delete in use all the same.
 * Kinds are named as the server names them (`plannings`, `requests`…), so one wording serves both.
 */
import type { UsageFacts } from '../../../../src-sync/index.js';
import type { LocalDb } from './collection-types.js';

type Counter = (db: LocalDb, id: number) => Promise<number>;

const by = (table: 'plannings' | 'requests' | 'branches' | 'locations' | 'contacts' | 'accounts' | 'agents' | 'shifts' | 'planning_history' | 'request_equipment', index: string): Counter =>
  (db, id) => db[table].where(index).equals(id).count();

/** Shifts do not index their agents: the one count that reads the table, only when asked. */
const shiftsOfAgent: Counter = (db, id) => db.shifts.filter((shift) => shift.agents.some((agent) => agent.id === id)).count();

export function usageOf(counters: Readonly<Record<string, Counter>>): (db: LocalDb, id: number) => Promise<UsageFacts> {
  return async (db, id) => {
    const usage: Record<string, number> = {};
    for (const [kind, count] of Object.entries(counters)) usage[kind] = await count(db, id);
    return usage;
  };
}

export const COUNT = {
  plannings: (field: string) => by('plannings', field),
  requests: (field: string) => by('requests', field),
  branches: by('branches', 'client_id'),
  locations: (field: string) => by('locations', field),
  contacts: (field: string) => by('contacts', field),
  accounts: (field: string) => by('accounts', field),
  agents: by('agents', 'subcontractor_id'),
  shifts: by('shifts', 'subcontractor_id'),
  agentShifts: shiftsOfAgent,
  history: by('planning_history', 'agent_id'),
  equipmentLines: by('request_equipment', 'equipment_id'),
} as const;

export const NOTHING_USES_IT = (): Promise<UsageFacts> => Promise.resolve({});
