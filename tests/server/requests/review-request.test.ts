import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestReviewResultSchema } from '../../../src-sync/protocol/request-review.js';
import { apiFor, buildWorld, changeLog, feedOp, markCursor, recordBroadcasts, type Api, type Role, type World } from '../planning/fixtures.js';

let w: World;
let as: (role: Role) => Api;
let slotA: number;
let slotB: number;

const T = '2026-01-01 00:00:00';
const db = () => w.server.ctx.db;

async function insertTimeslot(requestId: number, start: string): Promise<number> {
  const row = await db()
    .insertInto('request_timeslots')
    .values({ request_id: requestId, start, end: start.replace('08:00', '20:00'), request_type: 'Static', created_at: T, updated_at: T })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  w = await buildWorld();
  as = (role) => apiFor(w.server, w.tokens[role]);
  // request1 asks for two timeslots; its two plannings are one per timeslot.
  slotA = await insertTimeslot(w.ids.request1, '2026-03-01 08:00:00');
  slotB = await insertTimeslot(w.ids.request1, '2026-03-02 08:00:00');
  await db().updateTable('plannings').set({ timeslot_id: slotA }).where('id', '=', w.ids.planning).execute();
  await db().updateTable('plannings').set({ timeslot_id: slotB }).where('id', '=', w.ids.sibling).execute();
  await db().deleteFrom('change_log').execute();
});
afterEach(async () => {
  await w.server.close();
});

const path = () => `/api/requests/${w.ids.request1}/review`;
const review = (a: 'accept' | 'reject', b: 'accept' | 'reject') => ({ timeslots: [{ id: slotA, action: a }, { id: slotB, action: b }] });

async function state() {
  const request = await db().selectFrom('requests').select('status').where('id', '=', w.ids.request1).executeTakeFirstOrThrow();
  const slots = await db().selectFrom('request_timeslots').select(['id', 'status']).where('request_id', '=', w.ids.request1).orderBy('id').execute();
  const plannings = await db().selectFrom('plannings').select(['id', 'status']).where('request_id', '=', w.ids.request1).orderBy('id').execute();
  return { request: request.status, slots: slots.map((s) => s.status), plannings: plannings.map((p) => p.status) };
}

describe('POST /api/requests/{id}/review', () => {
  it('tells who can see the request through request-updated with the row, then the changes event', async () => {
    const sent = recordBroadcasts(w.server);
    expect((await as('admin')('POST', path(), review('accept', 'reject'))).status).toBe(200);
    // The row first (server/writes/run-write.ts): a client shows it before the pull `changes` starts.
    expect(sent.map((m) => m.event)).toEqual(['request-updated', 'changes']);
    const update = sent[0];
    expect(update?.data).toMatchObject({ request: { id: w.ids.request1, status: 'confirmed' } });
    const channel = (id: number) => `private-App.User.${id}`;
    expect(update?.channels).toEqual(expect.arrayContaining([w.users.admin, w.users.planner, w.users.client1].map(channel)));
    expect(update?.channels).not.toContain(channel(w.users.client2));
    expect(update?.channels).not.toContain(channel(w.users.sub2));
  });

  it('confirms all: timeslots accepted, plannings confirmed, request confirmed, in the change log', async () => {
    const res = await as('admin')('POST', path(), review('accept', 'accept'));
    expect(res.status).toBe(200);
    const body = requestReviewResultSchema.parse(res.body);
    expect(body.data).toMatchObject({ id: w.ids.request1, status: 'confirmed' });
    expect(body.related.request_timeslots.map((s) => s.status)).toEqual(['accepted', 'accepted']);
    expect(body.related.plannings.map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    expect(await state()).toEqual({ request: 'confirmed', slots: ['accepted', 'accepted'], plannings: ['confirmed', 'confirmed'] });
    // Besides the review's rows, one notification per user of the client (both Acme users).
    const log = await changeLog(w);
    expect(log.filter((entry) => !entry.startsWith('notifications:')).sort()).toEqual(
      [
        `requests:${w.ids.request1}:upsert`,
        `request_timeslots:${slotA}:upsert`, `request_timeslots:${slotB}:upsert`,
        `plannings:${w.ids.planning}:upsert`, `plannings:${w.ids.sibling}:upsert`,
      ].sort(),
    );
    expect(log.filter((entry) => entry.startsWith('notifications:'))).toHaveLength(2);
  });

  it('confirms one and rejects the other: the request is confirmed', async () => {
    expect((await as('admin')('POST', path(), review('accept', 'reject'))).status).toBe(200);
    expect(await state()).toEqual({ request: 'confirmed', slots: ['accepted', 'rejected'], plannings: ['confirmed', 'rejected'] });
  });

  it('rejects all: the request is cancelled and its plannings rejected', async () => {
    expect((await as('admin')('POST', path(), review('reject', 'reject'))).status).toBe(200);
    expect(await state()).toEqual({ request: 'cancelled', slots: ['rejected', 'rejected'], plannings: ['rejected', 'rejected'] });
  });

  it('moves plannings only through the state machine: a cancelled one stays cancelled', async () => {
    await db().updateTable('plannings').set({ status: 'cancelled' }).where('id', '=', w.ids.sibling).execute();
    const res = await as('admin')('POST', path(), review('accept', 'accept'));
    expect(res.status).toBe(200);
    expect(await state()).toEqual({ request: 'confirmed', slots: ['accepted', 'accepted'], plannings: ['confirmed', 'cancelled'] });
    expect(await changeLog(w)).not.toContain(`plannings:${w.ids.sibling}:upsert`);
  });

  it.each<Role>(['planner', 'sub1', 'client1', 'agent1'])('refuses %s with 403 and changes nothing', async (role) => {
    const res = await as(role)('POST', path(), review('accept', 'accept'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an admin can review a request.');
    expect(await state()).toEqual({ request: 'pending', slots: ['pending', 'pending'], plannings: ['pending', 'pending'] });
    expect(await changeLog(w)).toEqual([]);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const empty = await as('admin')('POST', path(), {});
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: 'timeslots', message: 'required' }]);
    const badAction = await as('admin')('POST', path(), { timeslots: [{ id: slotA, action: 'maybe' }, { id: slotB }] });
    expect(badAction.status).toBe(400);
    expect(badAction.body.issues).toEqual([
      { path: 'timeslots.0.action', message: 'expected accept or reject' },
      { path: 'timeslots.1.action', message: 'required' },
    ]);
    const twice = await as('admin')('POST', path(), { timeslots: [{ id: slotA, action: 'accept' }, { id: slotA, action: 'reject' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.issues).toEqual([{ path: 'timeslots', message: 'each timeslot at most once' }]);
    expect((await as('admin')('POST', '/api/requests/abc/review', review('accept', 'accept'))).status).toBe(404);
    expect(await changeLog(w)).toEqual([]);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await as('admin')('POST', '/api/requests/99999/review', review('accept', 'accept'))).status).toBe(404);
  });

  it('answers 422 unless every timeslot of the request is listed, and only those', async () => {
    const missing = await as('admin')('POST', path(), { timeslots: [{ id: slotA, action: 'accept' }] });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ path: 'timeslots', message: `every timeslot must be reviewed (missing ${slotB})` }]);
    const foreignSlot = await insertTimeslot(w.ids.request2, '2026-03-05 08:00:00');
    const foreign = await as('admin')('POST', path(), { timeslots: [...review('accept', 'accept').timeslots, { id: foreignSlot, action: 'accept' }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues).toEqual([{ path: 'timeslots.2.id', message: 'not a timeslot of this request' }]);
    expect(await state()).toEqual({ request: 'pending', slots: ['pending', 'pending'], plannings: ['pending', 'pending'] });
    expect((await db().selectFrom('request_timeslots').select('status').where('id', '=', foreignSlot).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('answers 422 for a request that was already reviewed', async () => {
    expect((await as('admin')('POST', path(), review('accept', 'reject'))).status).toBe(200);
    const again = await as('admin')('POST', path(), review('reject', 'reject'));
    expect(again.status).toBe(422);
    expect(again.body.issues).toEqual([{ path: 'status', message: 'request is confirmed' }]);
    expect(await state()).toEqual({ request: 'confirmed', slots: ['accepted', 'rejected'], plannings: ['confirmed', 'rejected'] });
  });

  it('replays a retried review with the same Idempotency-Key instead of refusing it', async () => {
    const key = { 'Idempotency-Key': 'review-retry-1' };
    const first = await as('admin')('POST', path(), review('accept', 'accept'), key);
    const second = await as('admin')('POST', path(), review('accept', 'accept'), key);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('reaches the client of the request and the subcontractor of a moved planning through the feed', async () => {
    const cursor = await markCursor(w);
    expect((await as('admin')('POST', path(), review('accept', 'reject'))).status).toBe(200);
    expect(await feedOp(w, w.tokens.client1, cursor, 'requests', w.ids.request1)).toBe('upsert');
    expect(await feedOp(w, w.tokens.client1, cursor, 'request_timeslots', slotB)).toBe('upsert');
    expect(await feedOp(w, w.tokens.sub1, cursor, 'plannings', w.ids.planning)).toBe('upsert');
    expect(await feedOp(w, w.tokens.client2, cursor, 'requests', w.ids.request1)).toBe('nothing');
  });
});
