/**
 * The centre's list: newest first (the spec's sort=-id), NOTIFICATION_PAGE_SIZE at a time like the
 * server's pages (page[number] from 1), read from the local database, so it opens at once and
 * offline. `more` says whether a next page exists (the server's next_page_url).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { NOTIFICATION_PAGE_SIZE, type Local, type NotificationRow, type LocalDb } from '../../../src-sync/index.js';

export interface NotificationPages {
  rows: Local<NotificationRow>[];
  more: boolean;
}

/** undefined while reading. */
export function useNotificationPages(db: LocalDb, pages: number): NotificationPages | undefined {
  return useLiveQuery(async () => {
    const limit = pages * NOTIFICATION_PAGE_SIZE;
    const rows = await db.notifications.orderBy('id').reverse().limit(limit + 1).toArray();
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }, [db, pages]);
}
