/** The invitation mail: the set-password link of an account an admin created. Its failure is
 * logged, never answered: the account exists and the admin can send the link again. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';

export interface Invitee {
  email: string;
  first_name: string;
}

export function invitationLink(ctx: AppContext, token: string): string {
  const url = new URL('/resetpassword', ctx.config.appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function mailInvitation(ctx: AppContext, request: FastifyRequest, user: Invitee, token: string): Promise<void> {
  const text =
    `Hello ${user.first_name},\n\nYou have been invited to Vigil. Set your password to activate your account:\n\n` +
    `${invitationLink(ctx, token)}\n\nThe link can be used once, within 24 hours.\n`;
  try {
    await ctx.mailer.send({ to: user.email, subject: 'You are invited to Vigil: set your password', text });
  } catch (error) {
    request.log.error({ err: error, to: user.email }, 'could not send the invitation');
  }
}
