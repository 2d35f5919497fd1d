/** The user's own account changed on another device (their language): the leader tab hears
 * `account-updated` and asks the session to reload the account; nothing is written locally. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import type { Engine } from '../../../src-sync/engine/engine-types.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { BOOTSTRAP_PATH } from '../../../src-sync/protocol/bootstrap.js';
import { EMPTY_BOOTSTRAP, FakeHttp, FakeRealtime, eventually, freshDb, httpError, recordingLogger } from '../helpers/fakes.js';

let engine: Engine | null = null;
let db: VigilDb | null = null;
afterEach(async () => {
  await engine?.stop();
  await db?.delete();
});

describe('realtime account-updated', () => {
  it("asks for the own account again, and leaves the local tables and the logs alone", async () => {
    db = freshDb();
    const http = new FakeHttp((request) => {
      if (request.url === BOOTSTRAP_PATH) return EMPTY_BOOTSTRAP;
      if (request.url === '/api/sync/changes') return { changes: [], cursor: 0, has_more: false };
      if (request.url === '/broadcasting/auth') return { auth: 'vigil:sig' };
      // The leader asks the unread totals after every pull; unanswered, it would log a warning
      // whenever the pull finished before the assertions below.
      if (request.url === '/api/messages/unread') return { data: [] };
      throw httpError(404);
    });
    const realtime = new FakeRealtime();
    const logger = recordingLogger();
    const onOwnAccountChanged = vi.fn<() => void>();
    engine = createEngine({ db, http, realtime, userId: 7, locks: null, logger, network: manualNetworkStatus(), onOwnAccountChanged });
    engine.start();
    await eventually(() => realtime.options !== null && realtime.options !== undefined);
    // After the first pull has finished and asked the unread totals, so the warnings checked
    // below include everything that pull did.
    await eventually(() => http.requests.some((request) => request.url === '/api/messages/unread'));
    realtime.emit('account-updated', { user: { id: 7, language: 'ar' } });
    expect(onOwnAccountChanged).toHaveBeenCalledTimes(1);
    expect(logger.warnings).toEqual([]);
    expect(await db.accounts.count()).toBe(0);
  });
});
