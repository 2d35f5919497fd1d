/**
 * POST /api/accounts/{id}/invitation (whoever may invite: admins): mails an invitation nobody
 * accepted again, with a new one-use 24-hour link. The invitee's link had expired after a day and
 * nothing could send another. Once the mail has gone, the links mailed before stop working, so
 * only the newest opens the account; a mail that fails is answered 502 and changes nothing (the
 * earlier link, if still valid, keeps working). A user who has set a password is no invitee any
 * more, and a disabled one could not sign in with the link (422 either way).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { createPasswordReset } from '../../../auth/password-resets.js';
import { sha256Hex } from '../../../auth/secret-token.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { HttpError, unprocessable } from '../../../lib/http-errors.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { idParams } from '../../lists/register-collection.js';
import { sendInvitation } from './invitation-mail.js';
import { loadAccount } from './load-account.js';

export const INVITATION_ACCEPTED = 'This user has already set a password: there is no invitation to send.';
export const INVITEE_DISABLED = 'This user is disabled: enable it before sending the invitation again.';
export const INVITATION_NOT_SENT = 'The invitation could not be sent. Try again in a moment.';

export function registerResendInvitation(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/accounts/:id/invitation', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const made = await ctx.db.transaction().execute(async (trx) => {
      const account = await loadAccount(trx, request, id);
      assertMay(admin, 'account.invite', { owner: { client_id: account.client_id, subcontractor_id: account.subcontractor_id } });
      if (account.verified !== 0) throw unprocessable(INVITATION_ACCEPTED, [{ path: 'verified', message: 'the invitation was accepted' }]);
      if (account.disabled_at !== null) throw unprocessable(INVITEE_DISABLED, [{ path: 'disabled', message: 'the user is disabled' }]);
      const token = await createPasswordReset(trx, account.user_id);
      const user = await trx.selectFrom('users').select(['id', 'email', 'first_name', 'language']).where('id', '=', account.user_id).executeTakeFirstOrThrow();
      return { user, token };
    });
    const hash = sha256Hex(made.token);
    try {
      await sendInvitation(ctx, made.user, made.token);
    } catch (error) {
      request.log.error({ err: error, to: made.user.email }, 'could not send the invitation again');
      await ctx.db.deleteFrom('password_resets').where('token_hash', '=', hash).execute();
      throw new HttpError(502, 'mail_failed', INVITATION_NOT_SENT);
    }
    // Sent: the links mailed before stop working.
    await ctx.db.deleteFrom('password_resets').where('user_id', '=', made.user.id).where('token_hash', '!=', hash).execute();
    return reply.status(200).send({ data: { sent_to: made.user.email } });
  });
}
