/**
 * The unread count of the bell, live from the local database (every notification of the user
 * syncs). IndexedDB leaves a row whose key is null out of an index, so the read_at index holds
 * the read ones only: unread = all - read, two counts and no read of the rows.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../../src-sync/index.js';

export function useUnreadCount(db: LocalDb): number | undefined {
  return useLiveQuery(async () => {
    const [all, read] = await Promise.all([db.notifications.count(), db.notifications.orderBy('read_at').count()]);
    return Math.max(0, all - read);
  }, [db]);
}
