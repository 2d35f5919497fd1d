/** DELETE /api/shifts/{id}: admin, or the subcontractor the planning is forwarded to. The agents
 * are unassigned (spec: "All agents will be unassigned from this shift"); history entries stay
 * on the planning, detached from the shift. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { parseInput } from '../../../lib/validate.js';
import { assertAllowed } from '../../../policies/planning-actions.js';
import { loadPlanning, loadShift } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { removeShifts } from '../lib/remove-shifts.js';

export function registerDeleteShift(app: FastifyInstance, ctx: AppContext): void {
  app.delete('/api/shifts/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const shift = await loadShift(trx, id);
      const planning = await loadPlanning(trx, shift.planning_id);
      assertAllowed(user, 'shift.delete', { planning });
      await changes.before('plannings', [planning.id]);
      await removeShifts(trx, changes, [shift.id]);
    }, () => Promise.resolve({ status: 200, body: { data: null, deleted: { shifts: [id] } } }));
    return sendAnswer(reply, answer);
  });
}
