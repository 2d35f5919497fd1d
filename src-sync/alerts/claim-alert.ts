/**
 * One sound per browser for a new notification, whatever the number of open tabs: each tab that
 * sees it asks here, inside one Dexie transaction over `meta`, and only the first asker for an id
 * is told yes. The ids only grow, so one number per kind of alert is all that is kept.
 */
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';

const key = (kind: string) => `alert:${kind}`;

/** True for the first caller (in any tab) with an id above every id claimed before for `kind`. */
export function claimAlert(local: LocalDb, kind: string, id: number): Promise<boolean> {
  const db = writableDb(local);
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(key(kind));
    const last = typeof row?.value === 'number' ? row.value : 0;
    if (id <= last) return false;
    await db.meta.put({ key: key(kind), value: id });
    return true;
  });
}
