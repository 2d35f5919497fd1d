/**
 * The directory's create, change and delete routes against a real server: the spec's shapes and
 * the wire rows back, the permission table per role, 422 naming the field with nothing written,
 * the in-use refusal (archive instead), tempId kept on a created row, conflicts on a stale base.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryWorld, namedFields, type DirectoryWorld } from './directory-world.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

const count = async (table: 'clients' | 'locations' | 'licenses' | 'contacts' | 'branches') =>
  Number((await w.server.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('clients, branches, locations, contacts', () => {
  it('an admin creates a client with a branch, a location and a contact; the rows come back as the feed sends them', async () => {
    const client = await w.as.admin('POST', '/api/clients', { name: 'Initech', email: 'Ops@Initech.test', phone: '+32 2 555 01 23', tempId: 'tmp-c-1' });
    expect(client.status).toBe(201);
    const row = client.body.data as Record<string, unknown>;
    expect(row).toMatchObject({ name: 'Initech', email: 'ops@initech.test', archived: 0, version: 1, tempId: 'tmp-c-1' });
    const clientId = row.id as number;
    const branch = await w.as.admin('POST', '/api/branches', { client_id: clientId, name: 'Initech South' });
    expect(branch.status).toBe(201);
    const branchId = (branch.body.data as { id: number }).id;
    const location = await w.as.admin('POST', '/api/locations', {
      client_id: clientId, branch_id: branchId, name: 'Tower', address: 'Avenue 3', timezone: 'America/New_York', latitude: 40.7, longitude: -74,
    });
    expect(location.status).toBe(201);
    expect(location.body.data).toMatchObject({ timezone: 'America/New_York', latitude: 40.7, longitude: -74, subcontractor_id: null });
    const contact = await w.as.admin('POST', '/api/contacts', { client_id: clientId, branch_id: branchId, first_name: 'Peter', last_name: 'Gibbons', function: 'Facilities' });
    expect(contact.status).toBe(201);
    const logged = await w.server.ctx.db.selectFrom('change_log').select('entity').where('row_id', 'in', [clientId, branchId]).execute();
    expect(logged.map((entry) => entry.entity)).toEqual(expect.arrayContaining(['clients', 'branches']));
  });

  it.each([
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a latitude out of range', { latitude: 91, longitude: 4 }, 'latitude'],
    ['a longitude out of range', { latitude: 50, longitude: -181 }, 'longitude'],
    ['only one coordinate', { latitude: 50 }, 'longitude'],
    ['no name', { name: '' }, 'name'],
  ])('a location with %s is a 422 naming the field, and nothing is written', async (_what, change, field) => {
    const before = await count('locations');
    const res = await w.as.admin('POST', '/api/locations', { client_id: w.world.clients.c1, name: 'Gate', address: 'Rue 2', timezone: 'Europe/Brussels', ...change });
    expect(res.status).toBe(422);
    expect(namedFields(res.body)).toContain(field);
    expect(await count('locations')).toBe(before);
  });

  it('a client or subcontractor named like another (whatever the case) is a 422 on its name; keeping its own name is not', async () => {
    const first = await w.as.admin('POST', '/api/clients', { name: 'Harbour Twin NV' });
    expect(first.status).toBe(201);
    const twin = await w.as.admin('POST', '/api/clients', { name: '  harbour twin nv ' });
    expect(twin.status).toBe(422);
    expect(twin.body.issues).toEqual([{ path: 'name', message: 'another record already has this name' }]);
    const other = await w.as.admin('POST', '/api/clients', { name: 'Harbour Other NV' });
    const otherId = (other.body.data as { id: number }).id;
    expect((await w.as.admin('PUT', `/api/clients/${otherId}`, { name: 'HARBOUR TWIN NV' })).status).toBe(422);
    const firstId = (first.body.data as { id: number }).id;
    expect((await w.as.admin('PUT', `/api/clients/${firstId}`, { name: 'Harbour Twin NV', phone: '+32 3 000 00 00' })).status).toBe(200);
    // Compared beyond ASCII, and a pair named alike before the rule can still be changed.
    expect((await w.as.admin('POST', '/api/clients', { name: 'Étoile SA' })).status).toBe(201);
    expect((await w.as.admin('POST', '/api/clients', { name: 'ÉTOILE SA' })).status).toBe(422);
    await w.server.ctx.db.updateTable('clients').set({ name: 'Harbour Twin NV' }).where('id', '=', otherId).execute();
    expect((await w.as.admin('PUT', `/api/clients/${otherId}`, { phone: '+32 3 111 11 11' })).status).toBe(200);
    expect((await w.as.admin('PUT', `/api/clients/${otherId}`, { archived: true })).status).toBe(200);
    expect((await w.as.admin('POST', '/api/subcontractors', { company_name: 'Twin Guard BV' })).status).toBe(201);
    const subTwin = await w.as.admin('POST', '/api/subcontractors', { company_name: 'twin guard bv' });
    expect(subTwin.status).toBe(422);
    expect(subTwin.body.issues).toEqual([{ path: 'company_name', message: 'another record already has this name' }]);
  });

  it('an invalid email is a 422 naming email', async () => {
    const res = await w.as.admin('POST', '/api/clients', { name: 'Bad Mail', email: 'not-an-address' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'email', message: 'enter a valid email address' }]);
  });

  it('a branch of another client is refused on the location (422 branch_id)', async () => {
    const otherBranch = await w.server.ctx.db.selectFrom('branches').select('id').where('client_id', '=', w.world.clients.c2).executeTakeFirstOrThrow();
    const res = await w.as.admin('POST', '/api/locations', { client_id: w.world.clients.c1, branch_id: otherBranch.id, name: 'X', address: 'Y', timezone: 'UTC' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'branch_id', message: 'the branch belongs to another client' }]);
  });
});

describe('the permission table per role', () => {
  it('a client user keeps its own branches and contacts, not another client’s, and no clients', async () => {
    expect((await w.as.client1('POST', '/api/branches', { client_id: w.world.clients.c1, name: 'Acme East' })).status).toBe(201);
    const notMine = await w.as.client1('POST', '/api/branches', { client_id: w.world.clients.c2, name: 'Not mine' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Only an admin or the client it belongs to can create branches.');
    expect((await w.as.client1('POST', '/api/clients', { name: 'Mine now' })).status).toBe(403);
    expect((await w.as.client1('POST', '/api/contacts', { client_id: w.world.clients.c1, first_name: 'Eve', last_name: 'Acme' })).status).toBe(201);
  });

  it('a subcontractor keeps its own locations, agents and licences', async () => {
    const location = await w.as.subA('POST', '/api/locations', { subcontractor_id: w.world.subcontractors.A, name: 'Depot', address: 'Quay 9', timezone: 'Europe/Brussels' });
    expect(location.status).toBe(201);
    expect((await w.as.subA('POST', '/api/agents', { subcontractor_id: w.world.subcontractors.A, first_name: 'Nina', last_name: 'Argus' })).status).toBe(201);
    expect((await w.as.subA('POST', '/api/agents', { subcontractor_id: w.world.subcontractors.B, first_name: 'Not', last_name: 'Mine' })).status).toBe(403);
    expect((await w.as.subA('POST', '/api/licenses', { agent_id: w.world.agents.b1, type: 'Guard card', number: 'X-1', expires_at: '2031-01-01' })).status).toBe(403);
    // Another subcontractor's agent is not even visible to change.
    expect((await w.as.subA('PUT', `/api/agents/${w.world.agents.b1}`, { phone: '0123' })).status).toBe(404);
  });

  it('planners read the directory and change none of it', async () => {
    expect((await w.as.planner('POST', '/api/equipment', { name: 'Drone' })).status).toBe(403);
    expect((await w.as.planner('PUT', `/api/clients/${w.world.clients.c1}`, { phone: '0123' })).status).toBe(403);
    expect((await w.as.admin('POST', '/api/equipment', { name: 'Drone' })).status).toBe(201);
  });
});

describe('deleting a record still in use', () => {
  it('a location with plannings is not deleted (422 record-in-use), it can be archived; an unused contact is deleted', async () => {
    const l1 = w.world.locations.l1;
    const refused = await w.as.admin('DELETE', `/api/locations/${l1}`);
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([{ path: 'id', message: 'in use: 1 requests, 2 plannings' }]);
    expect(await w.server.ctx.db.selectFrom('locations').select('id').where('id', '=', l1).executeTakeFirst()).toBeDefined();
    const archived = await w.as.admin('PUT', `/api/locations/${l1}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: 1 });

    const contact = await w.as.admin('POST', '/api/contacts', { client_id: w.world.clients.c1, first_name: 'Tmp', last_name: 'Contact' });
    const id = (contact.body.data as { id: number }).id;
    const gone = await w.as.admin('DELETE', `/api/contacts/${id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.deleted).toEqual({ contacts: [id] });
  });

  it('an agent on shifts is not deleted; one never assigned goes with its licences', async () => {
    expect((await w.as.admin('DELETE', `/api/agents/${w.world.agents.a1}`)).status).toBe(422);
    const agent = await w.as.admin('POST', '/api/agents', { subcontractor_id: w.world.subcontractors.A, first_name: 'Short', last_name: 'Stay' });
    const agentId = (agent.body.data as { id: number }).id;
    const licence = await w.as.admin('POST', '/api/licenses', { agent_id: agentId, type: 'First aid', number: 'FA-9', expires_at: '2030-05-01' });
    const licenceId = (licence.body.data as { id: number }).id;
    const gone = await w.as.admin('DELETE', `/api/agents/${agentId}`);
    expect(gone.status).toBe(200);
    expect(gone.body.deleted).toEqual({ agents: [agentId], licenses: [licenceId] });
  });
});

describe('licences', () => {
  it('a licence expiring before it was issued is a 422 naming expires_at, on a create and on a change', async () => {
    const before = await count('licenses');
    const res = await w.as.admin('POST', '/api/licenses', { agent_id: w.world.agents.a2, type: 'Guard card', number: 'G-1', issued_at: '2026-05-01', expires_at: '2026-04-30' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'expires_at', message: 'must not be before the issue date' }]);
    expect(await count('licenses')).toBe(before);
    const ok = await w.as.admin('POST', '/api/licenses', { agent_id: w.world.agents.a2, type: 'Guard card', number: 'G-1', issued_at: '2026-05-01', expires_at: '2031-04-30' });
    const id = (ok.body.data as { id: number }).id;
    const change = await w.as.admin('PUT', `/api/licenses/${id}`, { issued_at: '2032-01-01' });
    expect(change.status).toBe(422);
    expect(namedFields(change.body)).toEqual(['expires_at']);
  });

  it('assigning an agent with an expired licence is refused, naming the agent and the licence', async () => {
    const db = w.server.ctx.db;
    const agent = await w.as.admin('POST', '/api/agents', { subcontractor_id: w.world.subcontractors.A, first_name: 'Lapsed', last_name: 'Card' });
    const agentId = (agent.body.data as { id: number }).id;
    // Only agents with a sign-in are assigned (spec); give this one a user.
    const user = await db.insertInto('users').values({ email: 'lapsed@t.test', password_hash: null, first_name: 'Lapsed', last_name: 'Card', entity: 'subcontractor', roles: '[]', subcontractor_id: w.world.subcontractors.A, client_id: null, agent_id: agentId }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('agents').set({ user_id: user.id }).where('id', '=', agentId).execute();
    await w.as.admin('POST', '/api/licenses', { agent_id: agentId, type: 'Guard card', number: 'OLD-7', expires_at: '2020-01-31' });
    const planning = await db.selectFrom('plannings').select(['id', 'request_id', 'start', 'end']).where('id', '=', w.world.plannings.p1).executeTakeFirstOrThrow();
    const shifts = await db.selectFrom('shifts').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await w.as.admin('POST', '/api/shifts', { planning_id: planning.id, request_id: planning.request_id, start: planning.start, end: planning.end, agents: [agentId] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Lapsed Card\'s licence Guard card OLD-7 expired on 2020-01-31.');
    expect(res.body.issues).toEqual([{ path: 'agents', message: `agent ${agentId}: licence OLD-7 expired on 2020-01-31` }]);
    expect((await db.selectFrom('shifts').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(shifts.n);
    // Renewed: the same assignment goes through.
    const renewed = await w.as.admin('POST', '/api/licenses', { agent_id: agentId, type: 'Guard card', number: 'NEW-8', expires_at: '2099-01-31' });
    expect(renewed.status).toBe(201);
    const old = await db.selectFrom('licenses').select('id').where('number', '=', 'OLD-7').executeTakeFirstOrThrow();
    expect((await w.as.admin('DELETE', `/api/licenses/${old.id}`)).status).toBe(200);
    expect((await w.as.admin('POST', '/api/shifts', { planning_id: planning.id, request_id: planning.request_id, start: planning.start, end: planning.end, agents: [agentId] })).status).toBe(201);
  });
});

describe('versions and offline creates', () => {
  it('a change based on an older version whose field someone else changed is a 409 write_conflict; other fields merge', async () => {
    const created = await w.as.admin('POST', '/api/subcontractors', { company_name: 'Citadel' });
    const id = (created.body.data as { id: number; version: number }).id;
    const second = await w.server.ctx.tokens.sign(w.world.users.admin);
    // Another admin (a second user) changes the phone.
    const other = await w.server.ctx.db.insertInto('users').values({ email: 'admin2@t.test', password_hash: null, first_name: 'Ada', last_name: 'Two', entity: 'admin', roles: '["ROLE_ADMIN"]', subcontractor_id: null, client_id: null, agent_id: null }).returning('id').executeTakeFirstOrThrow();
    const otherToken = await w.server.ctx.tokens.sign(other.id);
    const phone = await fetch(`${w.server.url}/api/subcontractors/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${otherToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ phone: '0470 00 00 01', base_version: 1 }) });
    expect(phone.status).toBe(200);
    const conflict = await fetch(`${w.server.url}/api/subcontractors/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${second}`, 'content-type': 'application/json' }, body: JSON.stringify({ phone: '0470 00 00 02', base_version: 1 }) });
    expect(conflict.status).toBe(409);
    const body = (await conflict.json()) as { error: string; conflict: { fields: { field: string; changed_by: { name: string } }[] } };
    expect(body.error).toBe('write_conflict');
    expect(body.conflict.fields).toEqual([expect.objectContaining({ field: 'phone', changed_by: { id: other.id, name: 'Ada Two' } })]);
    const merged = await w.as.admin('PUT', `/api/subcontractors/${id}`, { vat_number: 'BE0999', base_version: 1 });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ phone: '0470 00 00 01', vat_number: 'BE0999', version: 3 });
  });
});
