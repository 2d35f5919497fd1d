/**
 * Keeps the entity tables equal to "server value + active outbox effects" for every record.
 *
 * Invariant: `outbox_base` has an entry for a key exactly while at least one active outbox row
 * (pending, sending, waiting) touches that key; the entry holds the server's value (the rollback
 * pre-image). Keys without an entry hold the server's value directly in their table.
 *
 * Every function here must run inside a Dexie rw transaction that includes `outbox`,
 * `outbox_base` and the entity tables of the keys involved.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import { ACTIVE_OUTBOX_STATES } from '../db/engine-tables.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import { putInChunks } from '../db/put-in-chunks.js';
import type { StoredRow, VigilDb } from '../db/vigil-db.js';
import type { SyncEntity } from '../protocol/sync.js';
import { foldEffects, type RowValue } from './fold-effects.js';
import { isTempId, swapTempId } from './temp-ids.js';

export interface ServerValue {
  table: SyncEntity;
  id: number;
  /** null: the record is gone (deleted, or no longer visible to this user). */
  row: Record<string, unknown> | null;
}

export async function activeRowsTouching(db: VigilDb, key: string): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('keys').equals(key).toArray();
  return rows.filter((row) => ACTIVE_OUTBOX_STATES.includes(row.state)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Groups final values per table and writes them with one bulkPut and one bulkDelete each. */
export async function writeFinalValues(db: VigilDb, values: Map<string, RowValue>): Promise<void> {
  const puts = new Map<SyncEntity, StoredRow[]>();
  const deletes = new Map<SyncEntity, number[]>();
  for (const [key, value] of values) {
    const parsed = parseRecordKey(key);
    if (!parsed) continue;
    if (value === null) {
      const list = deletes.get(parsed.table) ?? [];
      list.push(parsed.id);
      deletes.set(parsed.table, list);
    } else {
      const list = puts.get(parsed.table) ?? [];
      list.push({ ...value, id: parsed.id });
      puts.set(parsed.table, list);
    }
  }
  for (const [table, rows] of puts) await putInChunks(db.entityTable(table), rows);
  for (const [table, ids] of deletes) await db.entityTable(table).bulkDelete(ids);
}

/** Re-derives the local value of each key from its base and active rows; drops bases no longer
 * needed (that is the rollback when a row left the active set). */
export async function recomputeKeys(db: VigilDb, keys: Iterable<string>): Promise<void> {
  const finals = new Map<string, RowValue>();
  for (const key of new Set(keys)) {
    const rows = await activeRowsTouching(db, key);
    const base = await db.outbox_base.get(key);
    if (rows.length === 0) {
      if (base) {
        finals.set(key, base.row);
        await db.outbox_base.delete(key);
      }
      continue;
    }
    // Defensive: without a base (should not happen), the current local value is the best guess.
    const baseRow = base ? base.row : await currentValue(db, key);
    if (!base) await db.outbox_base.put({ key, row: baseRow });
    finals.set(key, foldEffects(baseRow, rows, key));
  }
  await writeFinalValues(db, finals);
}

/** Makes sure each key has a base before a row starts touching it (the current value is the
 * server value exactly when no active row touches the key yet). */
export async function ensureBases(db: VigilDb, keys: Iterable<string>): Promise<void> {
  for (const key of new Set(keys)) {
    if (await db.outbox_base.get(key)) continue;
    await db.outbox_base.put({ key, row: await currentValue(db, key) });
  }
}

async function currentValue(db: VigilDb, key: string): Promise<RowValue> {
  const parsed = parseRecordKey(key);
  if (!parsed) return null;
  return (await db.entityTable(parsed.table).get(parsed.id)) ?? null;
}

export interface ApplyServerValuesOptions {
  /**
   * For answers that may be stale (a replayed idempotent response, a realtime event that raced a
   * pull): keep the known server value when it is newer by `updated_at`, and never overwrite a
   * known row that has no `updated_at` to compare. The change feed is ordered, so it passes false.
   */
  onlyIfNewer?: boolean;
}

/**
 * Writes server values. Keys with a base get the new base and are re-folded, so an incoming row
 * never wipes a pending optimistic change; the others are written as they come. One bulkPut and
 * one bulkDelete per table in total.
 */
export async function applyServerValues(db: VigilDb, values: readonly ServerValue[], options: ApplyServerValuesOptions = {}): Promise<void> {
  const hasBases = (await db.outbox_base.count()) > 0;
  if (!hasBases && !options.onlyIfNewer) {
    await writeServerValuesAsTheyCome(db, values);
    return;
  }
  const finals = new Map<string, RowValue>();
  // A queued create always has a base (null) for its temp key: without bases, nothing to adopt.
  if (hasBases) await adoptServerCopies(db, values);
  for (const value of values) {
    const key = recordKey(value.table, value.id);
    const base = hasBases ? await db.outbox_base.get(key) : undefined;
    if (options.onlyIfNewer) {
      const known = base ? base.row : ((await db.entityTable(value.table).get(value.id)) ?? null);
      if (!isNewerOrEqual(value.row, known)) continue;
    }
    if (base) {
      await db.outbox_base.put({ key, row: value.row });
      finals.set(key, foldEffects(value.row, await activeRowsTouching(db, key), key));
    } else {
      finals.set(key, value.row);
    }
  }
  await writeFinalValues(db, finals);
}

/**
 * Nothing is queued on this device (no bases): every value is written as it comes, the last one
 * per record winning, with one bulkPut and one bulkDelete per table. The common case of a pull
 * and the whole of a first sync, so it skips the record keys and copies the general path makes.
 */
async function writeServerValuesAsTheyCome(db: VigilDb, values: readonly ServerValue[]): Promise<void> {
  const byTable = new Map<SyncEntity, Map<number, Record<string, unknown> | null>>();
  for (const value of values) {
    let rows = byTable.get(value.table);
    if (!rows) byTable.set(value.table, (rows = new Map<number, Record<string, unknown> | null>()));
    rows.set(value.id, value.row);
  }
  for (const [table, rows] of byTable) {
    const puts: StoredRow[] = [];
    const deletes: number[] = [];
    for (const [id, row] of rows) {
      if (row === null) deletes.push(id);
      else puts.push(row.id === id ? (row as StoredRow) : { ...row, id });
    }
    if (puts.length > 0) await putInChunks(db.entityTable(table), puts);
    if (deletes.length > 0) await db.entityTable(table).bulkDelete(deletes);
  }
}

/** The tempId a server row carries: the client-made key of the create that made it. */
export function tempKeyOf(value: ServerValue): string | null {
  const tempId = value.row?.tempId;
  return typeof tempId === 'string' && tempId !== '' ? tempId : null;
}

/** Queued creates not yet mapped to a server id, by their tempId. */
export async function unmappedCreates(db: VigilDb): Promise<Map<string, OutboxRow>> {
  const rows = await db.outbox.filter((row) => row.temp_id !== null && row.temp_key !== null && isTempId(parseRecordKey(row.record_key)?.id)).toArray();
  return new Map(rows.map((row) => [row.temp_key as string, row]));
}

/**
 * A server row whose tempId is that of a create still queued here IS that record: the create
 * landed, its answer did not (yet). The temp id is swapped for the server id everywhere, as the
 * answer would have done, so the record never shows twice (the spec's "dedupe by id or tempId",
 * for every record). The create stays queued: its retry replays the stored answer.
 */
async function adoptServerCopies(db: VigilDb, values: readonly ServerValue[]): Promise<void> {
  if (!values.some((value) => tempKeyOf(value) !== null)) return;
  const creates = await unmappedCreates(db);
  if (creates.size === 0) return;
  const touched = new Set<string>();
  for (const value of values) {
    const key = tempKeyOf(value);
    const create = key === null ? undefined : creates.get(key);
    if (!create || create.entity !== value.table || create.temp_id === null || value.id <= 0) continue;
    for (const swapped of await swapTempId(db, value.table, create.temp_id, value.id)) touched.add(swapped);
    creates.delete(key as string);
  }
  const incoming = new Set(values.map((value) => recordKey(value.table, value.id)));
  await recomputeKeys(db, [...touched].filter((key) => !incoming.has(key)));
}

function isNewerOrEqual(incoming: RowValue, known: RowValue): boolean {
  if (known === null || incoming === null) return true;
  const a = incoming.updated_at;
  const b = known.updated_at;
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  // Strictly newer: on a tie the known value stays. If that is wrong (two changes within one
  // second), the change feed still holds the later one after our cursor and the next pull heals
  // it; overwriting on a tie could instead keep a stale replayed answer for good.
  return a > b;
}
