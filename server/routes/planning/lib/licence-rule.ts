/**
 * Issue 15: an agent whose licence has expired, or expires before the shift ends, is not
 * assigned to it (422 naming the agent and the licence). The rule is the one the shift form
 * shows (src-sync/protocol/directory/licence-validity.ts); the server checks it with today's date
 * and every licence it has, whatever the device knew.
 */
import { blockingLicence, utcDay } from '../../../../src-sync/protocol/directory/licence-validity.js';
import { unprocessable } from '../../../lib/http-errors.js';
import type { Executor } from '../../../sync/change-log.js';

export async function assertLicencesValid(db: Executor, agentIds: readonly number[], shiftEnd: string, path = 'agents'): Promise<void> {
  if (agentIds.length === 0) return;
  const licences = await db.selectFrom('licenses').select(['id', 'agent_id', 'type', 'number', 'expires_at']).where('agent_id', 'in', [...agentIds]).execute();
  const today = utcDay(Date.now());
  for (const agentId of agentIds) {
    const block = blockingLicence(licences.filter((licence) => licence.agent_id === agentId), shiftEnd, today);
    if (block === null) continue;
    const agent = await db.selectFrom('agents').select(['first_name', 'last_name']).where('id', '=', agentId).executeTakeFirst();
    const name = agent ? `${agent.first_name} ${agent.last_name}` : `Agent ${agentId}`;
    const when = block.reason === 'expired' ? `expired on ${block.lastDay}` : `is valid only until ${block.lastDay}, before the shift ends`;
    const message = `${name}'s licence ${block.licence.type} ${block.licence.number} ${when}.`;
    throw unprocessable(message, [{ path, message: `agent ${agentId}: licence ${block.licence.number} ${when}` }]);
  }
}
