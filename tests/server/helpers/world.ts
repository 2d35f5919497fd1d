/**
 * THE test company of the server, sync and policy tests (independent of the demo seed), and the
 * row builders it is made of. Two clients (Acme, Globex), two subcontractors (Argus = A,
 * Bastion = B), one user per role, agents with and without a sign-in, plannings forwarded to A,
 * to B and to nobody, shifts with agents, history, chat and notifications. Every row is put in
 * the change log as a snapshot, so the feed from cursor 0 returns the whole company. Rows are
 * inserted directly and tokens minted with the server's own signer, so a test starts in
 * milliseconds. The planning-domain tests add their own scene on top (planning/fixtures.ts).
 */
import type { AppContext } from '../../../server/app-context.js';
import { rebuildUnreadTotals } from '../../../server/chat/unread-totals.js';
import { recordSnapshot } from '../../../server/sync/record-row-changes.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR } from '../../../src-sync/protocol/user.js';

export type Db = AppContext['db'];

const T = '2026-01-01 00:00:00';

async function insertId(query: Promise<{ id: number }>): Promise<number> {
  return (await query).id;
}

/** A verified user; an `agent_id` also links the agent row to it (the agent gets a sign-in). */
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

/** An agent (last name Guard) without a sign-in; null subcontractor: the company's own staff. */
export async function insertAgent(db: Db, name: string, subcontractorId: number | null): Promise<number> {
  return insertId(
    db.insertInto('agents').values({ first_name: name, last_name: 'Guard', subcontractor_id: subcontractorId, created_at: T, updated_at: T }).returning('id').executeTakeFirstOrThrow(),
  );
}

export interface PlanningValues {
  request_id: number; client_id: number; location_id: number; branch_id?: number | null; timeslot_id?: number | null;
  subcontractor_id?: number | null; status?: string; start?: string; end?: string;
}

/** A planning (pending, 2026-03-01 08:00 to 20:00 UTC unless told); a forwarded one awaits the
 * subcontractor's answer. */
export async function insertPlanning(db: Db, values: PlanningValues): Promise<number> {
  return insertId(
    db
      .insertInto('plannings')
      .values({
        request_id: values.request_id, client_id: values.client_id, location_id: values.location_id, branch_id: values.branch_id ?? null,
        timeslot_id: values.timeslot_id ?? null, request_type: 'Static', status: values.status ?? 'pending',
        subcontractor_id: values.subcontractor_id ?? null, contractor_status: values.subcontractor_id ? 'pending' : null,
        start: values.start ?? '2026-03-01 08:00:00', end: values.end ?? '2026-03-01 20:00:00', number_of_agents: 2,
        created_at: T, updated_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

/** A shift of the planning, belonging to whoever the planning is forwarded to, with its agents. */
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

/** A history entry of an agent on a shift (the agent must be on it). */
export async function insertHistory(
  db: Db,
  shiftId: number,
  agentId: number,
  status: string,
  extra: { image?: string | null; note?: string | null; created_at?: string } = {},
): Promise<number> {
  const shift = await db.selectFrom('shifts').select(['planning_id', 'request_id']).where('id', '=', shiftId).executeTakeFirstOrThrow();
  return insertId(
    db
      .insertInto('planning_history')
      .values({
        planning_id: shift.planning_id, request_id: shift.request_id, shift_id: shiftId, agent_id: agentId,
        agent_shift_id: await agentShiftIdOf(db, shiftId, agentId), status, created_at: extra.created_at ?? '2026-03-01 09:00:00',
        note: extra.note ?? null, image: extra.image ?? null, updated_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}

// --- the company --------------------------------------------------------------------------------

export type Role = 'admin' | 'planner' | 'subA' | 'subB' | 'client1' | 'client2' | 'agent';

export interface World {
  users: Record<Role, number>;
  tokens: Record<Role, string>;
  clients: { c1: number; c2: number };
  subcontractors: { A: number; B: number };
  /** a1 (of A) signs in as the `agent` user; a2 (of A) and b1 (of B) have no sign-in. */
  agents: { a1: number; a2: number; b1: number };
  locations: { l1: number; l2: number };
  requests: { r1: number; r2: number };
  /** p1: client1 -> A (agent a1 on its shift); p2: client1 -> B; p3: client2, not forwarded; p4: client2 -> A. */
  plannings: { p1: number; p2: number; p3: number; p4: number };
  shifts: { s1: number; s2: number; s3: number; s4: number };
  history: { h1: number; h2: number; h3: number };
  channels: { ch1: number; ch2: number };
}

export const ROLES: Role[] = ['admin', 'planner', 'subA', 'subB', 'client1', 'client2', 'agent'];

const W = '2030-01-10 08:00:00';

export async function buildWorld(ctx: AppContext): Promise<World> {
  const db = ctx.db;
  const id = (r: { id: number }) => r.id;

  const c1 = id(await db.insertInto('clients').values({ name: 'Acme', email: 'ops@acme.test', phone: null, address: 'Main 1' }).returning('id').executeTakeFirstOrThrow());
  const c2 = id(await db.insertInto('clients').values({ name: 'Globex', email: null, phone: null, address: null }).returning('id').executeTakeFirstOrThrow());
  const b1 = id(await db.insertInto('branches').values({ client_id: c1, name: 'Acme North', address: null, email: null, phone: null }).returning('id').executeTakeFirstOrThrow());
  const b2 = id(await db.insertInto('branches').values({ client_id: c2, name: 'Globex HQ', address: null, email: null, phone: null }).returning('id').executeTakeFirstOrThrow());
  const l1 = id(await db.insertInto('locations').values({ client_id: c1, branch_id: b1, name: 'Main Gate', address: 'Rue 1', number: '4', postal_code: '1000', city: 'Brussels', country: 'BE', latitude: 50.8, longitude: 4.3, timezone: 'Europe/Brussels' }).returning('id').executeTakeFirstOrThrow());
  const l2 = id(await db.insertInto('locations').values({ client_id: c2, branch_id: null, name: 'Dock 4', address: 'Kaai 4', number: null, postal_code: null, city: null, country: null, latitude: null, longitude: null, timezone: 'Europe/Brussels' }).returning('id').executeTakeFirstOrThrow());
  await db.insertInto('contacts').values([
    { client_id: c1, branch_id: b1, first_name: 'Ann', last_name: 'Acme', email: null, phone: null, function: 'Manager' },
    { client_id: c2, branch_id: b2, first_name: 'Gus', last_name: 'Globex', email: null, phone: null, function: null },
    { client_id: null, branch_id: null, first_name: 'Free', last_name: 'Lance', email: null, phone: null, function: null },
  ]).execute();
  const A = id(await db.insertInto('subcontractors').values({ company_name: 'Argus', email: null, phone: null, vat_number: 'BE1' }).returning('id').executeTakeFirstOrThrow());
  const B = id(await db.insertInto('subcontractors').values({ company_name: 'Bastion', email: null, phone: null, vat_number: null }).returning('id').executeTakeFirstOrThrow());

  const a1 = await insertAgent(db, 'Ann', A);
  const a2 = await insertAgent(db, 'Bob', A);
  const bAgent = await insertAgent(db, 'Dirk', B);
  const users: Record<Role, number> = {
    admin: await insertUser(db, 'admin@t.test', 'admin', [ROLE_ADMIN]),
    planner: await insertUser(db, 'planner@t.test', 'admin', [ROLE_PLANNER]),
    subA: await insertUser(db, 'sub1@t.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: A }),
    subB: await insertUser(db, 'sub2@t.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: B }),
    client1: await insertUser(db, 'client1@t.test', 'client', [], { client_id: c1 }),
    client2: await insertUser(db, 'client2@t.test', 'client', [], { client_id: c2 }),
    // Like the seed: a subcontractor's guard signs in with entity 'subcontractor', its employer
    // and an agent id, and no role: it sees what it is assigned to, not its employer's plannings.
    agent: await insertUser(db, 'agent1@t.test', 'subcontractor', [], { subcontractor_id: A, agent_id: a1 }),
  };
  await db.insertInto('licenses').values([a1, a2, bAgent].map((agent_id, i) => ({ agent_id, type: 'guard', number: `L-${i}`, expires_at: i === 0 ? '2031-01-01 00:00:00' : null }))).execute();
  const [e1, e2] = (await db.insertInto('equipment').values([{ name: 'Radio', description: null }, { name: 'Torch', description: 'LED' }]).returning('id').execute()).map(id);
  await db.insertInto('accounts').values([
    { user_id: users.subA, subcontractor_id: A, client_id: null },
    { user_id: users.subB, subcontractor_id: B, client_id: null },
    { user_id: users.client1, client_id: c1, subcontractor_id: null },
    { user_id: users.client2, client_id: c2, subcontractor_id: null },
  ]).execute();

  const request = async (identifier: string, client_id: number, branch_id: number | null, location_id: number) =>
    id(await db.insertInto('requests').values({ identifier, client_id, branch_id, location_id, po_number: 'PO-1', note: 'gate code 1234', created_by: users.admin }).returning('id').executeTakeFirstOrThrow());
  const r1 = await request('REQ-1', c1, b1, l1);
  const r2 = await request('REQ-2', c2, null, l2);
  const day = JSON.stringify([{ day: 'Monday', start: '08:00', end: '16:00', agents: 1 }]);
  const [ts1, ts2] = (await db.insertInto('request_timeslots').values([
    { request_id: r1, start: W, end: '2030-01-20 18:00:00', continuous: 1, request_type: 'Static', note: null, timeslots: day },
    { request_id: r2, start: W, end: '2030-01-20 18:00:00', continuous: 0, request_type: 'Events', note: 'vip', timeslots: '[]' },
  ]).returning('id').execute()).map(id);
  if (e1 === undefined || e2 === undefined || ts1 === undefined || ts2 === undefined) throw new Error('world: inserts returned nothing');
  await db.insertInto('request_equipment').values([{ request_id: r1, equipment_id: e1, quantity: 2 }, { request_id: r2, equipment_id: e2, quantity: 1 }]).execute();

  const planning = (request_id: number, client_id: number, branch_id: number | null, location_id: number, timeslot_id: number, subcontractor_id: number | null, start: string) =>
    insertPlanning(db, { request_id, client_id, branch_id, location_id, timeslot_id, subcontractor_id, status: 'confirmed', start, end: start.replace(' 08:', ' 18:') });
  const p1 = await planning(r1, c1, b1, l1, ts1, A, '2030-01-10 08:00:00');
  const p2 = await planning(r1, c1, b1, l1, ts1, B, '2030-01-11 08:00:00');
  const p3 = await planning(r2, c2, null, l2, ts2, null, '2030-01-12 08:00:00');
  const p4 = await planning(r2, c2, null, l2, ts2, A, '2030-01-13 08:00:00');
  const shift = (planningId: number, agents: number[]) => insertShift(db, planningId, agents, W, '2030-01-10 18:00:00');
  const s1 = await shift(p1, [a1, a2]);
  const s2 = await shift(p2, [bAgent]);
  const s3 = await shift(p3, []);
  const s4 = await shift(p4, [a2]);
  const h1 = await insertHistory(db, s1, a1, 'started', { created_at: W });
  const h2 = await insertHistory(db, s2, bAgent, 'break', { created_at: W });
  // A note of the company's own on the planning, tied to no shift or agent.
  const h3 = id(await db.insertInto('planning_history').values({ planning_id: p3, request_id: r2, shift_id: null, agent_id: null, agent_shift_id: null, status: 'note', created_at: W, note: 'all quiet', break_finished_at: null, break_reason: null, image: null, cost: null }).returning('id').executeTakeFirstOrThrow());

  // `active` as the server keeps it (server/chat/channel-activity.ts): REQ-1's plannings are confirmed.
  const channel = async (name: string, request_id: number | null, active: 0 | 1) => id(await db.insertInto('channels').values({ name, request_id, created_by: users.admin, temp_id: null, last_message_id: null, active }).returning('id').executeTakeFirstOrThrow());
  const ch1 = await channel('REQ-1 team', r1, 1);
  const ch2 = await channel('Globex desk', null, 0);
  await db.insertInto('channel_requests').values([{ channel_id: ch1, request_id: r1 }]).execute();
  await db.insertInto('channel_groups').values([
    { channel_id: ch1, user_id: users.admin, muted: 0 }, { channel_id: ch1, user_id: users.subA, muted: 1 }, { channel_id: ch1, user_id: users.agent, muted: 0 },
    { channel_id: ch2, user_id: users.admin, muted: 0 }, { channel_id: ch2, user_id: users.client2, muted: 0 },
  ]).execute();
  const message = async (channel_id: number, user_id: number | null, text: string, temp_id: string | null) =>
    id(await db.insertInto('messages').values({ channel_id, user_id, text, tr_text: null, image: null, request_status: null, temp_id, created_at: W }).returning('id').executeTakeFirstOrThrow());
  const m1 = await message(ch1, users.subA, 'On site', 'tmp-1');
  const m2 = await message(ch1, null, 'Planning confirmed', null);
  const m3 = await message(ch2, users.client2, 'Hello', null);
  await db.insertInto('message_status').values([{ message_id: m1, user_id: users.admin, status: 0 }, { message_id: m1, user_id: users.agent, status: 1 }]).execute();
  // Statuses written directly, as the seed writes them: their totals counted the way it does.
  await rebuildUnreadTotals(db);
  await db.updateTable('channels').set({ last_message_id: m2 }).where('id', '=', ch1).execute();
  await db.updateTable('channels').set({ last_message_id: m3 }).where('id', '=', ch2).execute();
  await db.insertInto('notifications').values([
    { user_id: users.admin, message: 'New request', request_id: r1, identifier: 'REQ-1', username: 'acme', read_at: null },
    { user_id: users.admin, message: 'Request updated', request_id: r1, identifier: 'REQ-1', username: 'acme', read_at: null },
    { user_id: users.subA, message: 'Planning forwarded', request_id: r1, identifier: 'REQ-1', username: 'admin', read_at: '2030-01-01 00:00:00' },
  ]).execute();

  // Field: guard a1 (Argus) raised an SOS on its shift, acknowledged by the admin (an open one
  // would be escalated by every test server's sweep); a1 and Bastion's guard have last positions.
  await db.insertInto('sos_alerts').values({ agent_id: a1, user_id: users.agent, planning_id: p1, shift_id: s1, latitude: 50.8, longitude: 4.3, accuracy: 12, raised_at: W, received_at: W, escalated_at: W, acknowledged_at: W, acknowledged_by: users.admin, temp_id: null }).execute();
  await db.insertInto('agent_positions').values([
    { id: a1, latitude: 50.8, longitude: 4.3, accuracy: 12, recorded_at: W, received_at: W },
    { id: bAgent, latitude: 51.2, longitude: 4.4, accuracy: 30, recorded_at: W, received_at: W },
  ]).execute();

  await recordSnapshot(db, SYNC_ENTITIES);
  const tokens = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([role, userId]) => [role, await ctx.tokens.sign(userId)]))) as Record<Role, string>;
  return {
    users, tokens, clients: { c1, c2 }, subcontractors: { A, B }, agents: { a1, a2, b1: bAgent }, locations: { l1, l2 }, requests: { r1, r2 },
    plannings: { p1, p2, p3, p4 }, shifts: { s1, s2, s3, s4 }, history: { h1, h2, h3 }, channels: { ch1, ch2 },
  };
}
