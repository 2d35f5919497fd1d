/**
 * The sync horizon beyond plannings (server/sync/history-horizon.ts): what a first sync leaves on
 * the server of old requests, old chat groups and old read notifications, what it always brings
 * (a pending request, an unread notification, a group with a message since), and the pages that
 * bring the rest on demand (GET /api/sync/before-horizon) with their children, to whom may see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { get, idsOf, type Reply } from '../helpers-sync/http.js';
import { recordChange } from '../../../server/sync/change-log.js';
import { BEFORE_HORIZON_PATH, positionQuery, type BeforeHorizonPage, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';
import type { Change } from '../../../src-sync/protocol/sync.js';

let server: TestServer;
let world: World;

const DAY = 86_400_000;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const now = Date.now();
const WINDOW = { from: wire(now), to: wire(now + 30 * DAY) };

interface OldRequest {
  request: number;
  timeslot: number;
  equipment: number;
  channel: number;
  members: number[];
}
let done: OldRequest;
let pendingOld: OldRequest;
let readOld: number;
let unreadOld: number;
let readRecent: number;

/** A request of client1 made `daysAgo`, its one timeslot ended a month later, with its group. */
async function oldRequest(identifier: string, status: string, daysAgo: number): Promise<OldRequest> {
  const db = server.ctx.db;
  const created = wire(now - daysAgo * DAY);
  const request = (await db.insertInto('requests').values({ identifier, client_id: world.clients.c1, branch_id: null, location_id: world.locations.l1, po_number: null, note: null, created_by: world.users.admin, status, created_at: created, updated_at: created }).returning('id').executeTakeFirstOrThrow()).id;
  const timeslot = (await db.insertInto('request_timeslots').values({ request_id: request, start: created, end: wire(now - (daysAgo - 30) * DAY), continuous: 0, request_type: 'Static', note: null, timeslots: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
  const equipment = (await db.insertInto('request_equipment').values({ request_id: request, equipment_id: (await db.selectFrom('equipment').select('id').executeTakeFirstOrThrow()).id, quantity: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const channel = (await db.insertInto('channels').values({ name: `${identifier} Acme`, request_id: request, created_by: world.users.admin, temp_id: null, last_message_id: null, active: 0, created_at: created, updated_at: created }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('channel_requests').values({ channel_id: channel, request_id: request }).execute();
  const members = (await db.insertInto('channel_groups').values([world.users.admin, world.users.client1].map((user_id) => ({ channel_id: channel, user_id, muted: 0, created_at: created, updated_at: created }))).returning('id').execute()).map((r) => r.id);
  for (const [entity, id] of [['requests', request], ['request_timeslots', timeslot], ['request_equipment', equipment], ['channels', channel], ...members.map((m) => ['channel_groups', m] as const)] as const) await recordChange(db, entity, id, 'upsert');
  return { request, timeslot, equipment, channel, members };
}

async function notification(daysAgo: number, read: boolean): Promise<number> {
  const db = server.ctx.db;
  const at = wire(now - daysAgo * DAY);
  const id = (await db.insertInto('notifications').values({ user_id: world.users.admin, message: 'Request confirmed', request_id: null, identifier: null, username: null, read_at: read ? at : null, created_at: at, kind: null, planning_id: null, params: null }).returning('id').executeTakeFirstOrThrow()).id;
  await recordChange(db, 'notifications', id, 'upsert');
  return id;
}

async function bootstrap(token: string): Promise<Change[]> {
  const changes: Change[] = [];
  let next: BootstrapPage['next'] = { step: 0, after: 0 };
  while (next !== null) {
    const qs: URLSearchParams = new URLSearchParams({ from: WINDOW.from, to: WINDOW.to, ...positionQuery(next) });
    const reply: Reply<BootstrapPage> = await get<BootstrapPage>(server, `/api/sync/bootstrap?${qs.toString()}`, token);
    if (reply.status !== 200) throw new Error(`bootstrap answered ${reply.status}`);
    changes.push(...reply.body.changes);
    next = reply.body.next;
  }
  return changes;
}

const page = (query: string, token = world.tokens.admin) => get<BeforeHorizonPage>(server, `${BEFORE_HORIZON_PATH}?${query}`, token);

beforeAll(async () => {
  server = await startSyncTestServer();
  server.ctx.config.syncHorizonDays = 90;
  world = await buildWorld(server.ctx);
  done = await oldRequest('REQ-OLD-1', 'confirmed', 400);
  pendingOld = await oldRequest('REQ-OLD-2', 'pending', 300);
  readOld = await notification(200, true);
  unreadOld = await notification(200, false);
  readRecent = await notification(10, true);
});
afterAll(async () => server.close());

describe('the first sync and the history before the horizon', () => {
  it('leaves an ended request, its timeslots, equipment and group, and old read notifications on the server', async () => {
    const changes = await bootstrap(world.tokens.admin);
    expect(idsOf(changes, 'requests')).not.toContain(done.request);
    expect(idsOf(changes, 'request_timeslots')).not.toContain(done.timeslot);
    expect(idsOf(changes, 'request_equipment')).not.toContain(done.equipment);
    expect(idsOf(changes, 'channels')).not.toContain(done.channel);
    for (const member of done.members) expect(idsOf(changes, 'channel_groups')).not.toContain(member);
    expect(idsOf(changes, 'notifications')).not.toContain(readOld);
  });

  it('always brings a request still pending, an unread notification, recent ones, and the company’s current requests and groups', async () => {
    const changes = await bootstrap(world.tokens.admin);
    expect(idsOf(changes, 'requests')).toEqual(expect.arrayContaining([pendingOld.request, world.requests.r1, world.requests.r2]));
    expect(idsOf(changes, 'request_timeslots')).toContain(pendingOld.timeslot);
    expect(idsOf(changes, 'channels')).toEqual(expect.arrayContaining([pendingOld.channel, world.channels.ch1, world.channels.ch2]));
    expect(idsOf(changes, 'notifications')).toEqual(expect.arrayContaining([unreadOld, readRecent]));
  });

  it('pages what it left out, newest first, with each row’s children', async () => {
    const requests = await page('list=requests');
    expect(requests.status).toBe(200);
    expect(idsOf(requests.body.changes, 'requests')).toEqual([done.request]);
    expect(idsOf(requests.body.changes, 'request_timeslots')).toEqual([done.timeslot]);
    expect(idsOf(requests.body.changes, 'request_equipment')).toEqual([done.equipment]);
    expect(requests.body.next).toBeNull();
    // A status tab asks for its own.
    expect(idsOf((await page('list=requests&status=pending')).body.changes, 'requests')).toEqual([]);
    expect(idsOf((await page('list=requests&status=confirmed')).body.changes, 'requests')).toEqual([done.request]);
    const channels = await page('list=channels');
    expect(idsOf(channels.body.changes, 'channels')).toEqual([done.channel]);
    expect(idsOf(channels.body.changes, 'channel_groups').sort((a, b) => a - b)).toEqual(done.members);
    expect(idsOf((await page('list=notifications')).body.changes, 'notifications')).toEqual([readOld]);
  });

  it('pages with `next` without losing or repeating a row', async () => {
    const more = await oldRequest('REQ-OLD-3', 'cancelled', 500);
    const first = await page('list=requests&limit=1');
    expect(idsOf(first.body.changes, 'requests')).toEqual([more.request]);
    expect(first.body.next).toBe(more.request);
    const second = await page(`list=requests&limit=1&before=${first.body.next ?? ''}`);
    expect(idsOf(second.body.changes, 'requests')).toEqual([done.request]);
    expect(second.body.next).toBeNull();
  });

  it('answers each user only what they may see, 401 without a token and 400 for a bad list', async () => {
    expect(idsOf((await page('list=requests', world.tokens.client2)).body.changes, 'requests')).toEqual([]);
    expect(idsOf((await page('list=requests', world.tokens.client1)).body.changes, 'requests')).toContain(done.request);
    expect(idsOf((await page('list=channels', world.tokens.planner)).body.changes, 'channels')).toEqual([]);
    expect(idsOf((await page('list=notifications', world.tokens.client1)).body.changes, 'notifications')).toEqual([]);
    expect((await get(server, `${BEFORE_HORIZON_PATH}?list=requests`)).status).toBe(401);
    const bad = await page('list=plannings');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('list');
  });

  it('a group with a message since the horizon comes with the first sync again', async () => {
    const db = server.ctx.db;
    await db.updateTable('channels').set({ updated_at: wire(now - DAY) }).where('id', '=', done.channel).execute();
    const changes = await bootstrap(world.tokens.admin);
    expect(idsOf(changes, 'channels')).toContain(done.channel);
    expect(idsOf(changes, 'channel_groups')).toEqual(expect.arrayContaining(done.members));
    expect(idsOf((await page('list=channels')).body.changes, 'channels')).not.toContain(done.channel);
  });
});
