/**
 * The launcher's unread total (the badge and the page title), live from the local database: the
 * sum of the unread totals, which the engine stores only for groups whose channel is here (what
 * the group list would sum; src-sync chat/unread-totals.ts). One small table: the badge re-runs
 * only when a total changes, never for a message sent or a channel changed. It used to check the
 * user's membership and the channels itself, reading thousands of rows after every message for a
 * user in thousands of groups (60-130 ms of main thread each time, in front of the next keystroke).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { unreadTotals, type LocalDb } from '../../../src-sync/index.js';

export async function readUnreadTotal(db: LocalDb): Promise<number> {
  return (await unreadTotals(db)).reduce((sum, row) => {
    const total = Number(row.total);
    return Number.isFinite(total) && total > 0 ? sum + total : sum;
  }, 0);
}

export function useUnreadTotal(db: LocalDb): number {
  return useLiveQuery(() => readUnreadTotal(db), [db]) ?? 0;
}
