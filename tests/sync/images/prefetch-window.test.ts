/**
 * Which history images a prefetch pass wants: entries with a stored image of plannings starting
 * inside the window, newest first. The pass reads the window's plannings in slices of id ranges;
 * a planning outside the window whose id falls inside such a range must still be left out, and
 * so must entries without an image or with an image not uploaded yet.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryImageCache } from '../../../src-sync/images/history-image-cache.js';
import type { HttpRequest } from '../../../src-sync/engine/http-client.js';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { freshDb, recordingLogger } from '../helpers/fakes.js';
import { historyRow, planningRow } from '../helpers/rows.js';

const NOW = Date.parse('2026-02-01T12:00:00Z');
const INSIDE = '2026-02-10 08:00:00';
const OUTSIDE = '2026-06-10 08:00:00';

let db: VigilDb | null = null;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

describe('history image prefetch window', () => {
  it('fetches the images of plannings inside the window only, newest entry first', async () => {
    db = freshDb();
    // Ids interleave: 2 and 4 lie between the window's ids but start months later.
    const plannings = [1, 2, 3, 4, 5].map((id) => planningRow(id, { start: id % 2 === 0 ? OUTSIDE : INSIDE, end: id % 2 === 0 ? OUTSIDE : INSIDE }));
    await db.plannings.bulkPut(plannings);
    await db.planning_history.bulkPut([
      historyRow(10, 1, null, { status: 'image', image: 'p1.jpg', created_at: '2026-01-30 10:00:00' }),
      historyRow(11, 2, null, { status: 'image', image: 'p2.jpg', created_at: '2026-01-31 10:00:00' }),
      historyRow(12, 3, null, { status: 'image', image: 'p3.jpg', created_at: '2026-01-31 11:00:00' }),
      historyRow(13, 3, null, { status: 'note', image: null }),
      historyRow(14, 4, null, { status: 'image', image: 'p4.jpg', created_at: '2026-01-31 12:00:00' }),
      historyRow(15, 5, null, { status: 'image', image: '', created_at: '2026-01-31 13:00:00' }),
      historyRow(16, 5, null, { status: 'image', image: 'upload:local-1', created_at: '2026-01-31 14:00:00' }),
    ]);
    const asked: string[] = [];
    const http = {
      request(request: HttpRequest): Promise<unknown> {
        asked.push(request.url);
        return Promise.resolve(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }));
      },
    };
    const cache = createHistoryImageCache({ db, http, now: () => NOW, logger: recordingLogger(), windowDays: 30, initialDelayMs: 0, minIntervalMs: 0 });
    await cache.prefetch(true);
    cache.stop();
    expect(asked.map((url) => url.split('/').pop())).toEqual(['p3.jpg', 'p1.jpg']);
    expect((await db.image_cache.toArray()).map((row) => row.history_id).sort()).toEqual([10, 12]);
  });
});
