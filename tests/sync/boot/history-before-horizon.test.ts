/**
 * The history the first sync leaves on the server (requests ended before the sync horizon, their
 * groups, read notifications), end to end with the real server: not on a new device after its
 * first sync, loaded when a list asks for it, kept, and kept fresh by the change feed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { readBootstrapState } from '../../../src-sync/bootstrap/bootstrap-state.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
  stack.server.context.config.syncHorizonDays = 90;
});
afterEach(async () => stack.close());

const DAY = 86_400_000;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A confirmed request of client1 made 400 days ago, ended 370 days ago, with its group. */
async function endedRequest(): Promise<{ request: number; timeslot: number; channel: number; notification: number }> {
  const db = stack.server.context.db;
  const { world } = stack;
  const at = wire(Date.now() - 400 * DAY);
  const request = (await db.insertInto('requests').values({ identifier: 'REQ-2024-000001', client_id: world.clients.c1, branch_id: null, location_id: world.locations.l1, po_number: null, note: 'Old gate', created_by: world.users.admin, status: 'confirmed', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  const timeslot = (await db.insertInto('request_timeslots').values({ request_id: request, start: at, end: wire(Date.now() - 370 * DAY), continuous: 0, request_type: 'Static', note: null, timeslots: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
  const channel = (await db.insertInto('channels').values({ name: 'REQ-2024-000001 Acme', request_id: request, created_by: world.users.admin, temp_id: null, last_message_id: null, active: 0, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('channel_requests').values({ channel_id: channel, request_id: request }).execute();
  const members = (await db.insertInto('channel_groups').values([{ channel_id: channel, user_id: world.users.admin, muted: 0, created_at: at, updated_at: at }]).returning('id').execute()).map((r) => r.id);
  const notification = (await db.insertInto('notifications').values({ user_id: world.users.admin, message: 'Request confirmed', request_id: request, identifier: 'REQ-2024-000001', username: null, read_at: at, created_at: at, kind: null, planning_id: null, params: null }).returning('id').executeTakeFirstOrThrow()).id;
  await recordRowChanges(db, 'requests', [request], 'upsert');
  await recordRowChanges(db, 'request_timeslots', [timeslot], 'upsert');
  await recordRowChanges(db, 'channels', [channel], 'upsert');
  await recordRowChanges(db, 'channel_groups', members, 'upsert');
  await recordRowChanges(db, 'notifications', [notification], 'upsert');
  return { request, timeslot, channel, notification };
}

async function firstSync(handle: EngineHandle): Promise<void> {
  await eventually(async () => (await readBootstrapState(handle.db))?.next === null && (await handle.db.requests.count()) > 0, 15_000);
}

describe('history before the sync horizon', () => {
  it('stays on the server at the first sync, comes when asked, stays, and follows the feed', { timeout: 30_000 }, async () => {
    const old = await endedRequest();
    const admin = stack.engineFor('admin');
    await firstSync(admin);
    expect(await admin.db.requests.get(old.request)).toBeUndefined();
    expect(await admin.db.channels.get(old.channel)).toBeUndefined();
    expect(await admin.db.notifications.get(old.notification)).toBeUndefined();
    // The current requests did come.
    expect(await admin.db.requests.get(stack.world.requests.r1)).toBeDefined();

    expect(await admin.engine.loadHistoryPage('requests', { before: null, status: 'confirmed' })).toEqual({ loaded: 2, next: null });
    expect((await admin.db.requests.get(old.request))?.identifier).toBe('REQ-2024-000001');
    expect((await admin.db.request_timeslots.get(old.timeslot))?.request_id).toBe(old.request);
    expect(await admin.engine.loadHistoryPage('requests', { before: null, status: 'pending' })).toEqual({ loaded: 0, next: null });
    expect((await admin.engine.loadHistoryPage('channels', { before: null })).next).toBeNull();
    expect((await admin.db.channels.get(old.channel))?.name).toBe('REQ-2024-000001 Acme');
    expect(await admin.db.channel_groups.where('channel_id').equals(old.channel).count()).toBe(1);
    await admin.engine.loadHistoryPage('notifications', { before: null });
    expect(await admin.db.notifications.get(old.notification)).toBeDefined();

    // Kept, and fresh: a later change reaches the device through the feed.
    const db = stack.server.context.db;
    await db.updateTable('requests').set({ note: 'Gate code changed' }).where('id', '=', old.request).execute();
    await recordRowChanges(db, 'requests', [old.request], 'upsert');
    await admin.engine.pull();
    expect((await admin.db.requests.get(old.request))?.note).toBe('Gate code changed');
  });

  it('brings nothing the user may not see', { timeout: 30_000 }, async () => {
    const old = await endedRequest();
    const other = stack.engineFor('client2');
    await firstSync(other);
    expect(await other.engine.loadHistoryPage('requests', { before: null })).toEqual({ loaded: 0, next: null });
    expect(await other.db.requests.get(old.request)).toBeUndefined();
  });
});
