/**
 * Which plannings have their own queued or refused writes (update, forward, cancel, delete), for
 * a mark on their list row: a delete the server refused brings the planning back, and the row
 * must say why it is there. Children's writes (shifts, history) show inside the details modal.
 */
import type { LocalDb } from '../../../../src-sync/index.js';
import { useWriteMarks, type WriteMark } from '../../../shared/local-first/index.js';

export type { WriteMark };

export const usePlanningWriteMarks = (db: LocalDb): ReadonlyMap<number, WriteMark> => useWriteMarks(db, 'plannings');
