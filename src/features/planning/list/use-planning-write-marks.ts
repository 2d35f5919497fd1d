/**
 * Which plannings have their own queued or refused writes (update, forward, cancel, delete), for
 * a mark on their list row: a delete the server refused brings the planning back, and the row
 * must say why it is there. One live query of the engine (pendingWritesOfTable: the writes whose
 * subject is a planning; small, only unsent writes); children's writes (shifts, history) show
 * inside the details modal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { pendingWritesOfTable, writeSubject, type LocalDb } from '../../../../src-sync/index.js';

export type WriteMark = 'queued' | 'failed';

const NONE: ReadonlyMap<number, WriteMark> = new Map();

export function usePlanningWriteMarks(db: LocalDb): ReadonlyMap<number, WriteMark> {
  return (
    useLiveQuery(async () => {
      const rows = await pendingWritesOfTable(db, 'plannings');
      if (rows.length === 0) return NONE;
      const marks = new Map<number, WriteMark>();
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
