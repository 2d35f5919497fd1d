/**
 * Which plannings have their own queued or refused writes (update, forward, cancel, delete), for
 * a mark on their list row: a delete the server refused brings the planning back, and the row
 * must say why it is there. Children's writes (shifts, history) show inside the details modal.
 */
import type { LocalDb } from '../../../../src-sync/index.js';
import { useWriteMarks, type WriteMark as OwnWriteMark } from '../../../shared/local-first/index.js';

/** queued / failed: the planning's own writes; remote: loaded from the server on demand (from
 * before the sync horizon), which a write mark outranks. */
export type WriteMark = OwnWriteMark | 'remote';

export const usePlanningWriteMarks = (db: LocalDb): ReadonlyMap<number, WriteMark> => useWriteMarks(db, 'plannings');
