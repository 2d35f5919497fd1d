/**
 * Rows leaving a user's view: the scope contract of server/sync/change-scope.ts, compaction,
 * deletes, and the after-commit `changes` event.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { get, idsOf, pullAll } from '../helpers-sync/http.js';
import { audienceOf } from '../../../server/policies/index.js';
import { recordChange } from '../../../server/sync/change-log.js';
import { publishChanges } from '../../../server/sync/publish-changes.js';
import { recordRowChanges, type RecordedChange } from '../../../server/sync/record-row-changes.js';
import type { Broadcaster } from '../../../server/realtime/broadcaster.js';
import type { FeedPage } from '../../../src-sync/protocol/sync.js';

let server: TestServer | undefined;
let world: World;

function srv(): TestServer {
  if (!server) throw new Error('no server');
  return server;
}

beforeEach(async () => {
  await server?.close();
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
});
afterAll(async () => server?.close());

/** Forwards a planning the way the write routes must: capture the audience of the planning and
 * of every row that follows it BEFORE the update, record all of them after it. */
async function forward(planningId: number, subcontractorId: number | null): Promise<RecordedChange[]> {
  return srv().ctx.db.transaction().execute(async (trx) => {
    const shiftIds = (await trx.selectFrom('shifts').select('id').where('planning_id', '=', planningId).execute()).map((r) => r.id);
    const historyIds = (await trx.selectFrom('planning_history').select('id').where('planning_id', '=', planningId).execute()).map((r) => r.id);
    const before = {
      plannings: await audienceOf(trx, 'plannings', [planningId]),
      shifts: await audienceOf(trx, 'shifts', shiftIds),
      history: await audienceOf(trx, 'planning_history', historyIds),
    };
    await trx.updateTable('plannings').set({ subcontractor_id: subcontractorId }).where('id', '=', planningId).execute();
    return [
      ...(await recordRowChanges(trx, 'plannings', [planningId], 'upsert', before.plannings)),
      ...(await recordRowChanges(trx, 'shifts', shiftIds, 'upsert', before.shifts)),
      ...(await recordRowChanges(trx, 'planning_history', historyIds, 'upsert', before.history)),
    ];
  });
}

describe('revocation and deletes', () => {
  it('a planning forwarded from A to B reaches A as deletes (with its shifts and history) and B as upserts', async () => {
    const a = await pullAll(srv(), world.tokens.subA);
    const b = await pullAll(srv(), world.tokens.subB);
    await forward(world.plannings.p1, world.subcontractors.B);

    const nextA = await pullAll(srv(), world.tokens.subA, a.cursor);
    expect(nextA.changes.every((c) => c.op === 'delete')).toBe(true);
    expect(idsOf(nextA.changes, 'plannings', 'delete')).toEqual([world.plannings.p1]);
    expect(idsOf(nextA.changes, 'shifts', 'delete')).toEqual([world.shifts.s1]);
    expect(idsOf(nextA.changes, 'planning_history', 'delete')).toEqual([world.history.h1]);

    const nextB = await pullAll(srv(), world.tokens.subB, b.cursor);
    expect(idsOf(nextB.changes, 'plannings')).toEqual([world.plannings.p1]);
    expect(idsOf(nextB.changes, 'shifts')).toEqual([world.shifts.s1]);
    expect(idsOf(nextB.changes, 'planning_history')).toEqual([world.history.h1]);
    expect(nextB.changes.find((c) => c.entity === 'plannings')?.data).toMatchObject({ subcontractor_id: world.subcontractors.B, contractor: { name: 'Bastion' } });

    // Users who saw it before and still do get a plain upsert; the other client gets nothing.
    const client2 = await pullAll(srv(), world.tokens.client2, a.cursor);
    expect(client2.changes).toEqual([]);
  });

  it('compaction keeps earlier audiences: A -> B -> nobody still reaches A as a delete', async () => {
    const a = await pullAll(srv(), world.tokens.subA);
    await forward(world.plannings.p1, world.subcontractors.B);
    await forward(world.plannings.p1, null);
    const nextA = await pullAll(srv(), world.tokens.subA, a.cursor);
    expect(idsOf(nextA.changes, 'plannings', 'delete')).toEqual([world.plannings.p1]);
  });

  it('two updates of a row leave one log entry with the newest seq', async () => {
    const db = srv().ctx.db;
    const first = await forward(world.plannings.p3, world.subcontractors.A);
    const second = await forward(world.plannings.p3, world.subcontractors.B);
    const entries = await db.selectFrom('change_log').select(['seq', 'op']).where('entity', '=', 'plannings').where('row_id', '=', world.plannings.p3).execute();
    expect(entries).toEqual([{ seq: second[0]?.seq, op: 'upsert' }]);
    expect(second[0]?.seq).toBeGreaterThan(first[0]?.seq ?? Infinity);
  });

  it('a deleted row reaches those who could see it as a delete, nobody else, and never a bootstrap', async () => {
    const db = srv().ctx.db;
    const admin = await pullAll(srv(), world.tokens.admin);
    const subA = await pullAll(srv(), world.tokens.subA);
    const subB = await pullAll(srv(), world.tokens.subB);
    await db.transaction().execute(async (trx) => {
      const before = await audienceOf(trx, 'planning_history', [world.history.h1]);
      await trx.deleteFrom('planning_history').where('id', '=', world.history.h1).execute();
      await recordRowChanges(trx, 'planning_history', [world.history.h1], 'delete', before);
    });
    expect((await pullAll(srv(), world.tokens.admin, admin.cursor)).changes).toEqual([{ entity: 'planning_history', op: 'delete', id: world.history.h1 }]);
    expect((await pullAll(srv(), world.tokens.subA, subA.cursor)).changes).toEqual([{ entity: 'planning_history', op: 'delete', id: world.history.h1 }]);
    expect((await pullAll(srv(), world.tokens.subB, subB.cursor)).changes).toEqual([]);
    const bootstrap = await pullAll(srv(), world.tokens.admin);
    expect(bootstrap.changes.some((c) => c.op === 'delete')).toBe(false);
    expect(idsOf(bootstrap.changes, 'planning_history')).not.toContain(world.history.h1);
  });

  it('a delete logged without an audience (unknown scope) reaches every user', async () => {
    const db = srv().ctx.db;
    const subB = await pullAll(srv(), world.tokens.subB);
    await db.deleteFrom('contacts').where('id', '=', 3).execute();
    await recordChange(db, 'contacts', 3, 'delete');
    expect((await pullAll(srv(), world.tokens.subB, subB.cursor)).changes).toEqual([{ entity: 'contacts', op: 'delete', id: 3 }]);
  });

  it('publishChanges wakes everyone who sees the row now or saw it before, once, with the newest cursor', async () => {
    const sent: { channels: string[]; event: string; data: unknown }[] = [];
    const broadcaster: Broadcaster = {
      publish(channels, event, data) {
        sent.push({ channels, event, data });
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
    const changes = await forward(world.plannings.p1, world.subcontractors.B);
    await publishChanges({ db: srv().ctx.db, broadcaster }, changes);
    expect(sent).toHaveLength(1);
    const cursor = Math.max(...changes.map((c) => c.seq));
    expect(sent[0]?.event).toBe('changes');
    expect(sent[0]?.data).toEqual({ cursor });
    const expected = (['admin', 'planner', 'subA', 'subB', 'client1', 'agent'] as const).map((r) => `private-App.User.${world.users[r]}`);
    expect([...(sent[0]?.channels ?? [])].sort()).toEqual(expected.sort());
    const head = await get<FeedPage>(srv(), `/api/sync/changes?cursor=${cursor}`, world.tokens.subB);
    expect(head.body.changes).toEqual([]);
  });
});
