/**
 * Versions of plannings, shifts and history entries, and who changed which field (table
 * `field_versions`, one row per record and field: the version that last changed it, the user,
 * the time). Kept by the ChangeTracker for every write, from the rows as they were before and
 * after it, so no route can forget it: a row whose fields differ gets version + 1 and a
 * `field_versions` row per changed field. Conflict checks (write-conflicts.ts) read them.
 *
 * Fields are the wire names a write can change; a shift's `agents` is the sorted list of its
 * agent ids (shift_agents rows), so adding or removing one is a change of the shift. A request's
 * `timeslots` (what each of its timeslots asks for) and `equipment` (its lines) are fields of the
 * request the same way: a changed order conflicts with another change of the same part.
 */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { utcNow } from '../lib/time.js';
import type { Writer } from './writer.js';

/** The directory's records (migration 0006) too; accounts are not: their role and state are an
 * admin's decisions, last writer wins (ARCHITECTURE.md "Directory and accounts"). */
export const VERSIONED_ENTITIES = [
  'plannings', 'shifts', 'planning_history', 'requests', 'clients', 'branches', 'locations', 'subcontractors', 'agents', 'licenses', 'equipment', 'contacts',
] as const;
export type VersionedEntity = (typeof VERSIONED_ENTITIES)[number];

export function isVersioned(entity: SyncEntity): entity is VersionedEntity {
  return (VERSIONED_ENTITIES as readonly string[]).includes(entity);
}

/** Columns that are bookkeeping, not fields a user changes. */
const NOT_FIELDS = new Set(['id', 'updated_at', 'version', 'temp_id']);

export type FieldValues = Map<number, Record<string, unknown>>;

/** The current field values of rows (absent ids: rows that do not exist). */
export async function readFieldValues(db: Executor, entity: VersionedEntity, ids: readonly number[]): Promise<FieldValues> {
  const out: FieldValues = new Map();
  if (ids.length === 0) return out;
  const rows = await inChunks([...ids], (chunk) => db.selectFrom(entity).selectAll().where('id', 'in', chunk).execute());
  for (const row of rows) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) if (!NOT_FIELDS.has(name) && !(entity !== 'planning_history' && name === 'created_at')) fields[name] = value;
    out.set(row.id, fields);
  }
  if (entity === 'shifts') {
    const assigned = await inChunks([...out.keys()], (chunk) => db.selectFrom('shift_agents').select(['shift_id', 'agent_id']).where('shift_id', 'in', chunk).execute());
    for (const fields of out.values()) fields.agents = [];
    for (const { shift_id, agent_id } of assigned) (out.get(shift_id)?.agents as number[] | undefined)?.push(agent_id);
    for (const fields of out.values()) (fields.agents as number[]).sort((a, b) => a - b);
  }
  if (entity === 'requests') await addOrderFields(db, out);
  return out;
}

/** A request's timeslots and equipment lines as two fields of the request. */
async function addOrderFields(db: Executor, out: FieldValues): Promise<void> {
  const ids = [...out.keys()];
  const slots = await inChunks(ids, (chunk) =>
    db.selectFrom('request_timeslots').select(['id', 'request_id', 'start_date', 'end_date', 'continuous', 'request_type', 'note', 'timeslots']).where('request_id', 'in', chunk).orderBy('id').execute(),
  );
  const lines = await inChunks(ids, (chunk) => db.selectFrom('request_equipment').select(['request_id', 'equipment_id', 'quantity']).where('request_id', 'in', chunk).orderBy('equipment_id').execute());
  for (const fields of out.values()) {
    fields.timeslots = [];
    fields.equipment = [];
  }
  for (const { request_id, ...slot } of slots) (out.get(request_id)?.timeslots as unknown[] | undefined)?.push(slot);
  for (const { request_id, ...line } of lines) (out.get(request_id)?.equipment as unknown[] | undefined)?.push(line);
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** Row id -> the fields a write changed in it. */
export type ChangedFields = Map<number, string[]>;

/** What a write did to the rows snapshotted before it. */
export interface FieldChanges {
  changed: ChangedFields;
  /** Rows that no longer exist. */
  gone: number[];
}

/**
 * Raises the version of every row whose fields differ from `before` and records who changed
 * which field; answers which fields changed in which row, and which rows went. Rows missing now were
 * deleted: their field history goes with them.
 */
export async function recordFieldChanges(db: Executor, entity: VersionedEntity, before: FieldValues, writer: Writer): Promise<FieldChanges> {
  const changes: ChangedFields = new Map();
  if (before.size === 0) return { changed: changes, gone: [] };
  const after = await readFieldValues(db, entity, [...before.keys()]);
  const gone = [...before.keys()].filter((id) => !after.has(id));
  if (gone.length > 0) await inChunks(gone, (chunk) => db.deleteFrom('field_versions').where('entity', '=', entity).where('row_id', 'in', chunk).execute().then(() => []));
  for (const [id, fields] of after) {
    const changed = changedFields(before.get(id) ?? {}, fields);
    if (changed.length > 0) changes.set(id, changed);
  }
  if (changes.size === 0) return { changed: changes, gone };
  const ids = [...changes.keys()];
  await inChunks(ids, (chunk) => db.updateTable(entity).set((eb) => ({ version: eb('version', '+', 1) })).where('id', 'in', chunk).execute().then(() => []));
  const versions = await inChunks(ids, (chunk) => db.selectFrom(entity).select(['id', 'version']).where('id', 'in', chunk).execute());
  const now = utcNow();
  const rows = versions.flatMap(({ id, version }) => (changes.get(id) ?? []).map((field) => ({ entity, row_id: id, field, version, user_id: writer.userId, device: writer.device, changed_at: now })));
  // Seven values per row: stay well under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 120) {
    await db
      .insertInto('field_versions')
      .values(rows.slice(i, i + 120))
      .onConflict((oc) =>
        oc.columns(['entity', 'row_id', 'field']).doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          user_id: eb.ref('excluded.user_id'),
          device: eb.ref('excluded.device'),
          changed_at: eb.ref('excluded.changed_at'),
        })),
      )
      .execute();
  }
  return { changed: changes, gone };
}
