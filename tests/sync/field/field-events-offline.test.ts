/**
 * The phone view's event buttons with no signal and back: each event is kept on the phone with
 * the phone's time, sent once the network is back, stored on the server exactly once (a lost
 * answer is retried under the same key), with the phone's time kept and the server's receive time
 * added. Against the real server through the fault proxy.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/lib/clock.js';
import { recordFieldEvent } from '../../../src-sync/mutations/field/record-field-event.js';
import { raiseSos } from '../../../src-sync/mutations/field/raise-sos.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, settle, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
  // The test company's shifts run on 2030-01-10 from 08:00 to 18:00 UTC; the server lives at 09:00.
  stack.server.context.clock = new ManualClock(() => Date.UTC(2030, 0, 10, 9, 0, 0));
});
afterEach(async () => {
  await stack.close();
});

const agentEntries = () =>
  stack.server.context.db.selectFrom('planning_history').select(['id', 'status', 'created_at', 'received_at', 'fence']).where('agent_id', '=', stack.world.agents.a1).where('shift_id', '=', stack.world.shifts.s1).orderBy('id').execute();

async function agentReady(): Promise<EngineHandle> {
  const agent = stack.engineFor('agent');
  await eventually(async () => (await agent.db.shifts.get(stack.world.shifts.s1)) !== undefined);
  return agent;
}

describe('the field event buttons offline, then online', () => {
  it('keep the phone time, wait without signal, and arrive exactly once with the server receive time', { timeout: 30_000 }, async () => {
    const agent = await agentReady();
    const before = await agentEntries();
    stack.proxy.rule = (r) => (r.url.startsWith('/api/') || r.url === '/healthz' ? 'drop-request' : 'pass');
    agent.network.set(false);
    const shift_id = stack.world.shifts.s1;
    await recordFieldEvent(agent.db, stack.world.agents.a1, { shift_id, status: 'note', note: 'back gate open', created_at: '2030-01-10 08:10:00' });
    await recordFieldEvent(agent.db, stack.world.agents.a1, { shift_id, status: 'break', break_reason: 'meal', created_at: '2030-01-10 08:20:00' });
    const local = await agent.db.planning_history.filter((e) => e.shift_id === shift_id && e.received_at === null && e.id < 0).toArray();
    expect(local.sort((a, b) => a.created_at.localeCompare(b.created_at)).map((e) => [e.status, e.created_at])).toEqual([['note', '2030-01-10 08:10:00'], ['break', '2030-01-10 08:20:00']]);

    // Back online; the first answer is lost after the server committed: its retry replays it.
    let lost = false;
    stack.proxy.rule = (r) => (r.method === 'POST' && r.url === '/api/agent/request/history' && !lost ? ((lost = true), 'drop-response') : 'pass');
    agent.network.set(true);
    await agent.engine.retryNow();
    await settle(agent);

    const added = (await agentEntries()).slice(before.length);
    expect(added.map((e) => [e.status, e.created_at, e.received_at])).toEqual([
      ['note', '2030-01-10 08:10:00', '2030-01-10 09:00:00'],
      ['break', '2030-01-10 08:20:00', '2030-01-10 09:00:00'],
    ]);
    const posts = stack.proxy.forwarded.filter((r) => r.method === 'POST' && r.url === '/api/agent/request/history');
    expect(posts.length).toBe(3);
    expect(posts[0]?.idempotencyKey).toBe(posts[1]?.idempotencyKey);
    // The phone now holds the server's rows, with both times, and no temporary copy.
    const held = await agent.db.planning_history.where('id').anyOf(added.map((e) => e.id)).toArray();
    expect(held.map((e) => e.received_at)).toEqual(['2030-01-10 09:00:00', '2030-01-10 09:00:00']);
    expect(await agent.db.planning_history.filter((e) => e.id < 0).count()).toBe(0);
  });

  it('an SOS raised without signal goes out once when the signal is back, and reaches the admin’s device', { timeout: 30_000 }, async () => {
    const agent = await agentReady();
    const admin = stack.engineFor('admin');
    stack.proxy.rule = (r) => (r.url.startsWith('/api/') || r.url === '/healthz' ? 'drop-request' : 'pass');
    agent.network.set(false);
    await raiseSos(agent.db, { agentId: stack.world.agents.a1, subcontractorId: stack.world.subcontractors.A, firstName: 'Ann', lastName: 'Guard' }, {
      raised_at: '2030-01-10 08:59:00', latitude: 50.8, longitude: 4.3, accuracy: 9,
    });
    expect(await agent.db.sos_alerts.filter((a) => a.id < 0).count()).toBe(1);
    stack.proxy.rule = () => 'pass';
    agent.network.set(true);
    await agent.engine.retryNow();
    await settle(agent);
    const onServer = await stack.server.context.db.selectFrom('sos_alerts').selectAll().where('acknowledged_at', 'is', null).execute();
    expect(onServer.map((a) => [a.raised_at, a.shift_id])).toEqual([['2030-01-10 08:59:00', stack.world.shifts.s1]]);
    const id = onServer[0]?.id ?? 0;
    await eventually(async () => (await admin.db.sos_alerts.get(id))?.raised_at === '2030-01-10 08:59:00');
  });
});
