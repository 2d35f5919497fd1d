/** What the demo database must hold: every status, the demo sign-ins, a change-log entry per
 * synced row in parent-first order, and consistent references throughout. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seededDatabase, type SeededDatabase } from './seeded-database.js';
import { PLANNING_STATUSES, CONTRACTOR_STATUSES } from '../../../src-sync/protocol/planning-status.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import { timeslotDaySchema } from '../../../src-sync/protocol/entities.js';
import { deriveRoleFlags } from '../../../src-sync/protocol/user.js';
import { verifyPassword } from '../../../server/auth/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/seed/demo-accounts.js';

const NOW = new Date('2026-03-10T14:30:00Z');
const NOW_TEXT = '2026-03-10 14:30:00';

describe('seeded demo database', () => {
  let seeded: SeededDatabase;
  const rows = <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => query.execute(seeded.db).then((r) => r.rows);

  beforeAll(async () => {
    seeded = await seededDatabase({ size: 'demo', now: NOW });
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('has the demo size', () => {
    expect(seeded.summary.counts.plannings).toBe(1500);
    expect(seeded.summary.counts.messages).toBe(3000);
    expect(seeded.summary.counts.clients).toBe(12);
    expect(seeded.summary.counts.subcontractors).toBe(8);
  });

  it('has plannings in every status, all of them also forwarded to the first subcontractor', async () => {
    const all = await rows(sql<{ status: string }>`SELECT DISTINCT status FROM plannings`);
    expect(all.map((r) => r.status).sort()).toEqual([...PLANNING_STATUSES].sort());
    const forwarded = await rows(sql<{ status: string }>`SELECT DISTINCT status FROM plannings WHERE subcontractor_id = 1`);
    expect(forwarded.map((r) => r.status).sort()).toEqual([...PLANNING_STATUSES].sort());
    const answers = await rows(sql<{ s: string }>`SELECT DISTINCT contractor_status AS s FROM plannings WHERE subcontractor_id = 1`);
    expect(answers.map((r) => r.s).sort()).toEqual([...CONTRACTOR_STATUSES].sort());
    const [own] = await rows(sql<{ n: number }>`SELECT COUNT(*) AS n FROM plannings WHERE client_id = 1`);
    expect(own?.n).toBeGreaterThan(150);
  });

  it('keeps statuses consistent with time', async () => {
    const wrong = await rows(sql<{ id: number }>`SELECT id FROM plannings WHERE
      (status = 'started' AND NOT (start <= ${NOW_TEXT} AND "end" > ${NOW_TEXT}))
      OR (status IN ('ended', 'finished', 'archived') AND "end" > ${NOW_TEXT})
      OR (status = 'pending' AND start <= ${NOW_TEXT})`);
    expect(wrong).toEqual([]);
    const [range] = await rows(sql<{ first: string; last: string; today: number }>`SELECT MIN(start) AS first, MAX(start) AS last,
      SUM(start BETWEEN '2026-03-03' AND '2026-03-17') AS today FROM plannings`);
    expect(range?.first.localeCompare('2026-01-06')).toBeGreaterThan(0);
    expect(range?.last.localeCompare('2026-05-12')).toBeLessThan(0);
    // Most plannings sit around today.
    expect(range?.today).toBeGreaterThan(300);
  });

  it('creates the six demo accounts with their roles, flags and password', async () => {
    const users = await seeded.db.selectFrom('users').selectAll().where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email)).execute();
    expect(users).toHaveLength(6);
    const by = (email: string) => {
      const user = users.find((u) => u.email === email);
      if (user === undefined) throw new Error(`missing ${email}`);
      return { ...user, flags: deriveRoleFlags({ entity: user.entity, roles: JSON.parse(user.roles) as string[], agent_id: user.agent_id }) };
    };
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, by(account.email).password_hash), account.email).toBe(true);
    }
    const admin = by('admin@vigil.test');
    expect([admin.entity, admin.roles, admin.verified, admin.flags.admin]).toEqual(['admin', '["ROLE_ADMIN"]', 1, true]);
    const planner = by('planner@vigil.test');
    expect([planner.entity, planner.roles, planner.verified, planner.flags.planner]).toEqual(['admin', '["ROLE_PLANNER"]', 1, true]);
    const client = by('client@vigil.test');
    expect([client.entity, client.client_id, client.verified, client.flags.client]).toEqual(['client', 1, 1, true]);
    const sub = by('subcontractor@vigil.test');
    expect([sub.entity, sub.roles, sub.subcontractor_id, sub.verified, sub.flags.subcontractor]).toEqual(['subcontractor', '["ROLE_SUBCONTRACTOR"]', 1, 1, true]);
    const fresh = by('new@vigil.test');
    expect([fresh.entity, fresh.client_id, fresh.verified, fresh.first_name]).toEqual(['client', 2, 0, 'Noor']);
    const agent = by('agent@vigil.test');
    expect([agent.entity, agent.roles, agent.subcontractor_id, agent.flags.agent, agent.flags.admin]).toEqual(['subcontractor', '[]', 1, true, false]);
    const agentRow = await seeded.db.selectFrom('agents').selectAll().where('id', '=', agent.agent_id ?? -1).executeTakeFirstOrThrow();
    expect([agentRow.user_id, agentRow.subcontractor_id]).toEqual([agent.id, 1]);

    const accounts = await seeded.db.selectFrom('accounts').selectAll().where('user_id', 'in', [client.id, sub.id]).execute();
    expect(accounts.map((a) => [a.user_id, a.client_id, a.subcontractor_id])).toEqual(
      expect.arrayContaining([[client.id, 1, null], [sub.id, null, 1]]),
    );
    // The demo agent works: it is on shifts, and posted history.
    const [work] = await rows(sql<{ shifts: number; history: number }>`SELECT
      (SELECT COUNT(*) FROM shift_agents WHERE agent_id = ${agent.agent_id}) AS shifts,
      (SELECT COUNT(*) FROM planning_history WHERE agent_id = ${agent.agent_id}) AS history`);
    expect(work?.shifts).toBeGreaterThan(0);
    expect(work?.history).toBeGreaterThan(0);
  });

  it('links every agent user both ways', async () => {
    const broken = await rows(sql<{ id: number }>`SELECT u.id FROM users u LEFT JOIN agents a ON a.id = u.agent_id
      WHERE u.agent_id IS NOT NULL AND (a.user_id IS NOT u.id OR a.subcontractor_id IS NOT u.subcontractor_id)
      UNION ALL SELECT a.id FROM agents a LEFT JOIN users u ON u.id = a.user_id WHERE a.user_id IS NOT NULL AND u.agent_id IS NOT a.id`);
    expect(broken).toEqual([]);
  });

  it('logs exactly one upsert per synced row, parents first', async () => {
    let previousMax = 0;
    for (const entity of SYNC_ENTITIES) {
      const [stats] = await rows(sql<{ rows: number; entries: number; matched: number; minSeq: number; maxSeq: number }>`SELECT
        (SELECT COUNT(*) FROM ${sql.table(entity)}) AS rows,
        (SELECT COUNT(*) FROM change_log WHERE entity = ${entity}) AS entries,
        (SELECT COUNT(*) FROM change_log c JOIN ${sql.table(entity)} t ON t.id = c.row_id WHERE c.entity = ${entity} AND c.op = 'upsert') AS matched,
        (SELECT MIN(seq) FROM change_log WHERE entity = ${entity}) AS minSeq,
        (SELECT MAX(seq) FROM change_log WHERE entity = ${entity}) AS maxSeq`);
      expect(stats?.rows, entity).toBeGreaterThan(0);
      expect([stats?.entries, stats?.matched], entity).toEqual([stats?.rows, stats?.rows]);
      expect(stats?.minSeq, entity).toBeGreaterThan(previousMax);
      previousMax = stats?.maxSeq ?? 0;
    }
    const [total] = await rows(sql<{ n: number }>`SELECT COUNT(*) AS n FROM change_log`);
    const synced = SYNC_ENTITIES.reduce((sum, e) => sum + (seeded.summary.counts[e] ?? 0), 0);
    expect(total?.n).toBe(synced);
  });

  it('has no dangling foreign keys', async () => {
    expect(await rows(sql`PRAGMA foreign_key_check`)).toEqual([]);
  });

  it('keeps plannings consistent with their request', async () => {
    const bad = await rows(sql<{ id: number }>`SELECT p.id FROM plannings p
      LEFT JOIN requests r ON r.id = p.request_id LEFT JOIN locations l ON l.id = p.location_id
      LEFT JOIN clients c ON c.id = p.client_id LEFT JOIN request_timeslots t ON t.id = p.timeslot_id
      WHERE r.id IS NULL OR l.id IS NULL OR c.id IS NULL OR r.client_id != p.client_id OR r.location_id != p.location_id
        OR l.client_id != p.client_id OR t.request_id != p.request_id OR t.request_type != p.request_type
        OR p.start >= p."end" OR p.number_of_agents NOT BETWEEN 1 AND 6 OR p.currency != 'EUR'
        OR (p.subcontractor_id IS NULL) != (p.contractor_status IS NULL)`);
    expect(bad).toEqual([]);
  });

  it('keeps shifts inside their planning and staffed by the right subcontractor', async () => {
    const outside = await rows(sql<{ id: number }>`SELECT s.id FROM shifts s JOIN plannings p ON p.id = s.planning_id
      WHERE s.start < p.start OR s."end" > p."end" OR s.start >= s."end" OR s.request_id != p.request_id
        OR (p.subcontractor_id IS NOT NULL AND s.subcontractor_id IS NOT p.subcontractor_id)`);
    expect(outside).toEqual([]);
    const strangers = await rows(sql<{ id: number }>`SELECT sa.id FROM shift_agents sa JOIN shifts s ON s.id = sa.shift_id
      JOIN agents a ON a.id = sa.agent_id JOIN plannings p ON p.id = s.planning_id
      WHERE a.subcontractor_id IS NOT s.subcontractor_id OR a.user_id IS NULL
        OR (p.subcontractor_id IS NOT NULL AND a.subcontractor_id != p.subcontractor_id)`);
    expect(strangers).toEqual([]);
  });

  it('keeps history on shifts that began, by their own agents, never in the future', async () => {
    const bad = await rows(sql<{ id: number }>`SELECT h.id FROM planning_history h
      JOIN plannings p ON p.id = h.planning_id JOIN shifts s ON s.id = h.shift_id JOIN shift_agents sa ON sa.id = h.agent_shift_id
      WHERE p.status NOT IN ('started', 'ended', 'finished', 'archived') OR s.planning_id != p.id OR sa.shift_id != s.id
        OR sa.agent_id != h.agent_id OR h.created_at > ${NOW_TEXT} OR h.created_at < datetime(s.start, '-10 minutes')
        OR (h.status = 'break' AND h.break_reason IS NULL)`);
    expect(bad).toEqual([]);
    const statuses = await rows(sql<{ status: string }>`SELECT DISTINCT status FROM planning_history`);
    expect(statuses.map((r) => r.status).sort()).toEqual(['break', 'cost', 'ended', 'image', 'note', 'started']);
  });

  it('writes well-formed requests and timeslots', async () => {
    const requests = await seeded.db.selectFrom('requests').select(['identifier', 'status']).execute();
    for (const r of requests) expect(r.identifier).toMatch(/^REQ-\d{4}-\d{6}$/);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pending', 'confirmed', 'cancelled']));
    const slots = await seeded.db.selectFrom('request_timeslots').select(['timeslots', 'continuous']).execute();
    for (const slot of slots) {
      const days = JSON.parse(slot.timeslots) as unknown[];
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(timeslotDaySchema.parse(day)).toBeTruthy();
    }
    expect(new Set(slots.map((s) => s.continuous))).toEqual(new Set([0, 1]));
  });

  it('gives every request a channel named after it, with members and messages', async () => {
    const bad = await rows(sql<{ id: number }>`SELECT c.id FROM channels c JOIN requests r ON r.id = c.request_id
      JOIN clients cl ON cl.id = r.client_id LEFT JOIN channel_requests cr ON cr.channel_id = c.id AND cr.request_id = r.id
      WHERE c.name != r.identifier || ' ' || cl.name OR cr.channel_id IS NULL
        OR (c.last_message_id IS NOT NULL AND c.last_message_id != (SELECT MAX(id) FROM messages m WHERE m.channel_id = c.id))`);
    expect(bad).toEqual([]);
    const [counts] = await rows(sql<{ requests: number; channels: number; outsiders: number; selfStatus: number; future: number }>`SELECT
      (SELECT COUNT(*) FROM requests) AS requests, (SELECT COUNT(*) FROM channels) AS channels,
      (SELECT COUNT(*) FROM messages m WHERE m.user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM channel_groups g WHERE g.channel_id = m.channel_id AND g.user_id = m.user_id)) AS outsiders,
      (SELECT COUNT(*) FROM message_status s JOIN messages m ON m.id = s.message_id WHERE s.user_id = m.user_id) AS selfStatus,
      (SELECT COUNT(*) FROM messages WHERE created_at > ${NOW_TEXT}) AS future`);
    expect(counts?.channels).toBe(counts?.requests);
    expect([counts?.outsiders, counts?.selfStatus, counts?.future]).toEqual([0, 0, 0]);
    const [admin] = await rows(sql<{ unread: number; notifications: number }>`SELECT
      (SELECT COUNT(*) FROM message_status WHERE user_id = 1 AND status = 0) AS unread,
      (SELECT COUNT(*) FROM notifications WHERE user_id = 1) AS notifications`);
    expect(admin?.unread).toBeGreaterThan(0);
    expect(admin?.notifications).toBeGreaterThan(0);
  });

  it('numbers the staff notifications in the order they happened, as a server writes them (the centre lists newest id first)', async () => {
    const notes = await seeded.db.selectFrom('notifications').select(['id', 'created_at']).where('user_id', '=', 1).where('kind', 'like', 'request-%').orderBy('id').execute();
    expect(notes.length).toBeGreaterThan(10);
    const times = notes.map((n) => n.created_at);
    expect(times).toEqual([...times].sort());
  });
});
