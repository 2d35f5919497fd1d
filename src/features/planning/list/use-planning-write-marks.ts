/**
 * Which plannings have their own queued or refused writes (update, forward, cancel, delete), for
 * a mark on their list row: a delete the server refused brings the planning back, and the row
 * must say why it is there. One live query over the outbox (small: only unsent writes), by the
 * `record_key` index; children's writes (shifts, history) show inside the details modal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { VigilDb } from '../../../../src-sync/index.js';

export type WriteMark = 'queued' | 'failed';

const NONE: ReadonlyMap<number, WriteMark> = new Map();

export function usePlanningWriteMarks(db: VigilDb): ReadonlyMap<number, WriteMark> {
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox.where('record_key').startsWith('plannings:').toArray();
      if (rows.length === 0) return NONE;
      const marks = new Map<number, WriteMark>();
      for (const row of rows) {
        const id = Number(row.record_key.slice('plannings:'.length));
        if (!Number.isInteger(id)) continue;
        if (row.state === 'failed') marks.set(id, 'failed');
        else if (!marks.has(id)) marks.set(id, 'queued');
      }
      return marks;
    }, [db]) ?? NONE
  );
}
