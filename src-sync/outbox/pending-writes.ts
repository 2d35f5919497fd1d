/**
 * The queries the UI asks about queued writes (outbox rows): the engine's bookkeeping stays the
 * engine's, and a screen reads only what it shows. Each is a plain async function over the
 * user's database, to be run inside a live query (Dexie re-runs it when the outbox changes).
 */
import type { OutboxRow } from '../db/engine-tables.js';
import type { LocalDb } from '../db/local-db.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import { writableDb } from '../db/vigil-db.js';
import type { SyncEntity } from '../protocol/sync.js';

/** The record a write is about (its own create, change or delete). */
export function writeSubject(row: Pick<OutboxRow, 'record_key'>): { table: SyncEntity; id: number } | null {
  return parseRecordKey(row.record_key);
}

export interface PendingWritesOptions {
  /** Only writes whose subject is this record (its own create/update/delete), not its children's. */
  subjectOnly?: boolean;
}

/** Writes touching one record, in delivery order. Without `subjectOnly`, a planning also finds
 * the writes of its shifts and history entries (they name it among the records they depend on). */
export function pendingWritesOf(local: LocalDb, table: SyncEntity, id: number, options: PendingWritesOptions = {}): Promise<OutboxRow[]> {
  const db = writableDb(local);
  const key = recordKey(table, id);
  return (options.subjectOnly ? db.outbox.where('record_key').equals(key) : db.outbox.where('keys').equals(key)).sortBy('seq');
}

/** Writes whose subject is a record of `table`, in delivery order (a list's marks). */
export function pendingWritesOfTable(local: LocalDb, table: SyncEntity): Promise<OutboxRow[]> {
  return writableDb(local).outbox.where('record_key').startsWith(`${table}:`).sortBy('seq');
}

/** Writes about `childTable` records that depend on a parent record (a planning's shift writes),
 * in delivery order. This is what finds a refused create whose local row is already rolled back. */
export function childWritesOf(local: LocalDb, parentTable: SyncEntity, parentId: number, childTable: SyncEntity): Promise<OutboxRow[]> {
  return writableDb(local)
    .outbox.where('keys')
    .equals(recordKey(parentTable, parentId))
    .filter((row) => row.entity === childTable)
    .sortBy('seq');
}

/** Refused writes about `childTable` records of a parent whose record is not on this device (a
 * refused create, rolled back): nothing on screen carries them but a list of their own. */
export async function failedWritesWithoutRecord(local: LocalDb, parentTable: SyncEntity, parentId: number, childTable: SyncEntity): Promise<OutboxRow[]> {
  const db = writableDb(local);
  const rows = (await childWritesOf(local, parentTable, parentId, childTable)).filter((row) => row.state === 'failed');
  const present = await db.entityTable(childTable).bulkGet(rows.map((row) => writeSubject(row)?.id ?? 0));
  return rows.filter((_, index) => present[index] === undefined);
}

/** The first `limit` writes of the whole queue in delivery order, and how many there are. */
export async function queuedWrites(local: LocalDb, limit: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const db = writableDb(local);
  return { rows: await db.outbox.orderBy('seq').limit(limit).toArray(), total: await db.outbox.count() };
}

/** Whether the record shown is this device's own optimistic copy (writes to it are queued): such
 * a row is not held to the server's schema. */
export async function hasQueuedWrites(local: LocalDb, table: SyncEntity, id: number): Promise<boolean> {
  return (await writableDb(local).outbox_base.get(recordKey(table, id))) !== undefined;
}
