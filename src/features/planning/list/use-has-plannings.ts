import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../../../src-sync/index.js';

/** Whether this device holds any planning at all: tells "no plannings yet" and the first sync
 * apart from "nothing matches". One key read, not a count (a count walks 100,000 rows). */
export function useHasPlannings(db: LocalDb): boolean | undefined {
  return useLiveQuery(async () => (await db.plannings.limit(1).primaryKeys()).length > 0, [db]);
}
