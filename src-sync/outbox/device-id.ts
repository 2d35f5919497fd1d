/**
 * This device's name for the server (src-sync/protocol/write-conflict.ts, DEVICE_HEADER): made
 * once, kept in the local database every tab of the device shares, so all of them are one device.
 * The server keeps it per changed field: a change from another of the same user's devices is then
 * a conflict to choose on, not silently overwritten by an older offline edit.
 */
import type { VigilDb } from '../db/vigil-db.js';
import { newUuid } from './uuid.js';

const DEVICE_KEY = 'device-id';

const known = new WeakMap<VigilDb, Promise<string>>();

async function readOrMake(db: VigilDb): Promise<string> {
  // One transaction: two tabs starting together agree on one id.
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_KEY);
    if (typeof row?.value === 'string') return row.value;
    const id = newUuid();
    await db.meta.put({ key: DEVICE_KEY, value: id });
    return id;
  });
}

export function deviceId(db: VigilDb): Promise<string> {
  let id = known.get(db);
  if (!id) {
    id = readOrMake(db);
    // A failed read is tried again on the next write, not remembered.
    id.catch(() => known.delete(db));
    known.set(db, id);
  }
  return id;
}
