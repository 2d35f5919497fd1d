/**
 * Which requests have their own queued or refused writes (a create still on its way, an edit,
 * a cancel), for a mark on their list row: a request created offline says it is not sent yet,
 * and one the server refused says why it changed back. One live query of the engine
 * (pendingWritesOfTable; small: only unsent writes).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { pendingWritesOfTable, writeSubject, type LocalDb } from '../../../../src-sync/index.js';

export type RequestWriteMark = 'queued' | 'failed';

const NONE: ReadonlyMap<number, RequestWriteMark> = new Map();

export function useRequestWriteMarks(db: LocalDb): ReadonlyMap<number, RequestWriteMark> {
  return (
    useLiveQuery(async () => {
      const rows = await pendingWritesOfTable(db, 'requests');
      if (rows.length === 0) return NONE;
      const marks = new Map<number, RequestWriteMark>();
      for (const row of rows) {
        const id = writeSubject(row)?.id;
        if (id === undefined) continue;
        if (row.state === 'failed') marks.set(id, 'failed');
        else if (!marks.has(id)) marks.set(id, 'queued');
      }
      return marks;
    }, [db]) ?? NONE
  );
}
