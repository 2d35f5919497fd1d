/** DELETE /api/planning with {planning_id: [...]} (admin): plannings with their shifts and
 * history ("All shifts will be removed from this planning"). Ids already gone are skipped, so a
 * delete that raced another admin's still succeeds; `deleted` lists what was removed. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { planningDeleteSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { removeHistoryImages } from '../lib/history-images.js';
import { historyIdsOf, shiftIdsOfPlannings } from '../lib/load-rows.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';

export function registerDeletePlannings(app: FastifyInstance, ctx: AppContext): void {
  app.delete('/api/planning', { preHandler: requireUser(ctx) }, async (request, reply) => {
    assertMay(currentUser(request), 'planning.delete', {});
    const body = parseBody(planningDeleteSchema, request.body);
    const { result, answer } = await runWrite(ctx, request, async (trx, changes) => {
      const existing = await trx.selectFrom('plannings').select('id').where('id', 'in', body.planning_id).execute();
      const ids = existing.map((r) => r.id);
      if (ids.length === 0) return { plannings: [], shifts: [], planning_history: [], images: [] };
      const shiftIds = await shiftIdsOfPlannings(trx, ids);
      const historyIds = await historyIdsOf(trx, 'planning_id', ids);
      const images = await trx
        .selectFrom('planning_history')
        .select(['request_id', 'image'])
        .where('planning_id', 'in', ids)
        .where('image', 'is not', null)
        .execute();
      await changes.before('plannings', ids);
      await changes.before('shifts', shiftIds);
      await changes.before('planning_history', historyIds);
      await trx.deleteFrom('planning_history').where('planning_id', 'in', ids).execute();
      if (shiftIds.length > 0) await trx.deleteFrom('shift_agents').where('shift_id', 'in', shiftIds).execute();
      await trx.deleteFrom('shifts').where('planning_id', 'in', ids).execute();
      await trx.deleteFrom('plannings').where('id', 'in', ids).execute();
      return { plannings: ids, shifts: shiftIds, planning_history: historyIds, images };
    }, (_trx, { images: _images, ...deleted }) => Promise.resolve({ status: 200, body: { data: null, deleted } }));
    await removeHistoryImages(ctx, request.log, result.images);
    return sendAnswer(reply, answer);
  });
}
