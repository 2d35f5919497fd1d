/** The invitation mail: the set-password link of an account an admin created, in the language the
 * admin chose for the account. Its failure is logged, never answered: the account exists and the
 * admin can send the link again. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { profileLanguage } from '../../../i18n/languages.js';
import { setPasswordLink, setPasswordMail } from '../../../mail/set-password-mail.js';

export interface Invitee {
  email: string;
  first_name: string;
  language: string;
}

export async function mailInvitation(ctx: AppContext, request: FastifyRequest, user: Invitee, token: string): Promise<void> {
  try {
    await sendInvitation(ctx, user, token);
  } catch (error) {
    request.log.error({ err: error, to: user.email }, 'could not send the invitation');
  }
}

/** The same mail, its failure thrown: for sending it again, whose caller must hear it. */
export async function sendInvitation(ctx: AppContext, user: Invitee, token: string): Promise<void> {
  const to = { email: user.email, first_name: user.first_name, language: profileLanguage(user.language) };
  await ctx.mailer.send(setPasswordMail('invitation', to, setPasswordLink(ctx.config.appUrl, token, 'invitation')));
}
