/**
 * PUT /api/agent/shift/{id}/acknowledge: the agent has seen its shift's changed times. Only an
 * agent on the shift; the planner's copy of the shift then shows who acknowledged and who has not.
 * Acknowledging what needs no acknowledgement changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { clockOf, utcAt } from '../../lib/clock.js';
import { parseInput } from '../../lib/validate.js';
import { assertMay, shiftAgentIds } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { loadShift } from '../planning/lib/load-rows.js';
import { idParamsSchema } from '../planning/lib/params.js';
import { shiftAcknowledgeSchema } from '../../../src-sync/protocol/field/field-writes.js';

export function registerAcknowledgeShift(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/agent/shift/:id/acknowledge', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    parseBody(shiftAcknowledgeSchema, request.body ?? {});
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const shift = await loadShift(trx, id);
      assertMay(user, 'shift.acknowledge-change', { shift: { agent_ids: await shiftAgentIds(trx, shift.id) } });
      const agentId = user.user.agent_id ?? 0;
      const assignment = await trx.selectFrom('shift_agents').select('change_pending').where('shift_id', '=', id).where('agent_id', '=', agentId).executeTakeFirst();
      if (!assignment || assignment.change_pending === 0) return;
      await changes.before('shifts', [id]);
      await trx.updateTable('shift_agents').set({ change_pending: 0, acknowledged_at: utcAt(clockOf(ctx)) }).where('shift_id', '=', id).where('agent_id', '=', agentId).execute();
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'shifts', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
