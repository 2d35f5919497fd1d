/**
 * The conflict check of a write based on an older version (src-sync/protocol/write-conflict.ts):
 * when a field the write changes was changed by someone else after `baseVersion`, nothing is
 * applied and the caller gets 409 `write_conflict` with the record as it is now and, per field,
 * who changed it and when. Changes made by the same user from the same device (an earlier write
 * of the same queue) are not conflicts; from another of that user's devices they are, when both
 * writes named their device (server/writes/writer.ts).
 */
import type { ConflictField, WriteConflict } from '../../src-sync/protocol/write-conflict.js';
import { WRITE_CONFLICT, WRITE_CONFLICT_MESSAGE, WRITE_CONFLICT_OWN_DEVICE_MESSAGE } from '../../src-sync/protocol/write-conflict.js';
import { HttpError } from '../lib/http-errors.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from '../sync/change-log.js';
import type { VersionedEntity } from './field-versions.js';
import type { Writer } from './writer.js';

export interface ConflictCheck {
  entity: VersionedEntity;
  id: number;
  /** Absent: the caller did not ask for a check (last writer wins). */
  baseVersion: number | undefined;
  /** The wire names of the fields the write changes. */
  fields: readonly string[];
  writer: Writer;
}

/** A change this writer made itself: same user, and not known to come from another device. */
function ownChange(change: { user_id: number | null; device: string | null }, writer: Writer): boolean {
  if (change.user_id !== writer.userId) return false;
  return change.device === null || writer.device === null || change.device === writer.device;
}

export async function assertNoConflict(db: Executor, check: ConflictCheck): Promise<void> {
  if (check.baseVersion === undefined || check.fields.length === 0) return;
  const changed = await db
    .selectFrom('field_versions')
    .leftJoin('users', 'users.id', 'field_versions.user_id')
    .select(['field_versions.field', 'field_versions.version', 'field_versions.changed_at', 'field_versions.user_id', 'field_versions.device', 'users.first_name', 'users.last_name'])
    .where('field_versions.entity', '=', check.entity)
    .where('field_versions.row_id', '=', check.id)
    .where('field_versions.field', 'in', [...check.fields])
    .where('field_versions.version', '>', check.baseVersion)
    .orderBy('field_versions.field')
    .execute();
  const others = changed.filter((row) => !ownChange(row, check.writer));
  if (others.length === 0) return;
  const [current] = await serializeRows(db, check.entity, [check.id]);
  const fields: ConflictField[] = others.map((row) => ({
    field: row.field,
    version: row.version,
    changed_at: row.changed_at,
    changed_by: row.user_id === null || row.first_name === null ? null : { id: row.user_id, name: `${row.first_name} ${row.last_name ?? ''}`.trim() },
  }));
  const conflict: WriteConflict = {
    entity: check.entity,
    id: check.id,
    version: typeof current?.version === 'number' ? current.version : check.baseVersion,
    fields,
    current: current ?? {},
  };
  // Only the caller's other device changed them: "someone else" would send them looking for a colleague.
  const ownDevice = others.every((row) => row.user_id === check.writer.userId);
  throw new HttpError(
    409,
    WRITE_CONFLICT,
    ownDevice ? WRITE_CONFLICT_OWN_DEVICE_MESSAGE : WRITE_CONFLICT_MESSAGE,
    fields.map((field) => ({ path: field.field, message: ownDevice ? 'changed on your other device' : 'changed by someone else' })),
    {},
    { conflict },
  );
}
