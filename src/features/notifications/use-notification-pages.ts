/**
 * The centre's list: newest first (the spec's sort=-id), NOTIFICATION_PAGE_SIZE at a time like the
 * server's pages (page[number] from 1), read from the local database, so it opens at once and
 * offline. `more` says whether a next page exists (the server's next_page_url).
 *
 * While the centre is open, the oldest notification it shows stays shown (the floor, by id): a
 * notification arriving is added on top and pushes nothing behind "More". As the newest N, each
 * arrival moved the oldest one shown out of the list under the reader's eyes.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { NOTIFICATION_PAGE_SIZE, type Local, type NotificationRow, type LocalDb } from '../../../src-sync/index.js';

export interface NotificationPages {
  rows: Local<NotificationRow>[];
  more: boolean;
}

/** The oldest notification shown when the list first filled, and the pages asked for then. */
interface Floor {
  id: number;
  pages: number;
}

interface Read extends NotificationPages {
  /** The floor the rows were read from (null: the newest pages). */
  floor: Floor | null;
}

/**
 * `pages`: how many pages the reader has asked for (1, then one more per "More"). `hold`: keep
 * the floor (the centre is open); false lets it go, and the next read is the newest pages again.
 * undefined while reading.
 */
export function useNotificationPages(db: LocalDb, pages: number, hold = true): NotificationPages | undefined {
  const [floor, setFloor] = useState<Floor | null>(null);
  const read = useLiveQuery(async (): Promise<Read> => {
    if (floor === null) {
      const limit = pages * NOTIFICATION_PAGE_SIZE;
      const rows = await db.notifications.orderBy('id').reverse().limit(limit + 1).toArray();
      return { rows: rows.slice(0, limit), more: rows.length > limit, floor: null };
    }
    // From the floor up, whatever arrived since; then the pages asked for since, below it.
    const older = Math.max(0, pages - floor.pages) * NOTIFICATION_PAGE_SIZE;
    const [held, below] = await Promise.all([
      db.notifications.where('id').aboveOrEqual(floor.id).reverse().toArray(),
      db.notifications.where('id').below(floor.id).reverse().limit(older + 1).toArray(),
    ]);
    return { rows: [...held, ...below.slice(0, older)], more: below.length > older, floor };
  }, [db, pages, floor]);

  // The floor is the oldest row the first read showed (the first with any rows).
  const oldest = read !== undefined && read.floor === null ? read.rows[read.rows.length - 1]?.id : undefined;
  useEffect(() => {
    if (!hold) setFloor(null);
    else if (oldest !== undefined) setFloor((current) => current ?? { id: oldest, pages });
  }, [hold, oldest, pages]);

  return read === undefined ? undefined : { rows: read.rows, more: read.more };
}
