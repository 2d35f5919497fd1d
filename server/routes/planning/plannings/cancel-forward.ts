/** PUT /api/planning/{id}/cancel-forward (admin): takes the planning back from its
 * subcontractor and removes its shifts (spec: "All shifts will be removed from this planning").
 * The subcontractor's users receive deletes for the planning, shifts and history. With
 * `base_version`, a subcontractor changed by someone else since is a conflict (409). */
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
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertNoConflict } from '../../../writes/write-conflicts.js';
import { planningActionSchema } from '../../../../src-sync/protocol/planning-writes.js';

export function registerCancelForward(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/:id/cancel-forward', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    assertMay(user, 'planning.cancel-forward', {});
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(planningActionSchema, request.body ?? {});
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const planning = await loadPlanning(trx, id);
      assertPossible('planning.cancel-forward', { planning });
      await assertNoConflict(trx, { entity: 'plannings', id, baseVersion: body.base_version, fields: ['subcontractor_id'], writer: changes.writer });
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
    }, async (trx, shiftIds) => ({ status: 200, body: { data: (await serializeRows(trx, 'plannings', [id]))[0], deleted: { shifts: shiftIds } } }));
    return sendAnswer(reply, answer);
  });
}
