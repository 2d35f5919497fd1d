/** PUT /api/shifts/{id}: anyone on the planning; only an admin may choose the subcontractor.
 * Only the fields sent change. Agents change as set operations (`agents_added`,
 * `agents_removed`: an agent someone else added meanwhile stays) or, with the spec's generic
 * `agents`, as a whole new set. With `base_version`, a time or subcontractor changed by someone
 * else since is a conflict (409); agents never conflict. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertAllowed, assertMay } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { SHIFT_END_NOT_VALID, shiftUpdateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { historyIdsOf, loadPlanning, loadShift } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { markScheduleChanged } from '../../../field/schedule-changes.js';
import { assertNoConflict } from '../../../writes/write-conflicts.js';
import { assertLicencesValid } from '../lib/licence-rule.js';
import {
  agentSetChange, applyAgentSetChange, assertAgents, assertShiftTimes, assertSubcontractorExists, assignedAgentIds, joinShiftWorkers,
} from '../lib/shift-rules.js';

const CONFLICT_FIELDS = ['start', 'end', 'subcontractor_id'] as const;

export function registerUpdateShift(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/shifts/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(shiftUpdateSchema, request.body);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const shift = await loadShift(trx, id);
      const planning = await loadPlanning(trx, shift.planning_id);
      const assigned = await assignedAgentIds(trx, shift.id);
      // Who may first: a stranger learns nothing of the shift from what its body gets wrong.
      assertAllowed(user, 'shift.update', { planning, shift: { agent_ids: [...assigned] } });
      // A shift never moves: its agents' history would end up on another planning.
      if (body.planning_id !== undefined && body.planning_id !== shift.planning_id) {
        throw unprocessable('A shift cannot move to another planning.', [{ path: 'planning_id', message: 'not this shift’s planning' }]);
      }
      if (body.request_id !== undefined && body.request_id !== shift.request_id) {
        throw unprocessable('A shift cannot move to another request.', [{ path: 'request_id', message: 'not this shift’s request' }]);
      }
      await assertNoConflict(trx, { entity: 'shifts', id, baseVersion: body.base_version, fields: CONFLICT_FIELDS.filter((f) => body[f] !== undefined), writer: changes.writer });
      const start = body.start ?? shift.start;
      const end = body.end ?? shift.end;
      if (end <= start) throw unprocessable('The end must be after the start.', [{ path: body.end !== undefined ? 'end' : 'start', message: SHIFT_END_NOT_VALID }]);
      assertShiftTimes(start, planning);
      if (body.subcontractor_id !== undefined && body.subcontractor_id !== shift.subcontractor_id) assertMay(user, 'shift.choose-subcontractor', {});
      await assertSubcontractorExists(trx, body.subcontractor_id);
      const agents = agentSetChange(assigned, body);
      await assertAgents(trx, user, agents.added, assigned);
      await assertLicencesValid(trx, agents.added, end, body.agents === undefined ? 'agents_added' : 'agents');

      await changes.before('shifts', [shift.id]);
      if (agents.added.length > 0 || agents.removed.length > 0) {
        // Agents joining or leaving the shift gain or lose the planning and the shift's history.
        await changes.before('plannings', [planning.id]);
        await changes.before('planning_history', await historyIdsOf(trx, 'shift_id', [shift.id]));
      }
      await trx
        .updateTable('shifts')
        .set({ start, end, ...(body.subcontractor_id === undefined ? {} : { subcontractor_id: body.subcontractor_id }), updated_at: utcNow() })
        .where('id', '=', shift.id)
        .execute();
      await applyAgentSetChange(trx, shift.id, agents);
      const newSubcontractor = body.subcontractor_id !== undefined && body.subcontractor_id !== shift.subcontractor_id ? body.subcontractor_id : null;
      await joinShiftWorkers(trx, changes, shift.request_id, agents.added, newSubcontractor, user.id);
      // New times: every agent already on the shift is asked to acknowledge them (field view).
      if (start !== shift.start || end !== shift.end) await markScheduleChanged(trx, shift.id, agents.added);
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'shifts', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
