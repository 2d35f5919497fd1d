/**
 * The unread totals from the server are written only where they changed: they are asked after
 * every pull and every message, and each write re-runs every live query on the table (the badge,
 * the group list) — thousands of rows rewritten each time for a user in thousands of unread groups.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ALL_OP } from '../../../src-sync/chat/chat-ops.js';
import { refreshUnreadTotals } from '../../../src-sync/chat/unread-totals.js';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import type { ChannelRow } from '../../../src-sync/protocol/entities.js';
import { silentLogger } from '../../../src-sync/engine/logger.js';
import { FakeHttp, freshDb } from '../helpers/fakes.js';

let db: VigilDb;
afterEach(async () => db.delete());

function server(totals: Record<number, string>) {
  return new FakeHttp(() => ({ data: Object.entries(totals).map(([channel_id, total]) => ({ channel_id: Number(channel_id), total })) }));
}

const T = '2030-01-10 08:00:00';
const channel = (id: number): ChannelRow => ({
  id, name: `REQ-${id}`, request_id: id, created_at: T, updated_at: T, last_message: null, active: 1, requests: [],
});

/** The device holds these groups' channels (the totals of others are not stored). */
async function holding(...ids: number[]): Promise<void> {
  db = freshDb();
  await db.open();
  await db.channels.bulkPut(ids.map(channel));
}

describe('refreshing the unread totals', () => {
  it('stores only the groups whose channel is here, and a group once its channel arrives', async () => {
    await holding(1, 2);
    await refreshUnreadTotals(db, server({ 1: '3', 2: '1', 9: '4' }), silentLogger);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '3' }, { channel_id: 2, total: '1' }]);
    await db.channels.put(channel(9));
    await refreshUnreadTotals(db, server({ 1: '3', 2: '1', 9: '4' }), silentLogger);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '3' }, { channel_id: 2, total: '1' }, { channel_id: 9, total: '4' }]);
    // A group this device no longer holds (left, or deleted) stops counting at once.
    await db.channels.delete(2);
    await refreshUnreadTotals(db, server({ 1: '3', 2: '1', 9: '4' }), silentLogger);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '3' }, { channel_id: 9, total: '4' }]);
  });

  it('writes nothing when nothing changed, and only the changed and gone groups otherwise', async () => {
    await holding(1, 2, 3, 4);
    await refreshUnreadTotals(db, server({ 1: '3', 2: '1', 3: '7' }), silentLogger);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '3' }, { channel_id: 2, total: '1' }, { channel_id: 3, total: '7' }]);
    const puts = vi.spyOn(db.unread_counts, 'bulkPut');
    const deletes = vi.spyOn(db.unread_counts, 'bulkDelete');
    await refreshUnreadTotals(db, server({ 1: '3', 2: '1', 3: '7' }), silentLogger);
    expect(puts).not.toHaveBeenCalled();
    expect(deletes).not.toHaveBeenCalled();
    await refreshUnreadTotals(db, server({ 1: '3', 3: '8', 4: '1' }), silentLogger);
    expect(puts).toHaveBeenCalledWith([{ channel_id: 3, total: '8' }, { channel_id: 4, total: '1' }]);
    expect(deletes).toHaveBeenCalledWith([2]);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '3' }, { channel_id: 3, total: '8' }, { channel_id: 4, total: '1' }]);
  });

  it('keeps a group being read here at zero whatever the server still counts', async () => {
    await holding(1, 2);
    await db.outbox.add({
      uuid: 'read-1', record_key: 'channels:1', entity: 'channels', op: READ_ALL_OP, method: 'PUT', path: '/api/messages/read/all/{id}', target_id: 1, body: {},
      temp_id: null, temp_key: null, effects: [], keys: ['channels:1'], state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null, last_code: null, last_status: null,
      conflict: null, issues: [], created_at: 0,
    });
    await refreshUnreadTotals(db, server({ 1: '5', 2: '2' }), silentLogger);
    expect(await db.unread_counts.toArray()).toEqual([{ channel_id: 1, total: '0' }, { channel_id: 2, total: '2' }]);
  });
});
