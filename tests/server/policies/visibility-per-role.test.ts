/**
 * The visibility rules of DESIGN.md section 4, per role, and the invariant that holds the
 * policy module together: for every entity and every user, the SQL filter and the audience keys
 * pick exactly the same rows (the feed uses one, realtime fan-out the other).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { ROLES, buildWorld, type Role, type World } from '../helpers-sync/world.js';
import { loadAuthUser } from '../../../server/auth/require-user.js';
import type { AuthUser } from '../../../server/auth/types.js';
import {
  audienceOf, canSee, canSeePlanning, sharesKey, toViewer, usersForAudience, viewerKeys, visibilityFilter,
} from '../../../server/policies/index.js';
import { SYNC_ENTITIES, type SyncEntity } from '../../../src-sync/protocol/sync.js';
import { allows } from '../../../src-sync/protocol/permissions/index.js';

let server: TestServer;
let world: World;
const users = {} as Record<Role, AuthUser>;

/** Runs `body` with the entry marked internal, then shows it to the client again. */
async function withInternal(historyId: number, body: () => Promise<void>): Promise<void> {
  const set = (internal: number) => server.ctx.db.updateTable('planning_history').set({ internal }).where('id', '=', historyId).execute();
  await set(1);
  try {
    await body();
  } finally {
    await set(0);
  }
}

async function visibleIds(entity: SyncEntity, user: AuthUser): Promise<number[]> {
  let q = server.ctx.db.selectFrom(entity as 'plannings').select('id').orderBy('id');
  const filter = visibilityFilter(user, entity);
  if (filter) q = q.where(filter);
  return (await q.execute()).map((r) => r.id);
}

beforeAll(async () => {
  server = await startSyncTestServer();
  world = await buildWorld(server.ctx);
  for (const role of ROLES) {
    const user = await loadAuthUser(server.ctx, world.users[role]);
    if (!user) throw new Error(role);
    users[role] = user;
  }
});
afterAll(async () => server.close());

describe('visibility per role', () => {
  it('plannings: admin and planner all, a subcontractor only those forwarded to it, a client its own, an agent its shifts', async () => {
    const { p1, p2, p3, p4 } = world.plannings;
    expect(await visibleIds('plannings', users.admin)).toEqual([p1, p2, p3, p4]);
    expect(await visibleIds('plannings', users.planner)).toEqual([p1, p2, p3, p4]);
    expect(await visibleIds('plannings', users.subA)).toEqual([p1, p4]);
    expect(await visibleIds('plannings', users.subB)).toEqual([p2]);
    expect(await visibleIds('plannings', users.client1)).toEqual([p1, p2]);
    expect(await visibleIds('plannings', users.client2)).toEqual([p3, p4]);
    expect(await visibleIds('plannings', users.agent)).toEqual([p1]);
  });

  it('shifts and history follow the planning for subcontractors and clients, the assignment for agents', async () => {
    const { s1, s2, s3, s4 } = world.shifts;
    const { h1, h2, h3 } = world.history;
    expect(await visibleIds('shifts', users.subA)).toEqual([s1, s4]);
    expect(await visibleIds('shifts', users.subB)).toEqual([s2]);
    expect(await visibleIds('shifts', users.agent)).toEqual([s1]);
    expect(await visibleIds('shifts', users.client1)).toEqual([s1, s2]);
    expect(await visibleIds('shifts', users.client2)).toEqual([s3, s4]);
    expect(await visibleIds('planning_history', users.subA)).toEqual([h1]);
    expect(await visibleIds('planning_history', users.subB)).toEqual([h2]);
    expect(await visibleIds('planning_history', users.agent)).toEqual([h1]);
    expect(await visibleIds('planning_history', users.client1)).toEqual([h1, h2]);
    expect(await visibleIds('planning_history', users.client2)).toEqual([h3]);
  });

  it('hides a history entry marked internal from the client, and from no one else', async () => {
    const { h1, h2 } = world.history;
    await withInternal(h1, async () => {
      expect(await visibleIds('planning_history', users.client1)).toEqual([h2]);
      for (const role of ['admin', 'planner', 'subA', 'agent'] as const) expect(await visibleIds('planning_history', users[role])).toContain(h1);
      const audience = await audienceOf(server.ctx.db, 'planning_history', [h1]);
      expect(audience.get(h1)).not.toContain(`client:${world.clients.c1}`);
    });
  });

  it('plannings, shifts and history: the SQL filters are the permission table\'s read rules, for every role and row', async () => {
    const db = server.ctx.db;
    await withInternal(world.history.h2, async () => {
      const plannings = await db.selectFrom('plannings').select(['id', 'status', 'subcontractor_id', 'contractor_status', 'client_id']).orderBy('id').execute();
      const byId = new Map(plannings.map((p) => [p.id, p]));
      const assigned = await db.selectFrom('shift_agents').innerJoin('shifts', 'shifts.id', 'shift_agents.shift_id').select(['shifts.id', 'shifts.planning_id', 'shift_agents.agent_id']).execute();
      const agentsOfShift = (id: number | null) => assigned.filter((a) => a.id === id).map((a) => a.agent_id);
      const agentsOfPlanning = (id: number) => assigned.filter((a) => a.planning_id === id).map((a) => a.agent_id);
      const shifts = await db.selectFrom('shifts').select(['id', 'planning_id']).orderBy('id').execute();
      const history = await db.selectFrom('planning_history').select(['id', 'planning_id', 'shift_id', 'agent_id', 'internal']).orderBy('id').execute();
      const planningOf = (id: number) => {
        const planning = byId.get(id);
        if (!planning) throw new Error(`no planning ${id}`);
        return planning;
      };
      for (const role of ROLES) {
        const actor = toViewer(users[role]);
        expect(await visibleIds('plannings', users[role]), `plannings for ${role}`).toEqual(
          plannings.filter((p) => allows(actor, 'planning.read', { planning: p, agent_ids: agentsOfPlanning(p.id) })).map((p) => p.id),
        );
        expect(await visibleIds('shifts', users[role]), `shifts for ${role}`).toEqual(
          shifts.filter((s) => allows(actor, 'shift.read', { planning: planningOf(s.planning_id), shift: { agent_ids: agentsOfShift(s.id) } })).map((s) => s.id),
        );
        expect(await visibleIds('planning_history', users[role]), `history for ${role}`).toEqual(
          history
            .filter((h) =>
              allows(actor, 'history.read', {
                planning: planningOf(h.planning_id),
                entry: { agent_id: h.agent_id, shift_agent_ids: agentsOfShift(h.shift_id), internal: h.internal === 1 },
              }),
            )
            .map((h) => h.id),
        );
      }
    });
  });

  it("requests: the SQL filter is the permission table's read rule, for every role and request", async () => {
    const requests = await server.ctx.db.selectFrom('requests').select(['id', 'status', 'client_id']).orderBy('id').execute();
    for (const role of ROLES) {
      const actor = toViewer(users[role]);
      expect(await visibleIds('requests', users[role]), `requests for ${role}`).toEqual(requests.filter((request) => allows(actor, 'request.read', { request })).map((r) => r.id));
    }
  });

  it("request equipment lines: the SQL filter is the permission table's read rule (a subcontractor of one of the request's plannings reads them)", async () => {
    const db = server.ctx.db;
    const lines = await db.selectFrom('request_equipment').innerJoin('requests', 'requests.id', 'request_equipment.request_id').select(['request_equipment.id', 'requests.id as request_id', 'requests.status', 'requests.client_id']).orderBy('request_equipment.id').execute();
    const forwarded = await db.selectFrom('plannings').select(['request_id', 'subcontractor_id']).execute();
    const subsOf = (requestId: number) => forwarded.filter((p) => p.request_id === requestId && p.subcontractor_id !== null).map((p) => p.subcontractor_id as number);
    for (const role of ROLES) {
      const actor = toViewer(users[role]);
      expect(await visibleIds('request_equipment', users[role]), `equipment lines for ${role}`).toEqual(
        lines.filter((line) => allows(actor, 'request.equipment.read', { request: { status: line.status, client_id: line.client_id }, subcontractor_ids: subsOf(line.request_id) })).map((line) => line.id),
      );
    }
    // Argus holds a planning of each request, Bastion one of REQ-1's; the agent none.
    expect((await visibleIds('request_equipment', users.subA)).length).toBe(2);
    expect((await visibleIds('request_equipment', users.subB)).length).toBe(1);
    expect(await visibleIds('request_equipment', users.agent)).toEqual([]);
  });

  it('requests and organisations: a client its own organisation only, a subcontractor none of them', async () => {
    expect(await visibleIds('requests', users.client1)).toEqual([world.requests.r1]);
    expect(await visibleIds('requests', users.subA)).toEqual([]);
    expect(await visibleIds('requests', users.planner)).toEqual([world.requests.r1, world.requests.r2]);
    expect(await visibleIds('clients', users.client2)).toEqual([world.clients.c2]);
    expect(await visibleIds('clients', users.subA)).toEqual([]);
    expect((await visibleIds('request_timeslots', users.client1)).length).toBe(1);
    expect((await visibleIds('request_equipment', users.client2)).length).toBe(1);
    expect((await visibleIds('branches', users.client1)).length).toBe(1);
    expect((await visibleIds('locations', users.subB)).length).toBe(0);
    expect((await visibleIds('contacts', users.client1)).length).toBe(1);
    expect((await visibleIds('contacts', users.planner)).length).toBe(0);
    expect((await visibleIds('contacts', users.admin)).length).toBe(3);
  });

  it('people: a subcontractor its own row, agents and licences; an agent itself; equipment for everyone', async () => {
    const { a1, a2, b1 } = world.agents;
    expect(await visibleIds('subcontractors', users.subA)).toEqual([world.subcontractors.A]);
    expect(await visibleIds('agents', users.subA)).toEqual([a1, a2]);
    expect(await visibleIds('agents', users.subB)).toEqual([b1]);
    expect(await visibleIds('agents', users.agent)).toEqual([a1]);
    expect((await visibleIds('licenses', users.subA)).length).toBe(2);
    expect((await visibleIds('licenses', users.agent)).length).toBe(1);
    for (const role of ROLES) expect((await visibleIds('equipment', users[role])).length).toBe(2);
  });

  it('accounts: admin all, others their own organisation', async () => {
    expect((await visibleIds('accounts', users.admin)).length).toBe(4);
    expect((await visibleIds('accounts', users.subA)).length).toBe(1);
    expect((await visibleIds('accounts', users.planner)).length).toBe(0);
  });

  it('chat follows membership (also for admin) and notifications their addressee', async () => {
    const { ch1, ch2 } = world.channels;
    expect(await visibleIds('channels', users.admin)).toEqual([ch1, ch2]);
    expect(await visibleIds('channels', users.subA)).toEqual([ch1]);
    expect(await visibleIds('channels', users.client2)).toEqual([ch2]);
    expect(await visibleIds('channels', users.planner)).toEqual([]);
    expect((await visibleIds('channel_groups', users.agent)).length).toBe(3);
    expect((await visibleIds('messages', users.client2)).length).toBe(1);
    expect((await visibleIds('messages', users.client1)).length).toBe(0);
    expect((await visibleIds('notifications', users.admin)).length).toBe(2);
    expect((await visibleIds('notifications', users.planner)).length).toBe(0);
  });

  it.each(SYNC_ENTITIES)('%s: the SQL filter and the audience keys agree for every role', async (entity) => {
    const all = (await server.ctx.db.selectFrom(entity as 'plannings').select('id').orderBy('id').execute()).map((r) => r.id);
    const audience = await audienceOf(server.ctx.db, entity, all);
    expect([...audience.keys()].sort((a, b) => a - b)).toEqual(all);
    for (const role of ROLES) {
      const keys = viewerKeys(toViewer(users[role]));
      const byKeys = all.filter((id) => sharesKey(keys, audience.get(id) ?? []));
      expect(await visibleIds(entity, users[role]), `${entity} for ${role}`).toEqual(byKeys);
    }
  });
});

describe('helpers for other modules', () => {
  it('canSee / canSeePlanning answer per row and false for unknown rows', async () => {
    expect(await canSeePlanning(server.ctx.db, users.subA, world.plannings.p1)).toBe(true);
    expect(await canSeePlanning(server.ctx.db, users.subA, world.plannings.p2)).toBe(false);
    expect(await canSeePlanning(server.ctx.db, users.admin, 9999)).toBe(false);
    expect(await canSee(server.ctx.db, users.client1, 'requests', world.requests.r2)).toBe(false);
  });

  it('usersForAudience maps a planning audience to exactly the users who see it', async () => {
    const audience = await audienceOf(server.ctx.db, 'plannings', [world.plannings.p1]);
    const ids = await usersForAudience(server.ctx.db, audience.get(world.plannings.p1) ?? []);
    const expected = (['admin', 'planner', 'subA', 'client1', 'agent'] as const).map((r) => world.users[r]);
    expect(ids.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });
});
