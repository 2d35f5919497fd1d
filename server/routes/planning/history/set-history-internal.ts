/**
 * PUT /api/planning/history/{id}/internal {internal}: staff only (the permission table's
 * `history.mark-internal`, checked first: nobody else learns whether the entry exists). The
 * entry's audience is captured before the change, so marking it internal reaches the client's
 * devices as a delete and unmarking as an upsert (the `{ previous }` scope contract of
 * server/sync/change-scope.ts). Setting what is already set changes and records nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { historyInternalSchema } from '../../../../src-sync/protocol/history-internal.js';
import { loadHistory } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';

export function registerSetHistoryInternal(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/history/:id/internal', { preHandler: requireUser(ctx) }, async (request, reply) => {
    assertMay(currentUser(request), 'history.mark-internal', {});
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(historyInternalSchema, request.body);
    const internal = body.internal ? 1 : 0;
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const entry = await loadHistory(trx, id);
      if (entry.internal === internal) return;
      await changes.before('planning_history', [id]);
      await trx.updateTable('planning_history').set({ internal, updated_at: utcNow() }).where('id', '=', id).execute();
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'planning_history', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
