/** DELETE /api/planning/history/{id}: anyone on the planning (an agent: its own entries). An
 * image entry's file is removed after the commit. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, shiftAgentIds } from '../../../policies/planning-actions.js';
import { removeHistoryImages } from '../lib/history-images.js';
import { loadHistory, loadPlanning } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';

export function registerDeleteHistory(app: FastifyInstance, ctx: AppContext): void {
  app.delete('/api/planning/history/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { result: entry, answer } = await runWrite(ctx, request, async (trx, changes) => {
      const row = await loadHistory(trx, id);
      const planning = await loadPlanning(trx, row.planning_id);
      assertMay(user, 'history.delete', { planning, entry: { agent_id: row.agent_id, shift_agent_ids: await shiftAgentIds(trx, row.shift_id) } });
      await changes.before('planning_history', [id]);
      await trx.deleteFrom('planning_history').where('id', '=', id).execute();
      return row;
    }, () => Promise.resolve({ status: 200, body: { data: null, deleted: { planning_history: [id] } } }));
    await removeHistoryImages(ctx, request.log, [entry]);
    return sendAnswer(reply, answer);
  });
}
