/** Which requests have their own queued or refused writes (a create still on its way, a change,
 * a cancel), for a mark on their list row. */
import type { LocalDb } from '../../../../src-sync/index.js';
import { useWriteMarks, type WriteMark } from '../../../shared/local-first/index.js';

export type RequestWriteMark = WriteMark;

export const useRequestWriteMarks = (db: LocalDb): ReadonlyMap<number, RequestWriteMark> => useWriteMarks(db, 'requests');
