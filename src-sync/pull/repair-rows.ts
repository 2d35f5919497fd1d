/**
 * Repairs rows this device holds broken: a feed row that failed validation (skipped, so the local
 * copy is stale) or a damaged local copy found by a mutation or a screen. Their keys wait in
 * `meta.repair_rows`; every pull then asks the server for exactly those rows
 * (GET /api/sync/rows) and writes what it answers, without moving the feed cursor. A row the
 * server still sends broken is logged and dropped from the list: asking again cannot help, and
 * its next change on the server comes through the feed anyway.
 */
import type { VigilDb } from '../db/vigil-db.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues, type ServerValue } from '../outbox/rebase.js';
import { MAX_ID } from '../protocol/planning-writes.js';
import { REPAIR_MAX_KEYS, repairAnswerSchema, type SyncEntity } from '../protocol/sync.js';
import { checkChange } from './validate-change.js';

export const REPAIR_KEY = 'repair_rows';
/** Bounds the list if something keeps breaking rows; the oldest keys give way. */
const REPAIR_LIST_LIMIT = 2000;
export const REPAIR_PATH = '/api/sync/rows';

export async function readRepairKeys(db: VigilDb): Promise<string[]> {
  const row = await db.meta.get(REPAIR_KEY);
  return Array.isArray(row?.value) ? row.value.filter((key): key is string => typeof key === 'string' && parseRecordKey(key) !== null) : [];
}

/** Adds rows to the repair list. Inside a transaction it must include `meta`. */
export async function markForRepair(db: VigilDb, rows: readonly { table: SyncEntity; id: number }[]): Promise<void> {
  // Temp ids (negative) exist only on this device; the server has nothing to send for them, and
  // refuses ids past MAX_ID (400), which would fail every later repair round with them.
  const keys = rows.filter((row) => row.id > 0 && row.id <= MAX_ID).map((row) => recordKey(row.table, row.id));
  if (keys.length === 0) return;
  const current = await readRepairKeys(db);
  const merged = [...new Set([...current, ...keys])].slice(-REPAIR_LIST_LIMIT);
  await db.meta.put({ key: REPAIR_KEY, value: merged });
}

export interface RepairDeps {
  db: VigilDb;
  http: HttpClient;
  logger: EngineLogger;
}

/** One repair round (up to REPAIR_MAX_KEYS rows); resolves with the number of rows written. */
export async function repairRows({ db, http, logger }: RepairDeps): Promise<number> {
  const asked = (await readRepairKeys(db)).slice(0, REPAIR_MAX_KEYS);
  if (asked.length === 0) return 0;
  const answer = repairAnswerSchema.parse(await http.request({ method: 'GET', url: REPAIR_PATH, params: { keys: asked.join(',') } }));
  const values: ServerValue[] = [];
  for (const raw of answer.changes) {
    const checked = checkChange(raw);
    if (checked.ok) values.push(checked.value);
    else logger.warn(`repair: the server sent a broken row again, left as it is: ${checked.reason}`);
  }
  const done = new Set(asked);
  await db.transaction('rw', mutationTables(db), async () => {
    await applyServerValues(db, values);
    const left = (await readRepairKeys(db)).filter((key) => !done.has(key));
    await db.meta.put({ key: REPAIR_KEY, value: left });
  });
  return values.length;
}
