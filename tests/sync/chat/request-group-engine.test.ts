/**
 * A request's group on the devices, against the real server: when a planning is forwarded, the
 * subcontractor's device gets the group at once (`channel-created`, then its pull brings its
 * member row and the latest messages, the "forwarded" and "members added" system messages with
 * their keys); the members already in get the newcomer; and the group's Active flag reaches a
 * member who cannot see the plannings (an agent) when the work is confirmed and when it is over.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/fakes.js';
import { RealStack, connected, type EngineHandle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const asAdmin = async (method: string, path: string, body: unknown): Promise<number> => {
  const res = await fetch(`${stack.proxy.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.world.tokens.admin}`, 'content-type': 'application/json', 'idempotency-key': `${method}-${path}-${Math.random()}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
};
const isMember = async (handle: EngineHandle, channelId: number, userId: number) =>
  (await handle.db.channel_groups.where('channel_id').equals(channelId).filter((g) => g.user_id === userId).count()) === 1;

describe('a request’s group on the devices', () => {
  it('reaches the subcontractor a planning is forwarded to, with the system messages, and the members already in', { timeout: 30_000 }, async () => {
    const { channels, plannings, subcontractors, users } = stack.world;
    const sub = stack.engineFor('subB');
    const agent = stack.engineFor('agent');
    await eventually(async () => (await agent.db.channels.get(channels.ch1)) !== undefined, 10_000);
    for (const handle of [sub, agent]) await connected(handle);
    expect(await sub.db.channels.get(channels.ch1)).toBeUndefined();

    expect(await asAdmin('POST', '/api/planning/forward', { forwarded: [{ planning_id: plannings.p1, subcontractor_id: subcontractors.B }], remove_shifts: false })).toBe(200);

    await eventually(async () => isMember(sub, channels.ch1, users.subB), 10_000);
    expect((await sub.db.channels.get(channels.ch1))?.name).toBe('REQ-1 team');
    await eventually(async () => (await sub.db.messages.filter((m) => m.channel_id === channels.ch1).filter((m) => m.system?.key === 'members-added').count()) === 1, 10_000);
    const system = await sub.db.messages.filter((m) => m.channel_id === channels.ch1).filter((m) => m.user === null && m.system !== null && m.system !== undefined).toArray();
    expect(system.map((m) => m.system?.key)).toEqual(expect.arrayContaining(['request-forwarded', 'members-added']));
    expect(system.find((m) => m.system?.key === 'request-forwarded')?.system?.params).toEqual({ subcontractor: 'Bastion' });
    // The agent's device learns of the newcomer.
    await eventually(async () => isMember(agent, channels.ch1, users.subB), 10_000);
  });

  it('moves the group from Active to Recent on a member’s device when its work is over', { timeout: 30_000 }, async () => {
    const { channels, plannings } = stack.world;
    const agent = stack.engineFor('agent');
    // REQ-1's plannings are confirmed: its group is active.
    await eventually(async () => (await agent.db.channels.get(channels.ch1))?.active === 1, 10_000);
    await connected(agent);
    expect(await asAdmin('PUT', `/api/planning/${plannings.p1}/cancel`, {})).toBe(200);
    // One planning still confirmed: still active.
    const flag = async () => (await stack.server.context.db.selectFrom('channels').select('active').where('id', '=', channels.ch1).executeTakeFirstOrThrow()).active;
    expect(await flag()).toBe(1);
    expect(await asAdmin('PUT', `/api/planning/${plannings.p2}/cancel`, {})).toBe(200);
    expect(await flag()).toBe(0);
    await eventually(async () => (await agent.db.channels.get(channels.ch1))?.active === 0, 10_000);
  });
});
