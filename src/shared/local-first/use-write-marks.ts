/**
 * Which records of a table have their own queued or refused writes, for a mark on their list
 * rows: a record created offline says it is not sent yet, and one whose write the server refused
 * (a delete brought back, a change rolled back) says why it is as it is. One live query of the
 * engine (pendingWritesOfTable: only unsent writes, so small).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { pendingWritesOfTable, writeSubject, type LocalDb, type SyncEntity } from '../../../src-sync/index.js';

export type WriteMark = 'queued' | 'failed';

const NONE: ReadonlyMap<number, WriteMark> = new Map();

export function useWriteMarks(db: LocalDb, table: SyncEntity): ReadonlyMap<number, WriteMark> {
  return (
    useLiveQuery(async () => {
      const rows = await pendingWritesOfTable(db, table);
      if (rows.length === 0) return NONE;
      const marks = new Map<number, WriteMark>();
      for (const row of rows) {
        const id = writeSubject(row)?.id;
        if (id === undefined) continue;
        if (row.state === 'failed') marks.set(id, 'failed');
        else if (!marks.has(id)) marks.set(id, 'queued');
      }
      return marks;
    }, [db, table]) ?? NONE
  );
}
