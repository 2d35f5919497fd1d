/** The mails that carry a set-password link: after sign-up, after "forgot password", and to the
 * owner of an address someone tried to sign up with again (so that sign-up never reveals which
 * addresses have accounts, and an attacker never receives anything for someone else's address). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../db/types.js';
import { createPasswordReset } from './password-resets.js';

export type PasswordLinkPurpose = 'welcome' | 'reset' | 'already-registered';

function linkFor(ctx: AppContext, token: string): string {
  const url = new URL('/resetpassword', ctx.config.appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function compose(purpose: PasswordLinkPurpose, firstName: string, link: string): { subject: string; text: string } {
  const validity = 'The link can be used once, within 24 hours.';
  switch (purpose) {
    case 'welcome':
      return {
        subject: 'Welcome to Vigil: set your password',
        text: `Hello ${firstName},\n\nYour Vigil account is ready. Set your password to activate it:\n\n${link}\n\n${validity}\n`,
      };
    case 'reset':
      return {
        subject: 'Reset your Vigil password',
        text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Vigil account. To choose a new password, open:\n\n${link}\n\n${validity} If you did not ask for this, ignore this mail; your password stays as it is.\n`,
      };
    case 'already-registered':
      return {
        subject: 'Your Vigil account',
        text: `Hello ${firstName},\n\nSomeone tried to sign up for Vigil with this address, which already has an account. If that was you and you need a password, set one here:\n\n${link}\n\n${validity} If it was not you, ignore this mail.\n`,
      };
  }
}

export async function sendPasswordLink(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'first_name'>, purpose: PasswordLinkPurpose): Promise<void> {
  const token = await createPasswordReset(ctx.db, user.id);
  const { subject, text } = compose(purpose, user.first_name, linkFor(ctx, token));
  await ctx.mailer.send({ to: user.email, subject, text });
}

/** For the public routes: a mail failure is logged, not answered, because an error only for
 * existing addresses would reveal which addresses have accounts. */
export async function mailPasswordLink(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
  purpose: PasswordLinkPurpose,
): Promise<void> {
  try {
    await sendPasswordLink(ctx, user, purpose);
  } catch (error) {
    request.log.error({ err: error, userId: user.id, purpose }, 'could not send the password link');
  }
}
