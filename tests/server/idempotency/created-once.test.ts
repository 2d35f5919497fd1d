/**
 * A create is stored once per tempId, also after its Idempotency-Key is forgotten (a day): a
 * phone that lost the answer and stayed offline longer sends the same create again, and gets the
 * record it made the first time (200), not a second one. Scoped to the user; a record deleted
 * since is not made again.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utcNow } from '../../../server/lib/time.js';
import { readMails } from '../auth/auth-helpers.js';
import type { Role } from '../planning/fixtures.js';
import { shiftBody } from '../planning/fixtures.js';
import { buildFieldWorld, northOfSite, type FieldWorld } from '../field/field-world.js';
import { orderBody, orderScene } from '../requests/order-fixtures.js';

let f: FieldWorld;
let clientsAtStart = 0;
beforeEach(async () => {
  f = await buildFieldWorld();
  clientsAtStart = await count('clients');
});
afterEach(async () => {
  await f.w.server.close();
});

const db = () => f.w.server.ctx.db;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

/** What the key store holds after a day: the first answer is forgotten. */
const forgetKeys = () => db().updateTable('idempotency_keys').set({ created_at: utcNow(-25 * 60 * 60) }).execute();

/** Sends, forgets the key, sends again with the same key; answers both. */
async function sendTwice(role: Role, path: string, body: unknown) {
  const key = randomUUID();
  const first = await f.as(role)('POST', path, body, keyed(key));
  await forgetKeys();
  const again = await f.as(role)('POST', path, body, keyed(key));
  return { first, again };
}

const count = async (table: 'planning_history' | 'sos_alerts' | 'requests' | 'plannings' | 'shifts' | 'clients' | 'accounts' | 'users' | 'notifications' | 'messages') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a create sent again after its Idempotency-Key was forgotten', () => {
  it('answers the agent’s Start event it stored the first time, and stores no second one', async () => {
    const before = await count('planning_history');
    const body = { shift_id: f.shift, status: 'started', created_at: '2026-03-01 07:58:30', ...northOfSite(20), accuracy: 8, tempId: 'tmp-start-1' };
    const { first, again } = await sendTwice('agent1', '/api/agent/request/history', body);
    expect(first.status).toBe(201);
    // Without the rule the second Start is refused as "already started" or stored twice.
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    expect(await count('planning_history')).toBe(before + 1);
  });

  it('answers a planner’s history entry once, and one without a tempId is a new entry each time', async () => {
    const before = await count('planning_history');
    const entry = { shift_id: f.shift, agent_id: f.w.ids.agent1, status: 'note', created_at: '2026-03-01 08:30:00', note: 'Door forced' };
    const { first, again } = await sendTwice('admin', '/api/planning/history', { ...entry, tempId: 'tmp-h-1' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await count('planning_history')).toBe(before + 1);
    expect((await f.as('admin')('POST', '/api/planning/history', entry)).status).toBe(201);
    expect((await f.as('admin')('POST', '/api/planning/history', entry)).status).toBe(201);
    expect(await count('planning_history')).toBe(before + 3);
  });

  it('keeps one SOS alarm', async () => {
    const { first, again } = await sendTwice('agent1', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55', ...northOfSite(30), accuracy: 12, tempId: 'tmp-sos-1' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    expect(await count('sos_alerts')).toBe(1);
    // The SOS's line in the history is not written twice either.
    expect(await db().selectFrom('planning_history').select('id').where('status', '=', 'sos').execute()).toHaveLength(1);
  });

  it('keeps one order with its plannings, notifications and group, and answers its plannings again', async () => {
    const scene = await orderScene(f.w);
    const requests = await count('requests');
    const plannings = await count('plannings');
    const key = randomUUID();
    const first = await f.as('client1')('POST', '/api/requests', orderBody(f.w, scene), keyed(key));
    const notifications = await count('notifications');
    const messages = await count('messages');
    await forgetKeys();
    const again = await f.as('client1')('POST', '/api/requests', orderBody(f.w, scene), keyed(key));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await count('requests')).toBe(requests + 1);
    const made = (await count('plannings')) - plannings;
    expect(made).toBeGreaterThan(0);
    expect([await count('notifications'), await count('messages')]).toEqual([notifications, messages]);
    const related = (again.body.related as { plannings: unknown[] }).plannings;
    // The device swaps its temporary plannings for these, as after the first answer.
    expect(related).toHaveLength(made);
    expect(await db().selectFrom('channels').select('id').where('request_id', '=', (first.body.data as { id: number }).id).execute()).toHaveLength(1);
  });

  it('keeps one shift and one planning', async () => {
    const shifts = await count('shifts');
    const shift = await sendTwice('admin', '/api/shifts', shiftBody(f.w, { tempId: 'tmp-shift-1' }));
    expect([shift.first.status, shift.again.status]).toEqual([201, 200]);
    expect(await count('shifts')).toBe(shifts + 1);

    const plannings = await count('plannings');
    const body = { request_id: f.w.ids.request1, request_type: 'Static', start: '2026-04-01 08:00:00', end: '2026-04-01 16:00:00', tempId: 'tmp-p-1' };
    const planning = await sendTwice('admin', '/api/planning', body);
    expect([planning.first.status, planning.again.status]).toEqual([201, 200]);
    expect(await count('plannings')).toBe(plannings + 1);
  });

  it('keeps one directory record, and one invitation with one mail although its e-mail is now taken', async () => {
    const clients = await count('clients');
    const client = await sendTwice('admin', '/api/clients', { name: 'Initech', tempId: 'tmp-c-1' });
    expect([client.first.status, client.again.status]).toEqual([201, 200]);
    expect(await count('clients')).toBe(clients + 1);

    const users = await count('users');
    const mailsTo = (email: string) => readMails(f.w.server.dataDir).filter((mail) => mail.text.includes(`To: ${email}`)).length;
    const invite = await sendTwice('admin', '/api/accounts', { email: 'new.planner@t.test', first_name: 'Nora', last_name: 'Plan', role: 'planner', language: 'fr', tempId: 'tmp-a-1' });
    expect(invite.first.status).toBe(201);
    // Not "This e-mail is already in use": the address is taken by this invitation itself.
    expect(invite.again.status).toBe(200);
    expect((invite.again.body.data as { id: number }).id).toBe((invite.first.body.data as { id: number }).id);
    expect(await count('users')).toBe(users + 1);
    expect(mailsTo('new.planner@t.test')).toBe(1);
  });

  it('does not make again a record deleted since: it answers no row', async () => {
    const { first } = await sendTwice('admin', '/api/clients', { name: 'Short-lived', tempId: 'tmp-c-2' });
    const id = (first.body.data as { id: number }).id;
    expect((await f.as('admin')('DELETE', `/api/clients/${id}`)).status).toBe(200);
    const clients = await count('clients');
    const late = await f.as('admin')('POST', '/api/clients', { name: 'Short-lived', tempId: 'tmp-c-2' });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ data: null });
    expect(await count('clients')).toBe(clients);
  });

  it('lets another user use the same tempId for a record of its own, showing it nothing of the first', async () => {
    await f.as('agent1')('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55', tempId: 'tmp-shared' });
    const other = await f.as('agentB')('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:56', tempId: 'tmp-shared' });
    expect(other.status).toBe(201);
    expect(other.body.data).toMatchObject({ agent_id: f.w.ids.agentB });
    expect(await count('sos_alerts')).toBe(2);
  });

  it('answers a guard taken off the shift since with the entry it stored, not with a refusal', async () => {
    const body = { shift_id: f.shift, status: 'started', created_at: '2026-03-01 07:58:30', tempId: 'tmp-start-2' };
    const { first } = await sendTwice('agent1', '/api/agent/request/history', body);
    expect(first.status).toBe(201);
    expect((await f.as('admin')('PUT', `/api/shifts/${f.shift}`, { agents_removed: [f.w.ids.agent1] })).status).toBe(200);
    const before = await count('planning_history');
    // The phone's late copy: it may no longer write on this shift (403), but its Start is stored,
    // and "The event was not recorded" would be false.
    const late = await f.as('agent1')('POST', '/api/agent/request/history', body);
    expect(late.status).toBe(200);
    expect((late.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    expect(await count('planning_history')).toBe(before);
    // A new entry from it is refused as before.
    expect((await f.as('agent1')('POST', '/api/agent/request/history', { ...body, created_at: '2026-03-01 08:10:00', status: 'note', note: 'x', tempId: 'tmp-new' })).status).toBe(403);
  });

  it('answers a late copy the user may no longer see as gone', async () => {
    const { first } = await sendTwice('client1', '/api/requests', orderBody(f.w, await orderScene(f.w)));
    const id = (first.body.data as { id: number }).id;
    // The client user moves to the other organisation: Acme's order is not theirs to see any more.
    await db().updateTable('users').set({ client_id: f.w.ids.client2 }).where('id', '=', f.w.users.client1).execute();
    const late = await f.as('client1')('POST', '/api/requests', orderBody(f.w, await orderScene(f.w)));
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ data: null });
    expect(await db().selectFrom('requests').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });

  it('refuses a blank tempId', async () => {
    const res = await f.as('admin')('POST', '/api/clients', { name: 'Blank', tempId: '  ' });
    expect(res.status).toBe(422);
    expect(await count('clients')).toBe(clientsAtStart);
  });

  it('refuses a tempId the user already gave a record of another kind, changing nothing', async () => {
    expect((await f.as('admin')('POST', '/api/clients', { name: 'Initech', tempId: 'tmp-x' })).status).toBe(201);
    const subcontractors = Number((await db().selectFrom('subcontractors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const clash = await f.as('admin')('POST', '/api/subcontractors', { company_name: 'Initech Guards', tempId: 'tmp-x' });
    expect(clash.status).toBe(422);
    expect(clash.body.issues).toEqual([{ path: 'tempId', message: 'already used for another record' }]);
    expect(Number((await db().selectFrom('subcontractors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(subcontractors);
  });
});
