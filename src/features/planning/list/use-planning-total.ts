import { useLiveQuery } from 'dexie-react-hooks';
import type { VigilDb } from '../../../../src-sync/index.js';

/** How many plannings this device holds at all (an index count, cheap): tells "no plannings yet"
 * and the first sync apart from "nothing matches". Undefined until read. */
export function usePlanningTotal(db: VigilDb): number | undefined {
  return useLiveQuery(() => db.plannings.count(), [db]);
}
