/**
 * What still refers to a directory record, counted by the server with everything it has (the
 * device's count is a preview). A record with any count above 0 is not deleted (the permission
 * table's `record-in-use`): it is archived instead. Kinds are named as the SPA names them.
 */
import type { DirectoryEntity } from '../../../src-sync/protocol/directory/directory-writes.js';
import type { UsageFacts } from '../../../src-sync/protocol/permissions/index.js';
import type { Database } from '../../db/types.js';
import type { Executor } from '../../sync/change-log.js';

type Counter = (db: Executor, id: number) => Promise<number>;

function count<T extends keyof Database>(table: T, column: string): Counter {
  return async (db, id) => {
    const row = await db
      .selectFrom(table as 'plannings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column as 'id', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
}

const agentSignIn: Counter = async (db, id) => ((await db.selectFrom('agents').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id == null ? 0 : 1);

const COUNTERS: Readonly<Record<DirectoryEntity, Readonly<Record<string, Counter>>>> = {
  clients: {
    requests: count('requests', 'client_id'),
    plannings: count('plannings', 'client_id'),
    branches: count('branches', 'client_id'),
    locations: count('locations', 'client_id'),
    contacts: count('contacts', 'client_id'),
    accounts: count('accounts', 'client_id'),
  },
  branches: {
    requests: count('requests', 'branch_id'),
    plannings: count('plannings', 'branch_id'),
    locations: count('locations', 'branch_id'),
    contacts: count('contacts', 'branch_id'),
  },
  locations: { requests: count('requests', 'location_id'), plannings: count('plannings', 'location_id') },
  subcontractors: {
    plannings: count('plannings', 'subcontractor_id'),
    shifts: count('shifts', 'subcontractor_id'),
    agents: count('agents', 'subcontractor_id'),
    locations: count('locations', 'subcontractor_id'),
    accounts: count('accounts', 'subcontractor_id'),
  },
  // Past shifts count as much as future ones: deleting the agent would take its name off the
  // proof of service of every shift it worked.
  agents: { shifts: count('shift_agents', 'agent_id'), history: count('planning_history', 'agent_id'), accounts: agentSignIn },
  licenses: {},
  equipment: { requests: count('request_equipment', 'equipment_id') },
  contacts: {},
  // A user who wrote requests or chat messages stays, disabled: those carry its name.
  accounts: {},
};

export async function usageOf(db: Executor, entity: DirectoryEntity, id: number): Promise<UsageFacts> {
  const usage: Record<string, number> = {};
  for (const [kind, counter] of Object.entries(COUNTERS[entity])) usage[kind] = await counter(db, id);
  return usage;
}
