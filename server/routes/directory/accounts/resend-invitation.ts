/**
 * POST /api/accounts/{id}/invitation (whoever may invite: admins): mails an invitation nobody
 * accepted again, with a new one-use 24-hour link; the link mailed before stops working, so only
 * the newest opens the account. The invitee's link had expired after a day and nothing could
 * send another. A user who has set a password is no invitee any more (422 on `verified`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { createPasswordReset } from '../../../auth/password-resets.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { idParams } from '../../lists/register-collection.js';
import { mailInvitation } from './invitation-mail.js';
import { loadAccount } from './load-account.js';

export const INVITATION_ACCEPTED = 'This user has already set a password: there is no invitation to send.';

export function registerResendInvitation(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/accounts/:id/invitation', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const made = await ctx.db.transaction().execute(async (trx) => {
      const account = await loadAccount(trx, request, id);
      assertMay(admin, 'account.invite', { owner: { client_id: account.client_id, subcontractor_id: account.subcontractor_id } });
      if (account.verified !== 0) throw unprocessable(INVITATION_ACCEPTED, [{ path: 'verified', message: 'the invitation was accepted' }]);
      // Earlier links go: only the one mailed now opens the account.
      await trx.deleteFrom('password_resets').where('user_id', '=', account.user_id).execute();
      const token = await createPasswordReset(trx, account.user_id);
      const user = await trx.selectFrom('users').select(['email', 'first_name', 'language']).where('id', '=', account.user_id).executeTakeFirstOrThrow();
      return { user, token };
    });
    await mailInvitation(ctx, request, made.user, made.token);
    return reply.status(200).send({ data: { sent_to: made.user.email } });
  });
}
