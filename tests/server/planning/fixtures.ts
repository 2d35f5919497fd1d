/**
 * A small, fully known world for the planning-domain tests: two clients, two subcontractors,
 * every role as a signed-in user, one request with two plannings. Rows are inserted directly and
 * tokens minted with the server's own signer, so each test starts in milliseconds.
 */
import type { TestServer } from '../helpers/test-server.js';
import { startTestServer } from '../helpers/test-server.js';
import { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR } from '../../../src-sync/protocol/user.js';

const T = '2026-01-01 00:00:00';

export type Role = 'admin' | 'planner' | 'sub1' | 'sub2' | 'client1' | 'client2' | 'agent1' | 'agentB';

export interface World {
  server: TestServer;
  tokens: Record<Role, string>;
  users: Record<Role, number>;
  ids: {
    client1: number; client2: number; location1: number; request1: number; request2: number;
    sub1: number; sub2: number;
    /** Agents of sub1 (agent1 has a user, agent2 has none) and of sub2 (agentB has a user). */
    agent1: number; agent2: number; agentB: number; agent3: number;
    /** Planning of request1 forwarded to sub1 (pending, 2026-03-01 08:00 to 20:00 UTC). */
    planning: number;
    /** Second planning of request1, not forwarded. */
    sibling: number;
    /** Planning of client2's request2. */
    foreign: number;
  };
}

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResult>;

export function apiFor(server: TestServer, token: string): Api {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as Record<string, unknown>, headers: res.headers };
  };
}

type Db = TestServer['ctx']['db'];

async function insertId(query: Promise<{ id: number }>): Promise<number> {
  return (await query).id;
}

export async function insertUser(
  db: Db,
  email: string,
  entity: 'admin' | 'subcontractor' | 'client',
  roles: string[],
  links: { subcontractor_id?: number; client_id?: number; agent_id?: number } = {},
): Promise<number> {
  const id = await insertId(
    db
      .insertInto('users')
      .values({
        email, first_name: email.split('@')[0] ?? 'x', last_name: 'Test', verified: 1, entity, roles: JSON.stringify(roles),
        subcontractor_id: links.subcontractor_id ?? null, client_id: links.client_id ?? null, agent_id: links.agent_id ?? null,
        created_at: T, updated_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  if (links.agent_id !== undefined) await db.updateTable('agents').set({ user_id: id }).where('id', '=', links.agent_id).execute();
  return id;
}

export async function insertAgent(db: Db, name: string, subcontractorId: number | null): Promise<number> {
  return insertId(
    db.insertInto('agents').values({ first_name: name, last_name: 'Guard', subcontractor_id: subcontractorId, created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
}

export async function insertPlanning(
  db: Db,
  values: { request_id: number; client_id: number; location_id: number; subcontractor_id?: number | null; status?: string; start?: string; end?: string },
): Promise<number> {
  return insertId(
    db
      .insertInto('plannings')
      .values({
        request_id: values.request_id, client_id: values.client_id, location_id: values.location_id, request_type: 'Static',
        status: values.status ?? 'pending', subcontractor_id: values.subcontractor_id ?? null,
        contractor_status: values.subcontractor_id ? 'pending' : null,
        start: values.start ?? '2026-03-01 08:00:00', end: values.end ?? '2026-03-01 20:00:00', number_of_agents: 2,
        created_at: T, updated_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

export async function insertShift(db: Db, planningId: number, agents: number[] = [], start = '2026-03-01 08:00:00', end = '2026-03-01 12:00:00'): Promise<number> {
  const planning = await db.selectFrom('plannings').select(['request_id', 'subcontractor_id']).where('id', '=', planningId).executeTakeFirstOrThrow();
  const id = await insertId(
    db
      .insertInto('shifts')
      .values({ planning_id: planningId, request_id: planning.request_id, subcontractor_id: planning.subcontractor_id, start, end, created_at: T, updated_at: T })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  for (const agent_id of agents) await db.insertInto('shift_agents').values({ shift_id: id, agent_id, created_at: T }).execute();
  return id;
}

export async function agentShiftIdOf(db: Db, shiftId: number, agentId: number): Promise<number> {
  return (await db.selectFrom('shift_agents').select('id').where('shift_id', '=', shiftId).where('agent_id', '=', agentId).executeTakeFirstOrThrow()).id;
}

export async function insertHistory(db: Db, shiftId: number, agentId: number, status: string, extra: { image?: string | null } = {}): Promise<number> {
  const shift = await db.selectFrom('shifts').select(['planning_id', 'request_id']).where('id', '=', shiftId).executeTakeFirstOrThrow();
  return insertId(
    db
      .insertInto('planning_history')
      .values({
        planning_id: shift.planning_id, request_id: shift.request_id, shift_id: shiftId, agent_id: agentId,
        agent_shift_id: await agentShiftIdOf(db, shiftId, agentId), status, created_at: '2026-03-01 09:00:00',
        image: extra.image ?? null, updated_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

export async function buildWorld(): Promise<World> {
  const server = await startTestServer({ seedOnStart: false });
  const db = server.ctx.db;
  // Whatever a future seed-on-start put there, these tests count change-log entries from here.
  const client1 = await insertId(db.insertInto('clients').values({ name: 'Acme Retail', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow());
  const client2 = await insertId(db.insertInto('clients').values({ name: 'Other Corp', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow());
  const location1 = await insertId(
    db.insertInto('locations').values({ client_id: client1, name: 'Main Gate', address: 'Rue 1', timezone: 'Europe/Brussels', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
  const location2 = await insertId(
    db.insertInto('locations').values({ client_id: client2, name: 'Dock 4', address: 'Kaai 4', timezone: 'Europe/Brussels', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
  const request1 = await insertId(
    db.insertInto('requests').values({ identifier: 'REQ-0001', client_id: client1, location_id: location1, created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
  const request2 = await insertId(
    db.insertInto('requests').values({ identifier: 'REQ-0002', client_id: client2, location_id: location2, created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
  const sub1 = await insertId(db.insertInto('subcontractors').values({ company_name: 'Argus', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow());
  const sub2 = await insertId(db.insertInto('subcontractors').values({ company_name: 'Bastion', created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow());
  const agent1 = await insertAgent(db, 'Ann', sub1);
  const agent2 = await insertAgent(db, 'Bob', sub1);
  const agent3 = await insertAgent(db, 'Cas', sub1);
  const agentB = await insertAgent(db, 'Dirk', sub2);

  const users: Record<Role, number> = {
    admin: await insertUser(db, 'admin@t.test', 'admin', [ROLE_ADMIN]),
    planner: await insertUser(db, 'planner@t.test', 'admin', [ROLE_PLANNER]),
    sub1: await insertUser(db, 'sub1@t.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: sub1 }),
    sub2: await insertUser(db, 'sub2@t.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: sub2 }),
    client1: await insertUser(db, 'client1@t.test', 'client', [], { client_id: client1 }),
    client2: await insertUser(db, 'client2@t.test', 'client', [], { client_id: client2 }),
    // Like the seed: a subcontractor's guard signs in with entity 'subcontractor' and an agent id.
    agent1: await insertUser(db, 'agent1@t.test', 'subcontractor', [], { subcontractor_id: sub1, agent_id: agent1 }),
    agentB: await insertUser(db, 'agentb@t.test', 'subcontractor', [], { subcontractor_id: sub2, agent_id: agentB }),
  };
  // A second client user, so the cancel notice goes to everyone in the organisation.
  await insertUser(db, 'client1b@t.test', 'client', [], { client_id: client1 });
  await insertUser(db, 'agent3@t.test', 'subcontractor', [], { subcontractor_id: sub1, agent_id: agent3 });

  const planning = await insertPlanning(db, { request_id: request1, client_id: client1, location_id: location1, subcontractor_id: sub1 });
  const sibling = await insertPlanning(db, { request_id: request1, client_id: client1, location_id: location1, start: '2026-03-02 08:00:00', end: '2026-03-02 20:00:00' });
  const foreign = await insertPlanning(db, { request_id: request2, client_id: client2, location_id: location2 });

  const tokens = {} as Record<Role, string>;
  for (const [role, id] of Object.entries(users) as [Role, number][]) tokens[role] = await server.ctx.tokens.sign(id);
  await db.deleteFrom('change_log').execute();
  return {
    server, tokens, users,
    ids: { client1, client2, location1, request1, request2, sub1, sub2, agent1, agent2, agent3, agentB, planning, sibling, foreign },
  };
}

/** Change-log entries written since buildWorld, as `entity:id:op`, in log order. */
export async function changeLog(world: World): Promise<string[]> {
  const rows = await world.server.ctx.db.selectFrom('change_log').select(['entity', 'row_id', 'op']).orderBy('seq').execute();
  return rows.map((r) => `${r.entity}:${r.row_id}:${r.op}`);
}

/**
 * A feed cursor just below the next change: a pull from it sees what the test does next. (A
 * pull from 0 is a bootstrap and carries no deletes.) The marker entry is removed again, and the
 * sequence never reuses its number.
 */
export async function markCursor(world: World): Promise<number> {
  const db = world.server.ctx.db;
  const row = await db.insertInto('change_log').values({ entity: 'clients', row_id: 0, op: 'delete', scope: '{}' }).returning('seq').executeTakeFirstOrThrow();
  await db.deleteFrom('change_log').where('seq', '=', row.seq).execute();
  return row.seq;
}

/** What the feed sends `token`'s user about one row after `cursor`. */
export async function feedOp(world: World, token: string, cursor: number, entity: string, id: number): Promise<'upsert' | 'delete' | 'nothing'> {
  const res = await apiFor(world.server, token)('GET', `/api/sync/changes?cursor=${cursor}&limit=5000`);
  if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
  const change = (res.body.changes as { entity: string; id: number; op: 'upsert' | 'delete' }[]).find((c) => c.entity === entity && c.id === id);
  return change?.op ?? 'nothing';
}

/** The `previous` audience recorded for a row's latest change. */
export async function previousAudience(world: World, entity: string, id: number): Promise<string[]> {
  const row = await world.server.ctx.db.selectFrom('change_log').select('scope').where('entity', '=', entity).where('row_id', '=', id).executeTakeFirstOrThrow();
  const scope = JSON.parse(row.scope) as { previous?: string[] };
  return scope.previous ?? [];
}

export const shiftBody = (w: World, extra: Record<string, unknown> = {}) => ({
  start: '2026-03-01 08:00:00', end: '2026-03-01 16:00:00', planning_id: w.ids.planning, request_id: w.ids.request1, ...extra,
});

export interface Broadcast {
  channels: string[];
  event: string;
  data: unknown;
}

/** Replaces the server's broadcaster with one that records what the routes publish. */
export function recordBroadcasts(server: TestServer): Broadcast[] {
  const sent: Broadcast[] = [];
  server.ctx.broadcaster = {
    publish: (channels, event, data) => {
      sent.push({ channels, event, data });
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  return sent;
}
