/** GET /api/planning/{id}/related: the other plannings of the same request (the forward form's
 * extra slots), only those the caller may see. A planning the caller cannot see is a 404. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseInput } from '../../../lib/validate.js';
import { canSeePlanning, visiblePlanningFilter } from '../../../policies/index.js';
import { serializeRows } from '../../../serialize/index.js';
import { idParamsSchema } from '../lib/params.js';

export function registerRelatedPlannings(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/planning/:id/related', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    if (!(await canSeePlanning(ctx.db, user, id))) throw notFound('Planning');
    const planning = await ctx.db.selectFrom('plannings').select('request_id').where('id', '=', id).executeTakeFirstOrThrow();
    let query = ctx.db
      .selectFrom('plannings')
      .select('id')
      .where('request_id', '=', planning.request_id)
      .where('id', '!=', id)
      .orderBy('start')
      .orderBy('id');
    const filter = visiblePlanningFilter(user);
    if (filter) query = query.where(filter);
    const ids = (await query.execute()).map((r) => r.id);
    return reply.send({ data: await serializeRows(ctx.db, 'plannings', ids, { visibleTo: user }) });
  });
}
