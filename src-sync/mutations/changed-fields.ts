/**
 * What a write sends (DESIGN.md section 3: "a write carries only the fields the user changed and
 * the version it was based on"): the fields of a form whose value differs from the record as the
 * user sees it, and the version of the server value under it.
 */
import { recordKey } from '../db/record-key.js';
import type { VigilDb } from '../db/vigil-db.js';
import { isTempId } from '../outbox/temp-ids.js';
import type { SyncEntity } from '../protocol/sync.js';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The defined fields of `wanted` whose value differs from `current`'s. */
export function changedFields<T extends object>(wanted: T, current: object): Partial<T> {
  const values = current as Record<string, unknown>;
  return Object.fromEntries(Object.entries(wanted).filter(([field, value]) => value !== undefined && !same(value, values[field]))) as Partial<T>;
}

/**
 * The server version the user's view of a record is based on: the version of its server value
 * (outbox_base while writes are queued, else the stored row). Undefined for a record created
 * here and not yet on the server, or a row stored before versions existed: the write then asks
 * for no conflict check. Run inside the mutation's transaction.
 */
export async function baseVersionOf(db: VigilDb, table: SyncEntity, id: number): Promise<number | undefined> {
  if (isTempId(id)) return undefined;
  const base = await db.outbox_base.get(recordKey(table, id));
  const row = base ? base.row : await db.entityTable(table).get(id);
  const version = row?.version;
  return typeof version === 'number' ? version : undefined;
}

/** Additions and removals turning the ids of `current` into `wanted`. */
export function idSetChange(current: readonly number[], wanted: readonly number[]): { added: number[]; removed: number[] } {
  const have = new Set(current);
  const want = new Set(wanted);
  return { added: wanted.filter((id) => !have.has(id)), removed: current.filter((id) => !want.has(id)) };
}

/** The body of a write that changes no field of its own choosing (cancel, cancel forward): only
 * the version it was based on. */
export async function versionBody(db: VigilDb, id: number): Promise<{ base_version?: number }> {
  const version = await baseVersionOf(db, 'plannings', id);
  return version === undefined ? {} : { base_version: version };
}
