/** PUT /api/planning/{id}/cancel (admin): status cancelled through the state machine, then a
 * notice to the client organisation's users. Cancelling an already cancelled planning changes
 * nothing and mails nobody again. The answer (stored with the write, so a retry replays it) says
 * how many users the notice is addressed to. With `base_version`, a status changed by someone
 * else since is a conflict (409). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, assertPossible } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { loadPlanning } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertNoConflict } from '../../../writes/write-conflicts.js';
import { planningActionSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { buildCancelNotice, sendCancelNotice, type CancelNotice } from './cancel-notice-mail.js';
import { clientUsers, notify } from '../../requests/lib/request-notifications.js';
import { loadRequest } from '../../requests/lib/load-request.js';

export function registerCancelPlanning(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/:id/cancel', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    assertMay(user, 'planning.cancel', {});
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(planningActionSchema, request.body ?? {});
    const { result: notice, answer } = await runWrite(ctx, request, async (trx, changes): Promise<CancelNotice | null> => {
      const planning = await loadPlanning(trx, id);
      if (planning.status === 'cancelled') return null;
      await assertNoConflict(trx, { entity: 'plannings', id, baseVersion: body.base_version, fields: ['status'], writer: changes.writer });
      assertPossible('planning.cancel', { planning });
      await changes.before('plannings', [id]);
      await trx.updateTable('plannings').set({ status: 'cancelled', updated_at: utcNow() }).where('id', '=', id).execute();
      // Besides the mail, the notification centre of the client's users.
      const order = await loadRequest(trx, planning.request_id);
      const notice = { kind: 'planning-cancelled' as const, request: order, actor: currentUser(request).user, planningId: id };
      await notify(trx, changes, await clientUsers(trx, planning.client_id), notice);
      return buildCancelNotice(trx, id);
    }, async (trx, notice) => ({ status: 200, body: { data: (await serializeRows(trx, 'plannings', [id]))[0], notified: notice?.recipients.length ?? 0 } }));
    // The cancellation is committed whatever happens to the mail; a failed send is logged.
    if (notice) await sendCancelNotice(ctx, notice, (error, to) => request.log.error({ err: error, to }, 'cancel notice not sent'));
    return sendAnswer(reply, answer);
  });
}
