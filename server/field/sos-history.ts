/** The SOS loop in the planning's history: an 'sos' entry when raised, a 'safe' entry when
 * acknowledged, each about the agent, on the shift the SOS belongs to. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { ChangeTracker } from '../writes/change-tracker.js';

export interface SosHistoryEntry {
  status: 'sos' | 'safe';
  agentId: number;
  shift: { id: number; planning_id: number; request_id: number; agent_shift_id: number | null };
  createdAt: string;
  receivedAt: string;
  note: string | null;
  fix: { latitude: number | null; longitude: number | null; accuracy: number | null };
}

export async function addSosHistory(trx: Transaction<Database>, changes: ChangeTracker, entry: SosHistoryEntry): Promise<void> {
  const row = await trx
    .insertInto('planning_history')
    .values({
      planning_id: entry.shift.planning_id,
      request_id: entry.shift.request_id,
      shift_id: entry.shift.id,
      agent_id: entry.agentId,
      agent_shift_id: entry.shift.agent_shift_id,
      status: entry.status,
      created_at: entry.createdAt,
      break_finished_at: null,
      break_reason: null,
      note: entry.note,
      cost: null,
      image: null,
      updated_at: entry.receivedAt,
      temp_id: null,
      received_at: entry.receivedAt,
      latitude: entry.fix.latitude,
      longitude: entry.fix.longitude,
      accuracy: entry.fix.accuracy,
      fence: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  changes.created('planning_history', [row.id]);
}
