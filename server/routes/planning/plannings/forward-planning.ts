/**
 * POST /api/planning/forward (admin): hands plannings to subcontractors. Each planning gets the
 * subcontractor and contractor_status 'pending' (awaiting the subcontractor's answer);
 * `remove_shifts` deletes the planning's shifts first (the previous subcontractor's agents).
 * The previous subcontractor loses the planning, its shifts and history: every such row is
 * registered before the change, so the feed delivers deletes to them. The subcontractor's users
 * join the request's chat group, which records the forward (server/chat/request-groups.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { assertMay, assertPossible } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { planningForwardSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { historyIdsOf, loadPlanningRef, shiftIdsOfPlannings } from '../lib/load-rows.js';
import { removeShifts } from '../lib/remove-shifts.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertSubcontractorExists } from '../lib/shift-rules.js';
import { joinRequestGroup, postRequestEvent, subcontractorUsers } from '../../../chat/request-groups.js';

export function registerForwardPlanning(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/planning/forward', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    assertMay(user, 'planning.forward', {});
    const body = parseBody(planningForwardSchema, request.body);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const planningIds: number[] = [];
      /** `request:subcontractor` pairs, in the body's order: each is posted and joined once. */
      const handovers = new Map<string, { requestId: number; subcontractorId: number }>();
      for (const [index, item] of body.forwarded.entries()) {
        const planning = await loadPlanningRef(trx, item.planning_id, `forwarded.${index}.planning_id`);
        assertPossible('planning.forward', { planning });
        await assertSubcontractorExists(trx, item.subcontractor_id, `forwarded.${index}.subcontractor_id`);
        planningIds.push(planning.id);
        if (planning.subcontractor_id !== item.subcontractor_id) handovers.set(`${planning.request_id}:${item.subcontractor_id}`, { requestId: planning.request_id, subcontractorId: item.subcontractor_id });
      }
      const shiftIds = await shiftIdsOfPlannings(trx, planningIds);
      await changes.before('plannings', planningIds);
      await changes.before('shifts', shiftIds);
      await changes.before('planning_history', await historyIdsOf(trx, 'planning_id', planningIds));
      if (body.remove_shifts) await removeShifts(trx, changes, shiftIds);
      const now = utcNow();
      for (const item of body.forwarded) {
        await trx
          .updateTable('plannings')
          .set({ subcontractor_id: item.subcontractor_id, contractor_status: 'pending', updated_at: now })
          .where('id', '=', item.planning_id)
          .execute();
      }
      for (const { requestId, subcontractorId } of handovers.values()) {
        const sub = await trx.selectFrom('subcontractors').select('company_name').where('id', '=', subcontractorId).executeTakeFirstOrThrow();
        await postRequestEvent(trx, changes, requestId, { key: 'request-forwarded', params: { subcontractor: sub.company_name } }, user.id);
        await joinRequestGroup(trx, changes, requestId, await subcontractorUsers(trx, [subcontractorId]), user.id);
      }
      return { planningIds, removedShifts: body.remove_shifts ? shiftIds : [] };
    }, async (trx, result) => ({ status: 200, body: { data: await serializeRows(trx, 'plannings', result.planningIds), deleted: { shifts: result.removedShifts } } }));
    return sendAnswer(reply, answer);
  });
}
