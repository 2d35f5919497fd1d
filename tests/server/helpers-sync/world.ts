/**
 * A small, fully known company for the sync, list and policy tests (independent of the demo
 * seed): two clients, two subcontractors (A and B), one user per role, plannings forwarded to
 * A, to B and to nobody, shifts with agents, history, chat and notifications. Every row is put
 * in the change log as a snapshot, so the feed from cursor 0 returns the whole world.
 */
import type { AppContext } from '../../../server/app-context.js';
import { recordSnapshot } from '../../../server/sync/record-row-changes.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR } from '../../../src-sync/protocol/user.js';

export type Role = 'admin' | 'planner' | 'subA' | 'subB' | 'client1' | 'client2' | 'agent';

export interface World {
  users: Record<Role, number>;
  tokens: Record<Role, string>;
  clients: { c1: number; c2: number };
  subcontractors: { A: number; B: number };
  agents: { a1: number; a2: number; b1: number };
  requests: { r1: number; r2: number };
  /** p1: client1 -> A (agent a1 on its shift); p2: client1 -> B; p3: client2, not forwarded; p4: client2 -> A. */
  plannings: { p1: number; p2: number; p3: number; p4: number };
  shifts: { s1: number; s2: number; s3: number; s4: number };
  history: { h1: number; h2: number; h3: number };
  channels: { ch1: number; ch2: number };
}

const T = '2030-01-10 08:00:00';

export async function buildWorld(ctx: AppContext): Promise<World> {
  const db = ctx.db;
  const id = (r: { id: number }) => r.id;

  const c1 = id(await db.insertInto('clients').values({ name: 'Acme', email: 'ops@acme.test', phone: null, address: 'Main 1' }).returning('id').executeTakeFirstOrThrow());
  const c2 = id(await db.insertInto('clients').values({ name: 'Globex', email: null, phone: null, address: null }).returning('id').executeTakeFirstOrThrow());
  const b1 = id(await db.insertInto('branches').values({ client_id: c1, name: 'Acme North', address: null, email: null, phone: null }).returning('id').executeTakeFirstOrThrow());
  const b2 = id(await db.insertInto('branches').values({ client_id: c2, name: 'Globex HQ', address: null, email: null, phone: null }).returning('id').executeTakeFirstOrThrow());
  const l1 = id(await db.insertInto('locations').values({ client_id: c1, branch_id: b1, name: 'Warehouse', address: 'Dock 4', number: '4', postal_code: '1000', city: 'Brussels', country: 'BE', latitude: 50.8, longitude: 4.3 }).returning('id').executeTakeFirstOrThrow());
  const l2 = id(await db.insertInto('locations').values({ client_id: c2, branch_id: null, name: 'Tower', address: 'Sky 1', number: null, postal_code: null, city: null, country: null, latitude: null, longitude: null }).returning('id').executeTakeFirstOrThrow());
  await db.insertInto('contacts').values([
    { client_id: c1, branch_id: b1, first_name: 'Ann', last_name: 'Acme', email: null, phone: null, function: 'Manager' },
    { client_id: c2, branch_id: b2, first_name: 'Gus', last_name: 'Globex', email: null, phone: null, function: null },
    { client_id: null, branch_id: null, first_name: 'Free', last_name: 'Lance', email: null, phone: null, function: null },
  ]).execute();
  const A = id(await db.insertInto('subcontractors').values({ company_name: 'Alpha Guards', email: null, phone: null, vat_number: 'BE1' }).returning('id').executeTakeFirstOrThrow());
  const B = id(await db.insertInto('subcontractors').values({ company_name: 'Beta Watch', email: null, phone: null, vat_number: null }).returning('id').executeTakeFirstOrThrow());

  const user = async (email: string, entity: 'admin' | 'subcontractor' | 'client', roles: string[], extra: { subcontractor_id?: number; client_id?: number } = {}) =>
      id(
        await db
          .insertInto('users')
          .values({ email, first_name: email.split('@')[0] ?? email, last_name: 'Test', entity, roles: JSON.stringify(roles), verified: 1, subcontractor_id: extra.subcontractor_id ?? null, client_id: extra.client_id ?? null, agent_id: null })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
  const users: Record<Role, number> = {
    admin: await user('admin@vigil.test', 'admin', [ROLE_ADMIN]),
    planner: await user('planner@vigil.test', 'admin', [ROLE_PLANNER]),
    subA: await user('alpha@vigil.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: A }),
    subB: await user('beta@vigil.test', 'subcontractor', [ROLE_SUBCONTRACTOR], { subcontractor_id: B }),
    client1: await user('acme@vigil.test', 'client', [], { client_id: c1 }),
    client2: await user('globex@vigil.test', 'client', [], { client_id: c2 }),
    // An agent only: no organisation of its own, sees what it is assigned to.
    agent: await user('guard@vigil.test', 'subcontractor', []),
  };
  const agent = async (subcontractor_id: number, first_name: string, user_id: number | null) =>
    id(await db.insertInto('agents').values({ subcontractor_id, user_id, first_name, last_name: 'Guard', email: null, phone: null }).returning('id').executeTakeFirstOrThrow());
  const a1 = await agent(A, 'Ada', users.agent);
  const a2 = await agent(A, 'Abe', null);
  const bAgent = await agent(B, 'Bea', null);
  await db.updateTable('users').set({ agent_id: a1 }).where('id', '=', users.agent).execute();
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
    { request_id: r1, start: T, end: '2030-01-20 18:00:00', continuous: 1, request_type: 'Static', note: null, timeslots: day },
    { request_id: r2, start: T, end: '2030-01-20 18:00:00', continuous: 0, request_type: 'Events', note: 'vip', timeslots: '[]' },
  ]).returning('id').execute()).map(id);
  if (e1 === undefined || e2 === undefined || ts1 === undefined || ts2 === undefined) throw new Error('world: inserts returned nothing');
  await db.insertInto('request_equipment').values([{ request_id: r1, equipment_id: e1, quantity: 2 }, { request_id: r2, equipment_id: e2, quantity: 1 }]).execute();

  const planning = async (request_id: number, client_id: number, branch_id: number | null, location_id: number, timeslot_id: number, subcontractor_id: number | null, start: string) =>
      id(
        await db
          .insertInto('plannings')
          .values({ request_id, client_id, branch_id, location_id, timeslot_id, subcontractor_id, contractor_status: subcontractor_id === null ? null : 'pending', request_type: 'Static', status: 'confirmed', start, end: start.replace(' 08:', ' 18:'), number_of_agents: 2, description: null, po_number: null })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
  const p1 = await planning(r1, c1, b1, l1, ts1, A, '2030-01-10 08:00:00');
  const p2 = await planning(r1, c1, b1, l1, ts1, B, '2030-01-11 08:00:00');
  const p3 = await planning(r2, c2, null, l2, ts2, null, '2030-01-12 08:00:00');
  const p4 = await planning(r2, c2, null, l2, ts2, A, '2030-01-13 08:00:00');
  const shift = async (planning_id: number, request_id: number, subcontractor_id: number | null) =>
    id(await db.insertInto('shifts').values({ planning_id, request_id, subcontractor_id, start: T, end: '2030-01-10 18:00:00' }).returning('id').executeTakeFirstOrThrow());
  const s1 = await shift(p1, r1, A);
  const s2 = await shift(p2, r1, B);
  const s3 = await shift(p3, r2, null);
  const s4 = await shift(p4, r2, A);
  const onShift = async (shift_id: number, agent_id: number) => id(await db.insertInto('shift_agents').values({ shift_id, agent_id }).returning('id').executeTakeFirstOrThrow());
  const as1 = await onShift(s1, a1);
  await onShift(s1, a2);
  const as2 = await onShift(s2, bAgent);
  await onShift(s4, a2);
  const history = async (planning_id: number, request_id: number, shift_id: number | null, agent_id: number | null, agent_shift_id: number | null, status: string) =>
    id(await db.insertInto('planning_history').values({ planning_id, request_id, shift_id, agent_id, agent_shift_id, status, created_at: T, note: status === 'note' ? 'all quiet' : null, break_finished_at: null, break_reason: null, image: null, cost: null }).returning('id').executeTakeFirstOrThrow());
  const h1 = await history(p1, r1, s1, a1, as1, 'started');
  const h2 = await history(p2, r1, s2, bAgent, as2, 'break');
  const h3 = await history(p3, r2, null, null, null, 'note');

  const channel = async (name: string, request_id: number | null) => id(await db.insertInto('channels').values({ name, request_id, created_by: users.admin, temp_id: null, last_message_id: null }).returning('id').executeTakeFirstOrThrow());
  const ch1 = await channel('REQ-1 team', r1);
  const ch2 = await channel('Globex desk', null);
  await db.insertInto('channel_requests').values([{ channel_id: ch1, request_id: r1 }]).execute();
  await db.insertInto('channel_groups').values([
    { channel_id: ch1, user_id: users.admin, muted: 0 }, { channel_id: ch1, user_id: users.subA, muted: 1 }, { channel_id: ch1, user_id: users.agent, muted: 0 },
    { channel_id: ch2, user_id: users.admin, muted: 0 }, { channel_id: ch2, user_id: users.client2, muted: 0 },
  ]).execute();
  const message = async (channel_id: number, user_id: number | null, text: string, temp_id: string | null) =>
    id(await db.insertInto('messages').values({ channel_id, user_id, text, tr_text: null, image: null, request_status: null, temp_id, created_at: T }).returning('id').executeTakeFirstOrThrow());
  const m1 = await message(ch1, users.subA, 'On site', 'tmp-1');
  const m2 = await message(ch1, null, 'Planning confirmed', null);
  const m3 = await message(ch2, users.client2, 'Hello', null);
  await db.insertInto('message_status').values([{ message_id: m1, user_id: users.admin, status: 0 }, { message_id: m1, user_id: users.agent, status: 1 }]).execute();
  await db.updateTable('channels').set({ last_message_id: m2 }).where('id', '=', ch1).execute();
  await db.updateTable('channels').set({ last_message_id: m3 }).where('id', '=', ch2).execute();
  await db.insertInto('notifications').values([
    { user_id: users.admin, message: 'New request', request_id: r1, identifier: 'REQ-1', username: 'acme', read_at: null },
    { user_id: users.admin, message: 'Request updated', request_id: r1, identifier: 'REQ-1', username: 'acme', read_at: null },
    { user_id: users.subA, message: 'Planning forwarded', request_id: r1, identifier: 'REQ-1', username: 'admin', read_at: '2030-01-01 00:00:00' },
  ]).execute();

  await recordSnapshot(db, SYNC_ENTITIES);
  const tokens = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([role, userId]) => [role, await ctx.tokens.sign(userId)]))) as Record<Role, string>;
  return {
    users, tokens, clients: { c1, c2 }, subcontractors: { A, B }, agents: { a1, a2, b1: bAgent }, requests: { r1, r2 },
    plannings: { p1, p2, p3, p4 }, shifts: { s1, s2, s3, s4 }, history: { h1, h2, h3 }, channels: { ch1, ch2 },
  };
}

export const ROLES: Role[] = ['admin', 'planner', 'subA', 'subB', 'client1', 'client2', 'agent'];
