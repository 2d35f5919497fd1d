/** PUT /api/planning/{id}/cancel-forward (admin): takes the planning back from its
 * subcontractor and removes its shifts (spec: "All shifts will be removed from this planning").
 * The subcontractor's users receive deletes for the planning, shifts and history. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, assertPossible } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { historyIdsOf, loadPlanning, shiftIdsOfPlannings } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { removeShifts } from '../lib/remove-shifts.js';
import { runWrite } from '../lib/run-write.js';

export function registerCancelForward(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/:id/cancel-forward', { preHandler: requireUser(ctx) }, async (request, reply) => {
    assertMay(currentUser(request), 'planning.cancel-forward', {});
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { result: shiftIds } = await runWrite(ctx, request, async (trx, changes) => {
      const planning = await loadPlanning(trx, id);
      assertPossible('planning.cancel-forward', { planning });
      const shifts = await shiftIdsOfPlannings(trx, [id]);
      await changes.before('plannings', [id]);
      await changes.before('planning_history', await historyIdsOf(trx, 'planning_id', [id]));
      await removeShifts(trx, changes, shifts);
      await trx
        .updateTable('plannings')
        .set({ subcontractor_id: null, contractor_status: null, updated_at: utcNow() })
        .where('id', '=', id)
        .execute();
      return shifts;
    });
    const [row] = await serializeRows(ctx.db, 'plannings', [id]);
    return reply.send({ data: row, deleted: { shifts: shiftIds } });
  });
}
