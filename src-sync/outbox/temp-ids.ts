/**
 * Temporary ids for records created locally. They are negative integers so they fit the numeric
 * primary keys and can never collide with a server id (always positive); one decreasing counter
 * per database makes each unique across every table, which is what lets the swap below rewrite
 * any id-like field equal to it without knowing the field's table.
 */
import type { OutboxRow } from '../db/engine-tables.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import type { LocalDb } from '../db/local-db.js';
import { writableDb, type VigilDb } from '../db/vigil-db.js';
import type { SyncEntity } from '../protocol/sync.js';

const COUNTER_KEY = 'next_temp_id';
/** `temp-id:<temp>` -> server id, written by the swap: a screen may still hold a temp id it
 * read a moment before the swap, and a mutation called with it must reach the real record. */
const MAP_PREFIX = 'temp-id:';

/** The server id a temp id was swapped for, or the id itself. Inside a transaction with `meta`. */
export async function resolveTempId(db: VigilDb, id: number): Promise<number> {
  if (!isTempId(id)) return id;
  const mapped = await db.meta.get(`${MAP_PREFIX}${id}`);
  return typeof mapped?.value === 'number' ? mapped.value : id;
}

/** Replaces every already-swapped temp id in `value`'s id-like fields by its server id. */
export async function resolveTempIdsDeep<T>(db: VigilDb, value: T): Promise<T> {
  const found = new Set<number>();
  collect(value, found);
  let out = value;
  for (const temp of found) {
    const real = await resolveTempId(db, temp);
    if (real !== temp) out = replaceIdDeep(out, temp, real);
  }
  return out;
}

/** Must run inside a rw transaction that includes `meta`. */
export async function nextTempId(db: VigilDb): Promise<number> {
  const current = await db.meta.get(COUNTER_KEY);
  const next = typeof current?.value === 'number' ? current.value : -1;
  await db.meta.put({ key: COUNTER_KEY, value: next - 1 });
  return next;
}

export function isTempId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id < 0;
}

function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id');
}

function isIdListKey(key: string): boolean {
  return key === 'ids' || key.endsWith('_ids');
}

/** Replaces `from` by `to` in every id-like field (`id`, `*_id`, `*_ids` lists), at any depth. */
export function replaceIdDeep<T>(value: T, from: number, to: number): T {
  return walk(value, from, to) as T;
}

function walk(value: unknown, from: number, to: number): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, from, to));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === from && isIdKey(key)) out[key] = to;
    else if (Array.isArray(field) && isIdListKey(key)) out[key] = field.map((item) => (item === from ? to : walk(item, from, to)));
    else out[key] = walk(field, from, to);
  }
  return out;
}

/** Every temp id an outbox row refers to (target, body, effects). While any remains, the row
 * cannot be sent: the server does not know that record yet. */
export function tempIdsReferenced(row: Pick<OutboxRow, 'target_id' | 'body'>): number[] {
  const found = new Set<number>();
  if (isTempId(row.target_id)) found.add(row.target_id);
  collect(row.body, found);
  return [...found];
}

function collect(value: unknown, found: Set<number>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, field] of Object.entries(value)) {
    if (isTempId(field) && isIdKey(key)) found.add(field);
    else if (Array.isArray(field) && isIdListKey(key)) for (const item of field) if (isTempId(item)) found.add(item);
    if (typeof field === 'object') collect(field, found);
  }
}

function swapKey(key: string, from: number, to: number): string {
  const parsed = parseRecordKey(key);
  return parsed && parsed.id === from ? recordKey(parsed.table, to) : key;
}

/**
 * Swaps a temp id for the server's id everywhere the engine stores it: the record itself, every
 * outbox row (record key, target, body, effects, keys: later queued writes included) and every
 * base. Returns the keys whose local value must be recomputed. Must run inside a rw transaction
 * over outbox, outbox_base and the entity tables.
 */
export async function swapTempId(db: VigilDb, table: SyncEntity, from: number, to: number): Promise<string[]> {
  const touched = new Set<string>();
  const rows = await db.outbox.toArray();
  for (const row of rows) {
    const next: OutboxRow = {
      ...row,
      record_key: swapKey(row.record_key, from, to),
      target_id: row.target_id === from ? to : row.target_id,
      body: replaceIdDeep(row.body, from, to),
      effects: replaceIdDeep(row.effects, from, to),
      keys: row.keys.map((key) => swapKey(key, from, to)),
    };
    if (JSON.stringify(next) === JSON.stringify(row)) continue;
    await db.outbox.put(next);
    for (const key of next.keys) touched.add(key);
  }
  const bases = await db.outbox_base.toArray();
  for (const base of bases) {
    const key = swapKey(base.key, from, to);
    const row = replaceIdDeep(base.row, from, to);
    if (key === base.key && JSON.stringify(row) === JSON.stringify(base.row)) continue;
    await db.outbox_base.delete(base.key);
    // A temp record has no server value; the real one's base comes from the server's answer.
    if (key !== base.key && (await db.outbox_base.get(key))) continue;
    await db.outbox_base.put({ key, row });
  }
  // The temp row itself goes; the real row is written from the answer and the recomputed keys.
  await db.entityTable(table).delete(from);
  await db.meta.put({ key: `${MAP_PREFIX}${from}`, value: to });
  touched.add(recordKey(table, to));
  return [...touched];
}

/** For screens: the server id of a record a screen still names by its temp id (a page opened on
 * a request created offline stays on it once the server has it). Run inside a live query: it
 * reads `meta`, so the query runs again when the swap writes the mapping. */
export function currentRecordId(local: LocalDb, id: number): Promise<number> {
  return resolveTempId(writableDb(local), id);
}
