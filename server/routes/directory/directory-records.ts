/**
 * What the server's directory routes need per collection (accounts have routes of their own):
 * the columns a write sets, who owns a record (the permission table's facts), and the checks of
 * the records a write names (a branch's client exists; a location's branch is its client's).
 */
import {
  BRANCH_OF_OTHER_CLIENT, NAME_TAKEN, NO_BRANCH_WITHOUT_CLIENT, NO_SUCH_RECORD, UNIQUE_NAME, sameName, type DirectoryEntity, type FieldIssue,
} from '../../../src-sync/protocol/directory/index.js';
import type { OwnerFacts } from '../../../src-sync/protocol/permissions/index.js';
import type { Executor } from '../../sync/change-log.js';

export type RecordEntity = Exclude<DirectoryEntity, 'accounts'>;
export type Values = Record<string, unknown>;

export interface DirectoryRecordSpec {
  /** Columns a create or a change may set (the wire fields; `archived` travels as a boolean). */
  columns: readonly string[];
  /** Who owns the record, from its stored columns or a create's body. */
  owner: (db: Executor, record: Values) => Promise<OwnerFacts>;
  /** The records the (merged) record names must exist and fit together. */
  references?: (db: Executor, record: Values) => Promise<FieldIssue[]>;
  /** Rows deleted with the record (an agent's licences). */
  cascades?: { entity: 'licenses'; column: 'agent_id' }[];
}

const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const owner = (client: unknown, subcontractor: unknown): OwnerFacts => ({ client_id: id(client), subcontractor_id: id(subcontractor) });

async function exists(db: Executor, table: keyof typeof NO_SUCH_RECORD, value: unknown, path: string): Promise<FieldIssue[]> {
  const ref = id(value);
  if (ref === null) return [];
  const row = await db.selectFrom(table as 'clients').select('id').where('id', '=', ref).executeTakeFirst();
  return row ? [] : [{ path, message: NO_SUCH_RECORD[table] }];
}

/** The branch must be the client's own (and a subcontractor's location has none). */
async function branchOfClient(db: Executor, record: Values): Promise<FieldIssue[]> {
  const branch = id(record.branch_id);
  if (branch === null) return [];
  const row = await db.selectFrom('branches').select('client_id').where('id', '=', branch).executeTakeFirst();
  if (!row) return [{ path: 'branch_id', message: NO_SUCH_RECORD.branches }];
  if (id(record.client_id) === null) return [{ path: 'branch_id', message: NO_BRANCH_WITHOUT_CLIENT }];
  return row.client_id === record.client_id ? [] : [{ path: 'branch_id', message: BRANCH_OF_OTHER_CLIENT }];
}

/** A client's or subcontractor's name is its only name in every picker (the invitation's
 * "Belongs to", the order's client): another with the same one, whatever the case or spaces
 * around it, is refused. Compared here, not in SQL (SQLite's lower() knows only ASCII: "ÉTOILE"
 * and "étoile" would pass); the tables are small. Checked when the name is set, so a pair named
 * alike before the rule can still be changed or archived. */
export async function nameIssues(db: Executor, entity: RecordEntity, record: Values): Promise<FieldIssue[]> {
  const column = UNIQUE_NAME[entity as keyof typeof UNIQUE_NAME];
  if (column === undefined) return [];
  const name = record[column];
  if (typeof name !== 'string') return [];
  const rows = await db.selectFrom(entity as 'clients').select(['id', `${column} as name` as 'name']).execute();
  const self = id(record.id);
  return rows.some((row) => row.id !== self && sameName(String(row.name ?? ''), name)) ? [{ path: column, message: NAME_TAKEN }] : [];
}

const CONTACT = ['email', 'phone'] as const;

export const DIRECTORY_RECORDS: Readonly<Record<RecordEntity, DirectoryRecordSpec>> = {
  clients: {
    columns: ['name', ...CONTACT, 'address'],
    owner: (_db, record) => Promise.resolve(owner(record.id, null)),
  },
  branches: {
    columns: ['client_id', 'name', 'address', ...CONTACT],
    owner: (_db, record) => Promise.resolve(owner(record.client_id, null)),
    references: (db, record) => exists(db, 'clients', record.client_id, 'client_id'),
  },
  locations: {
    columns: ['client_id', 'subcontractor_id', 'branch_id', 'name', 'address', 'number', 'postal_code', 'city', 'country', 'timezone', 'latitude', 'longitude'],
    owner: (_db, record) => Promise.resolve(owner(record.client_id, record.subcontractor_id)),
    references: async (db, record) => [
      ...(await exists(db, 'clients', record.client_id, 'client_id')),
      ...(await exists(db, 'subcontractors', record.subcontractor_id, 'subcontractor_id')),
      ...(await branchOfClient(db, record)),
    ],
  },
  subcontractors: {
    columns: ['company_name', ...CONTACT, 'vat_number'],
    owner: (_db, record) => Promise.resolve(owner(null, record.id)),
  },
  agents: {
    columns: ['subcontractor_id', 'first_name', 'last_name', ...CONTACT],
    owner: (_db, record) => Promise.resolve(owner(null, record.subcontractor_id)),
    references: (db, record) => exists(db, 'subcontractors', record.subcontractor_id, 'subcontractor_id'),
    cascades: [{ entity: 'licenses', column: 'agent_id' }],
  },
  licenses: {
    columns: ['agent_id', 'type', 'number', 'issued_at', 'expires_at'],
    owner: async (db, record) => {
      const agent = id(record.agent_id) === null ? undefined : await db.selectFrom('agents').select('subcontractor_id').where('id', '=', record.agent_id as number).executeTakeFirst();
      return owner(null, agent?.subcontractor_id ?? null);
    },
    references: (db, record) => exists(db, 'agents', record.agent_id, 'agent_id'),
  },
  equipment: {
    columns: ['name', 'description'],
    owner: () => Promise.resolve(owner(null, null)),
  },
  contacts: {
    columns: ['client_id', 'branch_id', 'first_name', 'last_name', ...CONTACT, 'function'],
    owner: (_db, record) => Promise.resolve(owner(record.client_id, null)),
    references: async (db, record) => [...(await exists(db, 'clients', record.client_id, 'client_id')), ...(await branchOfClient(db, record))],
  },
};

/** The body's values for the collection's columns (`archived` as 0/1). */
export function columnValues(spec: DirectoryRecordSpec, body: Values): Values {
  const out: Values = {};
  for (const column of spec.columns) if (body[column] !== undefined) out[column] = body[column];
  if (typeof body.archived === 'boolean') out.archived = body.archived ? 1 : 0;
  return out;
}
