/**
 * An agent's own events (POST /api/agent/request/history): the phone's time and the server's
 * receive time are both kept, a Start or End is judged against the site with the geofence rule
 * and flagged (never refused) when outside, and bad input is refused naming why, recording nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyRowSchema } from '../../../src-sync/protocol/entities.js';
import { recordBroadcasts } from '../planning/fixtures.js';
import { buildFieldWorld, northOfSite, type FieldWorld } from './field-world.js';

let f: FieldWorld;
beforeEach(async () => {
  f = await buildFieldWorld();
});
afterEach(async () => {
  await f.w.server.close();
});

const post = (body: Record<string, unknown>, role: 'agent1' | 'agentB' = 'agent1') => f.as(role)('POST', '/api/agent/request/history', { shift_id: f.shift, ...body });
const entries = () => f.w.server.ctx.db.selectFrom('planning_history').selectAll().where('shift_id', '=', f.shift).orderBy('id').execute();

describe('POST /api/agent/request/history', () => {
  it('keeps the phone time and the server receive time, the fix, and an inside verdict at the site', async () => {
    const res = await post({ status: 'started', created_at: '2026-03-01 07:58:30', ...northOfSite(20), accuracy: 8, tempId: 't-start' });
    expect(res.status).toBe(201);
    const row = historyRowSchema.parse(res.body.data);
    expect(row).toMatchObject({ status: 'started', created_at: '2026-03-01 07:58:30', received_at: '2026-03-01 09:00:00', fence: 'inside', accuracy: 8, agent_id: f.w.ids.agent1 });
    const position = await f.w.server.ctx.db.selectFrom('agent_positions').selectAll().where('id', '=', f.w.ids.agent1).executeTakeFirstOrThrow();
    expect(position).toMatchObject({ recorded_at: '2026-03-01 07:58:30', accuracy: 8 });
  });

  it('records an End outside the fence and flags it; a fix too poor to judge leaves it unchecked', async () => {
    expect((await post({ status: 'started', created_at: '2026-03-01 08:01:00', ...northOfSite(400), accuracy: 500 })).body.data).toMatchObject({ fence: 'unchecked' });
    const end = await post({ status: 'ended', created_at: '2026-03-01 08:59:00', ...northOfSite(150), accuracy: 40 });
    expect(end.status).toBe(201);
    expect(end.body.data).toMatchObject({ status: 'ended', fence: 'outside' });
  });

  it('sends team-location-updated with the position to staff and the agent’s subcontractor, not to others', async () => {
    const sent = recordBroadcasts(f.w.server);
    await post({ status: 'note', note: 'gate closed', created_at: '2026-03-01 08:30:00', ...northOfSite(5), accuracy: 5 });
    const event = sent.find((s) => s.event === 'team-location-updated');
    expect(event?.data).toMatchObject({ location: { agent_id: f.w.ids.agent1, accuracy: 5, recorded_at: '2026-03-01 08:30:00' } });
    const channels = event?.channels ?? [];
    for (const role of ['admin', 'planner', 'sub1', 'agent1'] as const) expect(channels).toContain(`private-App.User.${f.w.users[role]}`);
    for (const role of ['sub2', 'client1', 'agentB'] as const) expect(channels).not.toContain(`private-App.User.${f.w.users[role]}`);
  });

  it.each([
    ['coordinates out of range', { status: 'started', created_at: '2026-03-01 08:00:00', latitude: 91, longitude: 4.3, accuracy: 5 }, 400, 'latitude', 'must be between -90 and 90'],
    ['a longitude out of range', { status: 'started', created_at: '2026-03-01 08:00:00', latitude: 50, longitude: -181, accuracy: 5 }, 400, 'longitude', 'must be between -180 and 180'],
    ['a fix without its accuracy', { status: 'started', created_at: '2026-03-01 08:00:00', latitude: 50, longitude: 4 }, 400, 'accuracy', 'send latitude, longitude and accuracy together'],
    ['a fix older than the shift', { status: 'started', created_at: '2026-03-01 06:30:00', ...northOfSite(0), accuracy: 5 }, 422, 'created_at', 'before the shift starts'],
    ['a phone clock ahead of the server', { status: 'note', note: 'gate closed', created_at: '2026-03-01 09:30:00' }, 422, 'created_at', 'after the server time: check the device clock'],
  ])('refuses %s naming why, and records nothing', async (_what, body, status, path, message) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.body.issues).toEqual([{ path, message }]);
    expect(await entries()).toEqual([]);
  });

  it('refuses an event for a shift the agent does not work', async () => {
    const res = await post({ status: 'started', created_at: '2026-03-01 08:00:00' }, 'agentB');
    expect(res.status).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it('refuses a second Start and a second End, whatever their keys, and keeps the first', async () => {
    expect((await post({ status: 'started', created_at: '2026-03-01 08:00:00' })).status).toBe(201);
    const again = await post({ status: 'started', created_at: '2026-03-01 08:05:00' });
    expect(again.status).toBe(422);
    expect(again.body.issues).toEqual([{ path: 'status', message: 'the shift is already started' }]);
    expect((await post({ status: 'ended', created_at: '2026-03-01 08:50:00' })).status).toBe(201);
    expect((await post({ status: 'ended', created_at: '2026-03-01 08:55:00' })).body.issues).toEqual([{ path: 'status', message: 'the shift is already ended' }]);
    expect((await entries()).map((e) => e.status)).toEqual(['started', 'ended']);
  });

  it('answers a retry of the same key with the first answer: one entry', async () => {
    const headers = { 'idempotency-key': 'start-once' };
    const body = { shift_id: f.shift, status: 'started', created_at: '2026-03-01 08:00:00' };
    const first = await f.as('agent1')('POST', '/api/agent/request/history', body, headers);
    const retry = await f.as('agent1')('POST', '/api/agent/request/history', body, headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await entries()).toHaveLength(1);
  });
});
