/** PUT /api/planning/history/{id}: anyone on the planning (an agent: its own entries). The status
 * of an existing entry cannot change and image entries cannot be edited (spec section 4): both
 * 422. A break entry may get its break_finished_at. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, shiftAgentIds } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { historyUpdateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { loadHistory, loadPlanning, loadShiftRef } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../lib/id-range.js';
import { runWrite } from '../lib/run-write.js';
import { agentShiftId, assertBreakEnd, assertShiftOfPlanning } from './history-rules.js';

export function registerUpdateHistory(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/history/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(historyUpdateSchema, request.body);
    await runWrite(ctx, request, async (trx, changes) => {
      const entry = await loadHistory(trx, id);
      const planning = await loadPlanning(trx, entry.planning_id);
      // Permission first: someone off the planning learns nothing about the entry.
      assertMay(user, 'history.update', { planning, entry: { agent_id: entry.agent_id, shift_agent_ids: await shiftAgentIds(trx, entry.shift_id) } });
      if (entry.status === 'image') throw unprocessable('Image entries cannot be edited.', [{ path: 'status', message: 'image entries cannot be edited' }]);
      if (body.status !== undefined && body.status !== entry.status) {
        throw unprocessable('The status of an existing entry cannot change.', [{ path: 'status', message: 'cannot change on an existing entry' }]);
      }
      const shift = await loadShiftRef(trx, body.shift_id);
      assertShiftOfPlanning(shift, body, entry.planning_id);
      assertMay(user, 'history.update', { planning, entry: { agent_id: body.agent_id, shift_agent_ids: await shiftAgentIds(trx, shift.id) } });
      const assignment = await agentShiftId(trx, shift.id, body.agent_id);
      assertBreakEnd(entry.status, body.created_at, body.break_finished_at);

      await changes.before('planning_history', [id]);
      await trx
        .updateTable('planning_history')
        .set({
          shift_id: shift.id,
          agent_id: body.agent_id,
          agent_shift_id: assignment,
          created_at: body.created_at,
          ...(body.break_finished_at === undefined ? {} : { break_finished_at: body.break_finished_at }),
          ...(body.break_reason === undefined ? {} : { break_reason: body.break_reason }),
          ...(body.note === undefined ? {} : { note: body.note }),
          ...(body.cost === undefined ? {} : { cost: body.cost }),
          updated_at: utcNow(),
        })
        .where('id', '=', id)
        .execute();
    });
    const [row] = await serializeRows(ctx.db, 'planning_history', [id]);
    return reply.send({ data: row });
  });
}
