/**
 * POST /api/requests/{id}/review (admin only): the confirm-planning step (spec sections 2 and 4,
 * DESIGN.md section 1). Body and rules: src-sync/protocol/request-review.ts. One transaction with
 * its change-log entries; the `changes` event goes out after the commit (runWrite). Answers the
 * request row with the timeslots and plannings it changed under `related`.
 *
 * Errors: 403 for anyone but an admin (checked first: a non-admin learns nothing about the
 * request), 400 for a malformed body, 404 for an unknown request, 422 when the request is no
 * longer pending or the list is not exactly the request's timeslots.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { parseInput } from '../../lib/validate.js';
import { assertMay } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import { requestReviewSchema } from '../../../src-sync/protocol/request-review.js';
import { parseBody } from '../../writes/parse-body.js';
import { idParamsSchema } from '../planning/lib/params.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { applyReview } from './apply-review.js';
import { clientUsers, notify } from './lib/request-notifications.js';
import { loadRequest } from './lib/load-request.js';
import { postRequestEvent } from '../../chat/request-groups.js';

export function registerReviewRequest(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/requests/:id/review', { preHandler: requireUser(ctx) }, async (request, reply) => {
    assertMay(currentUser(request), 'request.review', {});
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(requestReviewSchema, request.body);
    const user = currentUser(request);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const outcome = await applyReview(trx, changes, id, body);
      // The client learns the answer: confirmed when anything was accepted, else rejected.
      const reviewed = await loadRequest(trx, id);
      const kind = reviewed.status === 'confirmed' ? 'request-confirmed' : 'request-rejected';
      await notify(trx, changes, await clientUsers(trx, reviewed.client_id), { kind, request: reviewed, actor: user.user });
      await postRequestEvent(trx, changes, id, { key: 'request-status', params: { status: reviewed.status } }, user.id);
      return outcome;
    }, async (trx, result) => {
      const [row] = await serializeRows(trx, 'requests', [id]);
      const timeslots = await serializeRows(trx, 'request_timeslots', result.timeslotIds);
      const plannings = await serializeRows(trx, 'plannings', result.planningIds);
      return { status: 200, body: { data: row, related: { request_timeslots: timeslots, plannings } } };
    });
    return sendAnswer(reply, answer);
  });
}
