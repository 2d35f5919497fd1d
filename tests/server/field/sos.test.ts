/**
 * The SOS loop on the server: an agent raises one (exactly once per key), staff and the agent's
 * subcontractor get it at once and may acknowledge it ("team safe", kept in the planning's history
 * naming who), and one nobody acknowledged within 60 s of the server's (injected) clock is
 * escalated once: every admin is mailed and every device that shows it learns it escalated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escalateDueAlerts } from '../../../server/field/sos-escalation.js';
import { deliverQueuedMail } from '../../../server/mail/mail-outbox.js';
import { sosAlertRowSchema } from '../../../src-sync/protocol/field/field-rows.js';
import { recordBroadcasts, type Role } from '../planning/fixtures.js';
import { buildFieldWorld, northOfSite, type FieldWorld } from './field-world.js';

let f: FieldWorld;
beforeEach(async () => {
  f = await buildFieldWorld();
});
afterEach(async () => {
  await f.w.server.close();
});

const raise = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  f.as('agent1')('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55', ...northOfSite(30), accuracy: 12, tempId: 'sos-1', ...body }, headers);
const acknowledge = (role: Role, id: number) => f.as(role)('PUT', `/api/sos/${id}/acknowledge`, {});
const alerts = () => f.w.server.ctx.db.selectFrom('sos_alerts').selectAll().execute();
const history = () => f.w.server.ctx.db.selectFrom('planning_history').select(['status', 'note', 'created_at']).where('shift_id', '=', f.shift).orderBy('id').execute();
const mails = () => {
  const dir = path.join(f.w.server.dataDir, 'mail');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
};
const channelsOf = (roles: readonly Role[]) => roles.map((role) => `private-App.User.${f.w.users[role]}`);

describe('POST /api/agent/sos', () => {
  it('records one SOS on the running shift with the phone time, the fix and an sos history entry, and rings staff and the subcontractor at once', async () => {
    const sent = recordBroadcasts(f.w.server);
    const res = await raise({}, { 'idempotency-key': 'sos-key' });
    expect(res.status).toBe(201);
    const row = sosAlertRowSchema.parse(res.body.data);
    expect(row).toMatchObject({ agent_id: f.w.ids.agent1, shift_id: f.shift, planning_id: f.w.ids.planning, raised_at: '2026-03-01 08:59:55', received_at: '2026-03-01 09:00:00', accuracy: 12, acknowledged_at: null, escalated_at: null });
    expect(await history()).toEqual([{ status: 'sos', note: null, created_at: '2026-03-01 08:59:55' }]);
    const event = sent.find((s) => s.event === 'sos-raised');
    expect(event?.data).toMatchObject({ sos: { id: row.id, agent: { first_name: expect.any(String) } } });
    expect(event?.channels).toEqual(expect.arrayContaining(channelsOf(['admin', 'planner', 'sub1', 'agent1'])));
    for (const channel of channelsOf(['sub2', 'client1', 'client2', 'agentB'])) expect(event?.channels).not.toContain(channel);
    // A retry after a lost answer: the same SOS, not a second alarm.
    expect((await raise({}, { 'idempotency-key': 'sos-key' })).body).toEqual(res.body);
    expect(await alerts()).toHaveLength(1);
  });

  it('goes out without a position, and outside any shift', async () => {
    f.clock.advance(6 * 3_600_000);
    const res = await raise({ raised_at: '2026-03-01 15:00:00', latitude: undefined, longitude: undefined, accuracy: undefined });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ latitude: null, shift_id: null, planning_id: null });
  });

  it.each([
    ['coordinates out of range', { latitude: -95 }, 400, 'latitude'],
    ['a shift the agent does not work', { shift_id: 999_999 }, 422, 'shift_id'],
    ['a phone clock ahead of the server', { raised_at: '2026-03-01 10:00:00' }, 422, 'raised_at'],
  ])('refuses %s naming the field, and records nothing', async (_what, body, status, field) => {
    const res = await raise(body);
    expect(res.status).toBe(status);
    expect((res.body.issues as { path: string }[]).map((i) => i.path)).toEqual([field]);
    expect(await alerts()).toEqual([]);
  });

  it.each<Role>(['admin', 'planner', 'sub1', 'client1'])('refuses %s, who is not an agent', async (role) => {
    expect((await f.as(role)('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55' })).status).toBe(403);
    expect(await alerts()).toEqual([]);
  });
});

describe('PUT /api/sos/{id}/acknowledge', () => {
  it.each<Role>(['admin', 'planner', 'sub1'])('lets %s acknowledge: the agent learns who, the history keeps it, a second press changes nothing', async (role) => {
    const id = (await raise()).body.data as { id: number };
    const sent = recordBroadcasts(f.w.server);
    f.clock.advance(20_000);
    const res = await acknowledge(role, id.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ acknowledged_at: '2026-03-01 09:00:20', acknowledged_by: { last_name: 'Test' } });
    expect(sent.find((s) => s.event === 'sos-updated')?.channels).toContain(`private-App.User.${f.w.users.agent1}`);
    expect((await history()).map((h) => h.status)).toEqual(['sos', 'safe']);
    expect((await acknowledge('admin', id.id)).body.data).toMatchObject({ acknowledged_at: '2026-03-01 09:00:20' });
    expect((await history()).map((h) => h.status)).toEqual(['sos', 'safe']);
  });

  it('refuses the other subcontractor as for an SOS that does not exist, and the agent with 403', async () => {
    const { id } = (await raise()).body.data as { id: number };
    expect((await acknowledge('sub2', id)).status).toBe(404);
    expect((await acknowledge('client1', id)).status).toBe(404);
    expect((await acknowledge('agent1', id)).status).toBe(403);
    expect((await acknowledge('admin', 999_999)).status).toBe(404);
    expect((await alerts())[0]?.acknowledged_at).toBeNull();
  });
});

describe('escalation', () => {
  it('escalates an SOS nobody acknowledged for 60 s once, mailing every admin, and tells every device', async () => {
    const { id } = (await raise()).body.data as { id: number };
    f.clock.advance(59_000);
    expect(await escalateDueAlerts(f.w.server.ctx)).toEqual([]);
    const sent = recordBroadcasts(f.w.server);
    f.clock.advance(1_000);
    await escalateDueAlerts(f.w.server.ctx);
    // The server's own sweep runs every second on the same clock: either may have done it, once;
    // its mail and events follow its commit, so wait for them rather than for time.
    const [row] = await alerts();
    expect(row?.escalated_at).toBe('2026-03-01 09:01:00');
    const escalationMails = () => mails().filter((m) => m.includes('SOS not acknowledged'));
    // The mail waits in the outbox: this pass or the server's own worker sends it.
    await deliverQueuedMail(f.w.server.ctx);
    await vi.waitFor(() => expect(escalationMails()).toHaveLength(1), { timeout: 10_000 }); // the test company has one admin
    expect(await escalateDueAlerts(f.w.server.ctx)).toEqual([]);
    expect(escalationMails()).toHaveLength(1);
    expect(escalationMails()[0]).toContain(`/subc/tracking?sos=${id}`);
    const updated = sent.filter((s) => s.event === 'sos-updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.channels).toEqual(expect.arrayContaining(channelsOf(['admin', 'planner', 'sub1', 'agent1'])));
    expect((await acknowledge('admin', id)).body.data).toMatchObject({ escalated_at: '2026-03-01 09:01:00', acknowledged_at: '2026-03-01 09:01:00' });
  });

  it('never escalates an acknowledged SOS', async () => {
    const { id } = (await raise()).body.data as { id: number };
    await acknowledge('sub1', id);
    f.clock.advance(120_000);
    expect(await escalateDueAlerts(f.w.server.ctx)).toEqual([]);
    expect(mails().filter((m) => m.includes('SOS not acknowledged'))).toEqual([]);
  });
});
