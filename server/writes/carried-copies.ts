/**
 * Rows that carry a copy of another row's display fields (spec section 3's denormalised parts):
 * a planning names its client, branch, location, contractor and request; a request its client,
 * branch and location; a shift its agents and contractor; a history entry, an SOS and a team
 * position their agent.
 *
 * The server builds each row's JSON when it is read, so its copy is fresh at once; a device holds
 * the row as it was sent and gets it again only when the row is logged. So when a write changes
 * a carried field (a client renamed, a location's timezone corrected, a request's note changed),
 * the ChangeTracker logs every row carrying it as well; without this, every planning of a renamed
 * client kept the old name on every device until something else changed it.
 */
import { sql } from 'kysely';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import type { VersionedEntity } from './field-versions.js';

type CarrierQuery = (db: Executor, sourceIds: number[]) => Promise<{ id: number }[]>;

interface Carrier {
  entity: SyncEntity;
  rows: CarrierQuery;
}

type CarrierTable = 'plannings' | 'requests' | 'shifts' | 'planning_history' | 'sos_alerts';
type CarrierColumn = 'client_id' | 'branch_id' | 'location_id' | 'subcontractor_id' | 'agent_id' | 'request_id';

/** The rows of `table` whose `column` points at a source row. */
const pointingAt = (table: CarrierTable, column: CarrierColumn): Carrier => ({
  entity: table,
  rows: async (db, ids) => (await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids)})`.execute(db)).rows,
});

const CARRIED: Partial<Record<VersionedEntity, { fields: readonly string[]; carriers: readonly Carrier[] }>> = {
  clients: { fields: ['name'], carriers: [pointingAt('plannings', 'client_id'), pointingAt('requests', 'client_id')] },
  branches: { fields: ['name'], carriers: [pointingAt('plannings', 'branch_id'), pointingAt('requests', 'branch_id')] },
  locations: { fields: ['name', 'address', 'number', 'timezone'], carriers: [pointingAt('plannings', 'location_id'), pointingAt('requests', 'location_id')] },
  subcontractors: { fields: ['company_name'], carriers: [pointingAt('plannings', 'subcontractor_id'), pointingAt('shifts', 'subcontractor_id')] },
  agents: {
    fields: ['first_name', 'last_name'],
    carriers: [
      { entity: 'shifts', rows: (db, ids) => db.selectFrom('shift_agents').select('shift_id as id').distinct().where('agent_id', 'in', ids).execute() },
      pointingAt('planning_history', 'agent_id'),
      pointingAt('sos_alerts', 'agent_id'),
      // A team position's id is its agent's.
      { entity: 'agent_positions', rows: (db, ids) => db.selectFrom('agent_positions').select('id').where('id', 'in', ids).execute() },
    ],
  },
  // The identifier never changes; the PO number and the note are the request's to edit.
  requests: { fields: ['po_number', 'note'], carriers: [pointingAt('plannings', 'request_id')] },
};

/** The rows carrying a changed field of `entity`'s rows (`changed`: id -> the fields it changed). */
export async function carriersOf(db: Executor, entity: VersionedEntity, changed: ReadonlyMap<number, readonly string[]>): Promise<{ entity: SyncEntity; ids: number[] }[]> {
  const spec = CARRIED[entity];
  if (!spec) return [];
  const sources = [...changed].filter(([, fields]) => fields.some((field) => spec.fields.includes(field))).map(([id]) => id);
  if (sources.length === 0) return [];
  const out: { entity: SyncEntity; ids: number[] }[] = [];
  for (const carrier of spec.carriers) {
    const rows = await inChunks(sources, (chunk) => carrier.rows(db, chunk));
    if (rows.length > 0) out.push({ entity: carrier.entity, ids: rows.map((row) => row.id) });
  }
  return out;
}
