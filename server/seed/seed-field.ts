/**
 * The team map's demo data: each staffed agent's last position is where its latest Start was
 * recorded (its site, a few metres off, deterministically), and the demo company's history has
 * one SOS, long acknowledged by the admin. Never an open SOS: it would ring and escalate on every
 * fresh start. Set-based SQL over what the generator wrote, portable to PostgreSQL.
 */
import { sql } from 'kysely';
import type { Executor } from './bulk-writer.js';

export async function seedField(db: Executor, adminUserId: number): Promise<{ agent_positions: number; sos_alerts: number }> {
  await sql`INSERT INTO agent_positions (id, latitude, longitude, accuracy, recorded_at, received_at, updated_at)
    SELECT h.agent_id, l.latitude + ((h.agent_id % 7) - 3) * 0.0002, l.longitude + ((h.agent_id % 5) - 2) * 0.0002,
      8 + (h.agent_id % 20), h.created_at, h.created_at, h.created_at
    FROM planning_history h
    JOIN plannings p ON p.id = h.planning_id
    JOIN locations l ON l.id = p.location_id
    WHERE h.id IN (SELECT MAX(id) FROM planning_history WHERE status = 'started' AND agent_id IS NOT NULL GROUP BY agent_id)
      AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
    ORDER BY h.agent_id`.execute(db);
  await sql`INSERT INTO sos_alerts (agent_id, user_id, planning_id, shift_id, latitude, longitude, accuracy, raised_at, received_at,
      escalated_at, acknowledged_at, acknowledged_by, temp_id, updated_at)
    SELECT h.agent_id, a.user_id, h.planning_id, h.shift_id, pos.latitude, pos.longitude, pos.accuracy, h.created_at, h.created_at,
      NULL, h.created_at, ${adminUserId}, NULL, h.created_at
    FROM planning_history h
    JOIN agents a ON a.id = h.agent_id
    JOIN agent_positions pos ON pos.id = h.agent_id
    WHERE h.id = (SELECT MIN(h2.id) FROM planning_history h2 JOIN agent_positions p2 ON p2.id = h2.agent_id WHERE h2.status = 'started')`.execute(db);
  const count = async (table: 'agent_positions' | 'sos_alerts') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { agent_positions: await count('agent_positions'), sos_alerts: await count('sos_alerts') };
}
