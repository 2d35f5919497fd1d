/** The demo company's request groups hold who the running server puts in them (ARCHITECTURE.md
 * "Team chat", server/chat/request-groups.ts): every admin and planner, every user of the
 * request's client and whoever ordered; the users of each subcontractor a planning was forwarded to
 * (declined or not: nobody is taken out) and of one given a shift of a planning not forwarded to it
 * (its own users, not its guards); the users of the agents on its shifts (agents without a sign-in
 * have none). The seed used to sample them (one client user, the planner now and then), so the
 * demo client opened requests whose Chat said it had no group. The chat's other rows follow the
 * members: a status per other member for every message, and unread totals counted from them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { deriveRoleFlags } from '../../../src-sync/protocol/user.js';
import { seededDatabase, type SeededDatabase } from './seeded-database.js';

const NOW = new Date('2026-03-10T14:30:00Z');

let seeded: SeededDatabase;
beforeAll(async () => {
  seeded = await seededDatabase({ size: 'demo', now: NOW });
}, 120_000);
afterAll(async () => seeded.close());

async function rows<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(seeded.db)).rows;
}

/** request id -> the values of `key` in its rows. */
function byRequest<T extends { request_id: number }>(list: T[], key: keyof T): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (const row of list) {
    const set = out.get(row.request_id) ?? new Set<number>();
    set.add(Number(row[key]));
    out.set(row.request_id, set);
  }
  return out;
}

describe('seed: request chat groups', () => {
  it('gives every request its group with the members the server would have given it', async () => {
    const users = await seeded.db.selectFrom('users')
      .select(['id', 'email', 'entity', 'roles', 'agent_id', 'client_id', 'subcontractor_id', 'disabled_at']).execute();
    const people = users.map((u) => ({ ...u, flags: deriveRoleFlags({ entity: u.entity, roles: JSON.parse(u.roles) as string[], agent_id: u.agent_id }) }));
    const staff = people.filter((u) => u.flags.admin || u.flags.planner).map((u) => u.id);
    const clientUsers = (clientId: number) => people.filter((u) => u.flags.client && u.client_id === clientId).map((u) => u.id);
    const subcontractorUsers = (subId: number) => people.filter((u) => u.flags.subcontractor && u.subcontractor_id === subId).map((u) => u.id);
    const agentUsers = (agentId: number) => people.filter((u) => u.agent_id === agentId && u.disabled_at === null).map((u) => u.id);
    const email = new Map(users.map((u) => [u.id, u.email]));

    const requests = await seeded.db.selectFrom('requests').select(['id', 'identifier', 'client_id', 'created_by']).orderBy('id').execute();
    const forwarded = byRequest(await rows(sql<{ request_id: number; sub: number }>`
      SELECT DISTINCT request_id, subcontractor_id AS sub FROM plannings WHERE subcontractor_id IS NOT NULL`), 'sub');
    const givenShifts = byRequest(await rows(sql<{ request_id: number; sub: number }>`
      SELECT DISTINCT s.request_id, s.subcontractor_id AS sub FROM shifts s JOIN plannings p ON p.id = s.planning_id
      WHERE s.subcontractor_id IS NOT NULL AND s.subcontractor_id IS NOT p.subcontractor_id`), 'sub');
    const onShifts = byRequest(await rows(sql<{ request_id: number; agent_id: number }>`
      SELECT DISTINCT s.request_id, sa.agent_id FROM shift_agents sa JOIN shifts s ON s.id = sa.shift_id`), 'agent_id');
    // A request's own group: its first channel naming it.
    const groups = await rows(sql<{ request_id: number; channel_id: number }>`
      SELECT request_id, MIN(id) AS channel_id FROM channels WHERE request_id IS NOT NULL GROUP BY request_id`);
    const groupOf = new Map(groups.map((g) => [g.request_id, g.channel_id]));
    const members = byRequest(await rows(sql<{ request_id: number; user_id: number }>`
      SELECT c.request_id, g.user_id FROM channel_groups g JOIN channels c ON c.id = g.channel_id
      WHERE c.id = (SELECT MIN(id) FROM channels f WHERE f.request_id = c.request_id)`), 'user_id');

    const wrong: string[] = [];
    let everyone = 0;
    for (const r of requests) {
      const expected = new Set([...staff, ...clientUsers(r.client_id)]);
      if (r.created_by !== null) expected.add(r.created_by);
      for (const sub of [...(forwarded.get(r.id) ?? []), ...(givenShifts.get(r.id) ?? [])]) for (const u of subcontractorUsers(sub)) expected.add(u);
      for (const agent of onShifts.get(r.id) ?? []) for (const u of agentUsers(agent)) expected.add(u);
      everyone += expected.size;
      if (!groupOf.has(r.id)) {
        wrong.push(`${r.identifier}: no group`);
        continue;
      }
      const actual = members.get(r.id) ?? new Set<number>();
      const missing = [...expected].filter((id) => !actual.has(id)).map((id) => email.get(id));
      const extra = [...actual].filter((id) => !expected.has(id)).map((id) => email.get(id));
      if (missing.length > 0 || extra.length > 0) wrong.push(`${r.identifier}: missing ${missing.join(', ')}; extra ${extra.join(', ')}`);
    }
    expect(wrong.length, wrong.slice(0, 5).join('\n')).toBe(0);
    // The rule reaches past the staff and the client: subcontractors and guards are in too.
    expect(everyone).toBeGreaterThan(requests.length * (staff.length + 2));
    expect([...forwarded.values()].some((s) => s.size > 0) && [...onShifts.values()].some((s) => s.size > 0)).toBe(true);
  });

  it('puts the demo client and the planner in every group of the demo client\'s requests (QA: REQ-…43 lacked both)', async () => {
    const [counts] = await rows(sql<{ requests: number; client: number; planner: number }>`SELECT
      (SELECT COUNT(*) FROM requests WHERE client_id = 1) AS requests,
      (SELECT COUNT(*) FROM requests r JOIN channels c ON c.request_id = r.id JOIN channel_groups g ON g.channel_id = c.id
        JOIN users u ON u.id = g.user_id WHERE r.client_id = 1 AND u.email = 'client@vigil.test') AS client,
      (SELECT COUNT(*) FROM requests r JOIN channels c ON c.request_id = r.id JOIN channel_groups g ON g.channel_id = c.id
        JOIN users u ON u.id = g.user_id WHERE r.client_id = 1 AND u.email = 'planner@vigil.test') AS planner`);
    expect(counts?.requests).toBeGreaterThan(20);
    expect([counts?.client, counts?.planner]).toEqual([counts?.requests, counts?.requests]);
  });

  it('keeps the chat rows consistent with the members: senders are members, one status per other member, unread totals counted', async () => {
    const [check] = await rows(sql<{ outsiders: number; missing: number; strays: number; own: number; totals: number; counted: number }>`SELECT
      (SELECT COUNT(*) FROM messages m WHERE m.user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM channel_groups g WHERE g.channel_id = m.channel_id AND g.user_id = m.user_id)) AS outsiders,
      (SELECT COUNT(*) FROM messages m JOIN channel_groups g ON g.channel_id = m.channel_id AND g.user_id IS NOT m.user_id
        LEFT JOIN message_status s ON s.message_id = m.id AND s.user_id = g.user_id WHERE s.message_id IS NULL) AS missing,
      (SELECT COUNT(*) FROM message_status s JOIN messages m ON m.id = s.message_id
        LEFT JOIN channel_groups g ON g.channel_id = m.channel_id AND g.user_id = s.user_id WHERE g.id IS NULL) AS strays,
      (SELECT COUNT(*) FROM message_status s JOIN messages m ON m.id = s.message_id WHERE s.user_id = m.user_id) AS own,
      (SELECT COUNT(*) FROM (
        SELECT user_id, channel_id, total FROM unread_totals WHERE total != 0
        EXCEPT SELECT s.user_id, m.channel_id, COUNT(*) FROM message_status s JOIN messages m ON m.id = s.message_id WHERE s.status = 0 GROUP BY 1, 2)) AS totals,
      (SELECT COUNT(*) FROM (
        SELECT s.user_id, m.channel_id, COUNT(*) FROM message_status s JOIN messages m ON m.id = s.message_id WHERE s.status = 0 GROUP BY 1, 2
        EXCEPT SELECT user_id, channel_id, total FROM unread_totals)) AS counted`);
    expect(check).toEqual({ outsiders: 0, missing: 0, strays: 0, own: 0, totals: 0, counted: 0 });
    // The demo client has something unread, as it would in a company at work.
    const [claire] = await rows(sql<{ unread: number }>`SELECT COALESCE(SUM(t.total), 0) AS unread FROM unread_totals t
      JOIN users u ON u.id = t.user_id WHERE u.email = 'client@vigil.test'`);
    expect(claire?.unread).toBeGreaterThan(0);
  });
});
