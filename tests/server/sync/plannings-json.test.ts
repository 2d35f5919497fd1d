/** The first sync's planning, shift and history pages are serialized by SQLite
 * (server/serialize/plannings-json.ts, shifts-and-history-json.ts): against the demo company,
 * every row's JSON is the object serializer's row, field by field, for each sign-in's
 * visibility, and a bootstrap page's text is the object page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { seedDatabase } from '../../../server/seed/seed-database.js';
import { DEMO_PEOPLE } from '../../../server/seed/demo-accounts.js';
import { serializeRows } from '../../../server/serialize/index.js';
import { serializePlanningsAsJson } from '../../../server/serialize/plannings-json.js';
import { serializeHistoryAsJson, serializeShiftsAsJson } from '../../../server/serialize/shifts-and-history-json.js';
import { serializeRequestsAsJson } from '../../../server/serialize/requests-json.js';
import { serializeChannelGroupsAsJson } from '../../../server/serialize/chat-json.js';
import { readBootstrapPage, readBootstrapPageText } from '../../../server/sync/read-bootstrap-page.js';
import { readFeedPage, readFeedPageText } from '../../../server/sync/read-feed-page.js';
import { recordRowChanges } from '../../../server/sync/record-row-changes.js';
import { FEED_MAX_LIMIT, feedQuerySchema } from '../../../src-sync/protocol/sync.js';
import { insertPlanning } from '../helpers/world.js';
import { loadAuthUser } from '../../../server/auth/require-user.js';
import { visibilityFilter } from '../../../server/policies/index.js';
import type { ChannelGroupRow, RequestRow } from '../../../src-sync/protocol/entities.js';
import { positionQuery, bootstrapQuerySchema, type BootstrapPage } from '../../../src-sync/protocol/bootstrap.js';

let server: TestServer;
const NOW = new Date('2030-01-15T09:00:00Z');

beforeAll(async () => {
  server = await startSyncTestServer();
  await seedDatabase(server.ctx.db, { size: 'demo', now: NOW, reset: true });
  // One planning with neither branch nor contractor, and text that JSON must escape.
  const any = await server.ctx.db.selectFrom('plannings').select(['request_id', 'client_id', 'location_id']).executeTakeFirstOrThrow();
  const id = await insertPlanning(server.ctx.db, { ...any, branch_id: null, start: '2030-01-20 08:00:00', end: '2030-01-20 18:00:00' });
  await server.ctx.db.updateTable('plannings').set({ description: 'Gate "B" \\ night\nshift ✓', po_number: 'PO-ü' }).where('id', '=', id).execute();
  // A request with two images and two job categories (its timeslots' order decides theirs), and
  // one with no timeslot at all (no period, no category).
  const request = await server.ctx.db.selectFrom('request_timeslots').select('request_id').executeTakeFirstOrThrow();
  const slot = { request_id: request.request_id, continuous: 0, created_at: '2030-01-01 08:00:00', updated_at: '2030-01-01 08:00:00' };
  await server.ctx.db.insertInto('request_timeslots').values([
    { ...slot, start: '2030-01-02 08:00:00', end: '2030-01-02 18:00:00', request_type: 'mobile' },
    { ...slot, start: '2030-01-03 08:00:00', end: '2030-01-03 18:00:00', request_type: 'static' },
  ]).execute();
  await server.ctx.db.insertInto('request_images').values([2, 1].map((n) => ({ request_id: request.request_id, file: `site-${n}.jpg`, uploaded_by: null, created_at: `2030-01-01 0${n}:00:00` }))).execute();
  const bare = await server.ctx.db.selectFrom('requests').selectAll().executeTakeFirstOrThrow();
  await server.ctx.db.insertInto('requests').values({ ...bare, id: undefined, identifier: 'REQ-2030-999999', note: 'Line 1\nline "2"', temp_id: null }).execute();
  // A muted chat group, and two members whose stored roles are not a list (they get no chat label).
  const demo = Object.values(DEMO_PEOPLE).map((person) => person.email);
  const members = await server.ctx.db.selectFrom('channel_groups').innerJoin('users', 'users.id', 'channel_groups.user_id')
    .select(['channel_groups.id', 'users.id as user_id']).where('users.email', 'not in', demo).orderBy('users.id').execute();
  const [first, second] = [...new Map(members.map((m) => [m.user_id, m])).values()];
  if (!first || !second) throw new Error('the demo has too few chat members');
  await server.ctx.db.updateTable('channel_groups').set({ muted: 1 }).where('id', '=', first.id).execute();
  await server.ctx.db.updateTable('users').set({ roles: 'ROLE_ADMIN' }).where('id', '=', first.user_id).execute();
  await server.ctx.db.updateTable('users').set({ roles: '{"role":"ROLE_ADMIN"}' }).where('id', '=', second.user_id).execute();
}, 120_000);
afterAll(async () => server.close());

async function who(email: string) {
  const user = await server.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const loaded = await loadAuthUser(server.ctx, user.id);
  if (!loaded) throw new Error(`no user ${email}`);
  return loaded;
}

describe('plannings serialized by SQLite', () => {
  it.each(['admin', 'planner', 'subcontractor', 'client', 'agent'] as const)('are the object serializer\'s rows for the %s', async (role) => {
    const viewer = await who(DEMO_PEOPLE[role].email);
    const ids = (await server.ctx.db.selectFrom('plannings').select('id').orderBy('id').execute()).map((r) => r.id);
    const objects = await serializeRows(server.ctx.db, 'plannings', ids, { visibleTo: viewer });
    const json = await serializePlanningsAsJson(server.ctx.db, ids, visibilityFilter(viewer, 'plannings'));
    expect(objects.length).toBeGreaterThan(0);
    const parsed = new Map(json.map((row) => [row.id, JSON.parse(row.json) as unknown]));
    expect(parsed.size).toBe(objects.length);
    // Every field (with nulls, nested parts, a planning without branch or contractor) alike.
    for (const row of objects) expect(parsed.get(row.id)).toStrictEqual(row);
    if (role === 'admin') expect(objects.some((row) => row.branch === null && row.contractor === null && row.description?.includes('"'))).toBe(true);
  });

  it.each(['admin', 'planner', 'subcontractor', 'client', 'agent'] as const)('so are shifts, history entries, requests and chat memberships, for the %s', async (role) => {
    const viewer = await who(DEMO_PEOPLE[role].email);
    for (const [entity, serialize] of [['shifts', serializeShiftsAsJson], ['planning_history', serializeHistoryAsJson], ['requests', serializeRequestsAsJson], ['channel_groups', serializeChannelGroupsAsJson]] as const) {
      const ids = (await server.ctx.db.selectFrom(entity).select('id').orderBy('id').execute()).map((r) => r.id);
      const objects = await serializeRows(server.ctx.db, entity, ids, { visibleTo: viewer });
      const json = await serialize(server.ctx.db, ids, visibilityFilter(viewer, entity));
      const parsed = new Map(json.map((row) => [row.id, JSON.parse(row.json) as unknown]));
      expect(parsed.size).toBe(objects.length);
      for (const row of objects) expect(parsed.get(row.id)).toStrictEqual(row);
      if (role === 'admin' && entity === 'requests') {
        const requests = objects as RequestRow[];
        // The demo has requests with images, with several job categories, and with no timeslot.
        expect(requests.some((row) => row.images.length > 1)).toBe(true);
        expect(requests.some((row) => row.request_types.length > 1)).toBe(true);
        expect(requests.some((row) => row.period_start === null && row.request_types.length === 0)).toBe(true);
      }
      if (role === 'admin' && entity === 'channel_groups') {
        // Every chat label (company, subcontractor, none), a muted group, and roles that are not a list.
        const labels = new Set((objects as ChannelGroupRow[]).map((row) => row.user.chat_role));
        expect([...labels].sort()).toEqual(['company', 'sub', null].sort());
        expect((objects as ChannelGroupRow[]).some((row) => row.muted === 1)).toBe(true);
      }
    }
  });

  it('keep a shift\'s agents in order, an empty list, and a history entry\'s coordinates and cost exact', async () => {
    const viewer = await who(DEMO_PEOPLE.admin.email);
    const shifts = await serializeShiftsAsJson(server.ctx.db, (await server.ctx.db.selectFrom('shifts').select('id').execute()).map((r) => r.id), null);
    const agents = shifts.map((row) => (JSON.parse(row.json) as { agents: unknown[] }).agents.length);
    expect(Math.max(...agents)).toBeGreaterThan(1);
    const entry = await server.ctx.db.selectFrom('planning_history').select('id').executeTakeFirstOrThrow();
    await server.ctx.db.updateTable('planning_history').set({ latitude: 50.85045123456789, longitude: 4.351710899999999, accuracy: 12.5, cost: 0.1 }).where('id', '=', entry.id).execute();
    const [json] = await serializeHistoryAsJson(server.ctx.db, [entry.id], visibilityFilter(viewer, 'planning_history'));
    const [object] = await serializeRows(server.ctx.db, 'planning_history', [entry.id], { visibleTo: viewer });
    expect(JSON.parse(json?.json ?? 'null')).toStrictEqual(object);
    expect(object).toMatchObject({ latitude: 50.85045123456789, longitude: 4.351710899999999, cost: 0.1 });
    const empty = await server.ctx.db.selectFrom('shifts').select('id').where((eb) => eb.not(eb.exists(eb.selectFrom('shift_agents').select('id').whereRef('shift_agents.shift_id', '=', 'shifts.id')))).executeTakeFirst();
    if (empty) {
      const [row] = await serializeShiftsAsJson(server.ctx.db, [empty.id], null);
      expect((JSON.parse(row?.json ?? '{}') as { agents: unknown[] }).agents).toEqual([]);
    }
  });

  it('make a bootstrap page whose text is the object page, page after page of the whole first sync', { timeout: 60_000 }, async () => {
    const viewer = await who(DEMO_PEOPLE.admin.email);
    const from = '2030-01-15 00:00:00';
    const to = '2030-02-15 23:59:59';
    let next: BootstrapPage['next'] = { step: 0, after: 0 };
    let pages = 0;
    while (next !== null) {
      const query = bootstrapQuerySchema.parse({ from, to, ...positionQuery(next), limit: '50' });
      const objectPage = await readBootstrapPage(server.ctx.db, viewer, query, '2029-10-17 09:00:00', '2029-12-15 09:00:00');
      const text = await readBootstrapPageText(server.ctx.db, viewer, query, '2029-10-17 09:00:00', '2029-12-15 09:00:00');
      expect(JSON.parse(text)).toStrictEqual(JSON.parse(JSON.stringify(objectPage)));
      next = objectPage.next;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(5);
  });

  it.each(['admin', 'planner', 'subcontractor', 'client', 'agent'] as const)('make a change-feed page whose text is the object page, page after page of the whole log, for the %s', { timeout: 60_000 }, async (role) => {
    // Revocations and deletes too: a planning forwarded away from the subcontractor, one deleted.
    const db = server.ctx.db;
    const viewer = await who(DEMO_PEOPLE[role].email);
    const forwarded = await db.selectFrom('plannings').select('id').where('subcontractor_id', 'is not', null).executeTakeFirstOrThrow();
    await recordRowChanges(db, 'plannings', [forwarded.id], 'upsert');
    const gone = await db.selectFrom('shifts').select('id').executeTakeFirstOrThrow();
    await recordRowChanges(db, 'shifts', [gone.id], 'delete');
    // An audience not known: the delete reaches everyone.
    await db.updateTable('change_log').set({ scope: '{}' }).where('entity', '=', 'shifts').where('row_id', '=', gone.id).execute();
    let cursor = 0;
    let pages = 0;
    for (;;) {
      // From cursor 0 as a first sync, then as a device that holds rows (deletes and revocations).
      const query = feedQuerySchema.parse({ cursor: String(cursor), limit: '200' });
      const objectPage = await readFeedPage(db, viewer, query, NOW);
      const text = await readFeedPageText(db, viewer, query, NOW);
      expect(JSON.parse(text)).toStrictEqual(JSON.parse(JSON.stringify(objectPage)));
      pages += 1;
      if (!objectPage.has_more) break;
      cursor = objectPage.cursor;
    }
    expect(pages).toBeGreaterThan(3);
    // A device that held the rows: the page with the delete (and the forwarded planning).
    const from = Number((await db.selectFrom('change_log').select('seq').where('entity', '=', 'plannings').where('row_id', '=', forwarded.id).executeTakeFirstOrThrow()).seq) - 1;
    const late = await readFeedPageText(db, viewer, feedQuerySchema.parse({ cursor: String(from), limit: String(FEED_MAX_LIMIT) }), NOW);
    expect(JSON.parse(late)).toStrictEqual(JSON.parse(JSON.stringify(await readFeedPage(db, viewer, feedQuerySchema.parse({ cursor: String(from), limit: String(FEED_MAX_LIMIT) }), NOW))));
    expect((JSON.parse(late) as { changes: { op: string }[] }).changes.some((change) => change.op === 'delete')).toBe(true);
  });
});
