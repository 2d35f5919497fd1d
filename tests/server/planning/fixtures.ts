/**
 * The planning-domain tests' world: the one test company (../helpers/world.ts) with a scene of
 * its own on top, so each test starts from plannings nobody has touched: one request of Acme
 * with two plannings (one forwarded to Argus, one not) and one of Globex, all without shifts,
 * plus a second Acme user (the cancel notice goes to the whole organisation) and a second guard
 * of Argus with a sign-in. The change log is emptied at the end: tests count what they write.
 */
import type { TestServer } from '../helpers/test-server.js';
import { startTestServer } from '../helpers/test-server.js';
import { buildWorld as buildCompany, insertAgent, insertPlanning, insertUser, type World as Company } from '../helpers/world.js';

export { agentShiftIdOf, insertAgent, insertHistory, insertPlanning, insertShift, insertUser } from '../helpers/world.js';

const T = '2026-01-01 00:00:00';

export type Role = 'admin' | 'planner' | 'sub1' | 'sub2' | 'client1' | 'client2' | 'agent1' | 'agentB';

export interface World {
  server: TestServer;
  tokens: Record<Role, string>;
  users: Record<Role, number>;
  /** The company the scene is set in (its own plannings, shifts and history included). */
  company: Company;
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

export async function buildWorld(): Promise<World> {
  const server = await startTestServer({ seedOnStart: false });
  const db = server.ctx.db;
  const company = await buildCompany(server.ctx);
  const { clients, locations, subcontractors, agents } = company;
  const request = async (identifier: string, client_id: number, location_id: number) =>
    (await db.insertInto('requests').values({ identifier, client_id, location_id, created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow()).id;
  const request1 = await request('REQ-0001', clients.c1, locations.l1);
  const request2 = await request('REQ-0002', clients.c2, locations.l2);
  const agent3 = await insertAgent(db, 'Cas', subcontractors.A);
  await insertUser(db, 'agent3@t.test', 'subcontractor', [], { subcontractor_id: subcontractors.A, agent_id: agent3 });
  const agentBUser = await insertUser(db, 'agentb@t.test', 'subcontractor', [], { subcontractor_id: subcontractors.B, agent_id: agents.b1 });
  await insertUser(db, 'client1b@t.test', 'client', [], { client_id: clients.c1 });

  const planning = await insertPlanning(db, { request_id: request1, client_id: clients.c1, location_id: locations.l1, subcontractor_id: subcontractors.A });
  const sibling = await insertPlanning(db, { request_id: request1, client_id: clients.c1, location_id: locations.l1, start: '2026-03-02 08:00:00', end: '2026-03-02 20:00:00' });
  const foreign = await insertPlanning(db, { request_id: request2, client_id: clients.c2, location_id: locations.l2 });

  const { users: u, tokens: t } = company;
  const users: Record<Role, number> = {
    admin: u.admin, planner: u.planner, sub1: u.subA, sub2: u.subB, client1: u.client1, client2: u.client2, agent1: u.agent, agentB: agentBUser,
  };
  const tokens: Record<Role, string> = {
    admin: t.admin, planner: t.planner, sub1: t.subA, sub2: t.subB, client1: t.client1, client2: t.client2, agent1: t.agent, agentB: await server.ctx.tokens.sign(agentBUser),
  };
  await db.deleteFrom('change_log').execute();
  return {
    server, tokens, users, company,
    ids: {
      client1: clients.c1, client2: clients.c2, location1: locations.l1, request1, request2, sub1: subcontractors.A, sub2: subcontractors.B,
      agent1: agents.a1, agent2: agents.a2, agentB: agents.b1, agent3, planning, sibling, foreign,
    },
  };
}

/** The scene's plannings: what a test that counts rows looks at (the company has its own). */
export const scenePlannings = (w: World): number[] => [w.ids.planning, w.ids.sibling, w.ids.foreign];

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
