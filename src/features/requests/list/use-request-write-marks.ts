/**
 * Which requests have their own queued or refused writes (a create still on its way, an edit,
 * a cancel), for a mark on their list row: a request created offline says it is not sent yet,
 * and one the server refused says why it changed back. One live query over the outbox by its
 * `record_key` index (small: only unsent writes).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { VigilDb } from '../../../../src-sync/index.js';

export type RequestWriteMark = 'queued' | 'failed';

const NONE: ReadonlyMap<number, RequestWriteMark> = new Map();

export function useRequestWriteMarks(db: VigilDb): ReadonlyMap<number, RequestWriteMark> {
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox.where('record_key').startsWith('requests:').toArray();
      if (rows.length === 0) return NONE;
      const marks = new Map<number, RequestWriteMark>();
      for (const row of rows) {
        const id = Number(row.record_key.slice('requests:'.length));
        if (!Number.isInteger(id)) continue;
        if (row.state === 'failed') marks.set(id, 'failed');
        else if (!marks.has(id)) marks.set(id, 'queued');
      }
      return marks;
    }, [db]) ?? NONE
  );
}
