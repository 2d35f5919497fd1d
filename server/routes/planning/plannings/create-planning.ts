/** POST /api/planning (admin): a planning for an existing request. Client, branch and location
 * come from the request, so a planning can never be filed under another organisation. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { planningCreateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../../writes/created-once.js';

export function registerCreatePlanning(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/planning', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseBody(planningCreateSchema, request.body);
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user, entity: 'plannings', tempId: body.tempId }, async () => {
      assertMay(user, 'planning.create', {});
      const parent = await trx.selectFrom('requests').selectAll().where('id', '=', body.request_id).executeTakeFirst();
      if (!parent) throw unprocessable('No such request.', [{ path: 'request_id', message: 'no such request' }]);
      if (body.timeslot_id !== undefined && body.timeslot_id !== null) {
        const slot = await trx.selectFrom('request_timeslots').select('request_id').where('id', '=', body.timeslot_id).executeTakeFirst();
        if (!slot || slot.request_id !== parent.id) {
          throw unprocessable('The timeslot is not part of this request.', [{ path: 'timeslot_id', message: 'not a timeslot of this request' }]);
        }
      }
      const now = utcNow();
      const row = await trx
        .insertInto('plannings')
        .values({
          request_id: parent.id,
          timeslot_id: body.timeslot_id ?? null,
          request_type: body.request_type,
          status: 'pending',
          client_id: parent.client_id,
          branch_id: parent.branch_id,
          location_id: parent.location_id,
          start: body.start,
          end: body.end,
          number_of_agents: body.number_of_agents ?? 1,
          description: body.description ?? null,
          po_number: body.po_number === undefined ? parent.po_number : body.po_number,
          currency: 'EUR',
          temp_id: body.tempId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.created('plannings', [row.id]);
      return row.id;
    }), (trx, created) => createdAnswer(trx, 'plannings', created));
    return sendAnswer(reply, answer);
  });
}
