/** The engine's key-value sync state: the feed cursor (rows up to it are applied locally), when
 * the last pull finished, and how many invalid feed rows were skipped so far. */
import type { SyncStateKey } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';

async function readNumber(db: VigilDb, key: SyncStateKey): Promise<number> {
  const row = await db.sync_state.get(key);
  return typeof row?.value === 'number' ? row.value : 0;
}

export function readCursor(db: VigilDb): Promise<number> {
  return readNumber(db, 'cursor');
}

export function readInvalidRowCount(db: VigilDb): Promise<number> {
  return readNumber(db, 'invalid_rows');
}

/** Epoch ms of the last completed pull, or null before the first. */
export async function readLastSyncAt(db: VigilDb): Promise<number | null> {
  const row = await db.sync_state.get('last_sync_at');
  return typeof row?.value === 'number' ? row.value : null;
}
