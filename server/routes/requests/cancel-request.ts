/**
 * PUT /api/requests/{id}/cancel: the client withdraws its pending order (or an admin does,
 * `request.cancel`). The request becomes cancelled (the state machine: only from pending) and its
 * pending plannings cancelled with it; staff and the client's users are notified. Cancelling a
 * cancelled request changes nothing and notifies nobody again. With `base_version`, a status
 * changed by someone else since (staff confirmed it meanwhile) is a conflict (409).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { assertAllowed } from '../../policies/planning-actions.js';
import { canTransition, planningStatusSchema } from '../../../src-sync/protocol/planning-status.js';
import { idParamsSchema } from '../planning/lib/params.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { parseBody } from '../../writes/parse-body.js';
import { assertNoConflict } from '../../writes/write-conflicts.js';
import { requestActionSchema } from '../../../src-sync/protocol/request-changes.js';
import { loadRequest } from './lib/load-request.js';
import { clientUsers, notify, staffUsers } from './lib/request-notifications.js';
import { requestAnswer } from './lib/request-answer.js';
import { postRequestEvent } from '../../chat/request-groups.js';

export function registerCancelRequest(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/requests/:id/cancel', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(requestActionSchema, request.body ?? {});
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const current = await loadRequest(trx, id);
      if (current.status === 'cancelled') {
        assertAllowed(user, 'request.read', { request: current });
        return;
      }
      await assertNoConflict(trx, { entity: 'requests', id, baseVersion: body.base_version, fields: ['status'], writer: changes.writer });
      assertAllowed(user, 'request.cancel', { request: current });
      const plannings = await trx.selectFrom('plannings').select(['id', 'status']).where('request_id', '=', id).execute();
      const moving = plannings.filter((p) => {
        const from = planningStatusSchema.safeParse(p.status);
        return from.success && from.data !== 'cancelled' && canTransition(from.data, 'cancelled');
      });
      const now = utcNow();
      await changes.before('requests', [id]);
      await trx.updateTable('requests').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).execute();
      if (moving.length > 0) {
        await changes.before('plannings', moving.map((p) => p.id));
        await trx.updateTable('plannings').set({ status: 'cancelled', updated_at: now }).where('id', 'in', moving.map((p) => p.id)).execute();
      }
      const notice = { kind: 'request-cancelled' as const, request: { id, identifier: current.identifier, client_id: current.client_id }, actor: user.user };
      await notify(trx, changes, [...(await staffUsers(trx)), ...(await clientUsers(trx, current.client_id))], notice);
      await postRequestEvent(trx, changes, id, { key: 'request-status', params: { status: 'cancelled' } }, user.id);
    }, (trx, _result, recorded) => requestAnswer(trx, id, recorded, 200));
    return sendAnswer(reply, answer);
  });
}
