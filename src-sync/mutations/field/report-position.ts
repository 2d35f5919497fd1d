/** The agent's newest fix (PUT /api/agent/position), sent while an SOS is open and the page is
 * visible, so the team map follows the agent. */
import { writableDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { runMutation, type MutationResult } from '../../outbox/enqueue.js';
import { positionSchema, type PositionBody } from '../../protocol/field/field-writes.js';
import { parseInput } from '../mutation-input.js';

export async function reportPosition(local: LocalDb, agentId: number, input: PositionBody): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(positionSchema, input);
  return runMutation(db, async () => {
    const held = await db.agent_positions.get(agentId);
    const fields = { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy, recorded_at: body.recorded_at };
    return {
      op: 'report-position',
      entity: 'agent_positions',
      recordId: agentId,
      method: 'PUT',
      path: '/api/agent/position',
      targetId: null,
      body,
      // Only a row the device already holds is moved; a first position comes with the answer.
      effects: held ? [{ table: 'agent_positions', id: agentId, kind: 'merge', fields }] : [],
    };
  });
}
