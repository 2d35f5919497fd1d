/** PUT /api/shifts/{id}: anyone on the planning; only an admin may choose the subcontractor. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertAllowed, assertMay } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { shiftUpdateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { historyIdsOf, loadPlanning, loadShift } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../lib/id-range.js';
import { runWrite } from '../lib/run-write.js';
import {
  assertAgents, assertShiftTimes, assertSubcontractorExists, assignedAgentIds, syncShiftAgents,
} from '../lib/shift-rules.js';

export function registerUpdateShift(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/shifts/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(shiftUpdateSchema, request.body);
    await runWrite(ctx, request, async (trx, changes) => {
      const shift = await loadShift(trx, id);
      // A shift never moves: its agents' history would end up on another planning.
      if (body.planning_id !== undefined && body.planning_id !== shift.planning_id) {
        throw unprocessable('A shift cannot move to another planning.', [{ path: 'planning_id', message: 'not this shift’s planning' }]);
      }
      if (body.request_id !== undefined && body.request_id !== shift.request_id) {
        throw unprocessable('A shift cannot move to another request.', [{ path: 'request_id', message: 'not this shift’s request' }]);
      }
      const planning = await loadPlanning(trx, shift.planning_id);
      const assigned = await assignedAgentIds(trx, shift.id);
      assertAllowed(user, 'shift.update', { planning, shift: { agent_ids: [...assigned] } });
      assertShiftTimes(body.start, planning);
      if (body.subcontractor_id !== undefined && body.subcontractor_id !== shift.subcontractor_id) assertMay(user, 'shift.choose-subcontractor', {});
      await assertSubcontractorExists(trx, body.subcontractor_id);
      if (body.agents !== undefined) await assertAgents(trx, user, body.agents, assigned);

      await changes.before('shifts', [shift.id]);
      const agentsChange = body.agents !== undefined && (body.agents.length !== assigned.size || body.agents.some((a) => !assigned.has(a)));
      if (agentsChange) {
        // Agents joining or leaving the shift gain or lose the planning and the shift's history.
        await changes.before('plannings', [planning.id]);
        await changes.before('planning_history', await historyIdsOf(trx, 'shift_id', [shift.id]));
      }
      await trx
        .updateTable('shifts')
        .set({
          start: body.start,
          end: body.end,
          ...(body.subcontractor_id === undefined ? {} : { subcontractor_id: body.subcontractor_id }),
          updated_at: utcNow(),
        })
        .where('id', '=', shift.id)
        .execute();
      if (agentsChange && body.agents !== undefined) await syncShiftAgents(trx, shift.id, body.agents);
    });
    const [row] = await serializeRows(ctx.db, 'shifts', [id]);
    return reply.send({ data: row });
  });
}
