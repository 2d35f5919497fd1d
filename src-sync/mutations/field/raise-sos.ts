/**
 * Raises an SOS (POST /api/agent/sos) once the phone's countdown ran out. The alert shows on the
 * agent's own screen at once (optimistic row) and goes out through the outbox: at once when
 * online, the moment the network is back otherwise, exactly once either way.
 */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { nextTempId } from '../../outbox/temp-ids.js';
import { newUuid } from '../../outbox/uuid.js';
import { sosRaiseSchema, type SosRaiseBody } from '../../protocol/field/field-writes.js';
import type { SosAlertRow } from '../../protocol/field/field-rows.js';
import { parseInput, utcNow } from '../mutation-input.js';

export interface SosRaiser {
  agentId: number;
  subcontractorId: number | null;
  firstName: string;
  lastName: string;
}

export async function raiseSos(local: LocalDb, who: SosRaiser, input: Omit<SosRaiseBody, 'tempId'>): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(sosRaiseSchema, input);
  return runMutation(db, async () => {
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    const row: SosAlertRow = {
      id,
      agent_id: who.agentId,
      subcontractor_id: who.subcontractorId,
      planning_id: null,
      shift_id: body.shift_id ?? null,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      accuracy: body.accuracy ?? null,
      raised_at: body.raised_at,
      // The server's receive time replaces this with the answer.
      received_at: body.raised_at,
      escalated_at: null,
      acknowledged_at: null,
      acknowledged_by: null,
      agent: { first_name: who.firstName, last_name: who.lastName },
      updated_at: utcNow(),
      tempId: tempKey,
    };
    return {
      op: 'raise-sos',
      entity: 'sos_alerts',
      recordId: id,
      method: 'POST',
      path: '/api/agent/sos',
      targetId: null,
      body: { ...body, tempId: tempKey },
      effects: [{ table: 'sos_alerts', id, kind: 'put', row }],
      tempId: id,
      tempKey,
    };
  });
}
