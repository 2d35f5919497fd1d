/** The mails that carry a set-password link: after sign-up, after "forgot password", and to the
 * owner of an address someone tried to sign up with again (so that sign-up never reveals which
 * addresses have accounts, and an attacker never receives anything for someone else's address).
 * Each is written in its recipient's language (server/mail/set-password-mail.ts). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../db/types.js';
import { profileLanguage } from '../i18n/languages.js';
import { setPasswordLink, setPasswordMail, type SetPasswordPurpose } from '../mail/set-password-mail.js';
import { createPasswordReset } from './password-resets.js';

export type PasswordLinkPurpose = Exclude<SetPasswordPurpose, 'invitation'>;
type Recipient = Pick<UserRow, 'id' | 'email' | 'first_name' | 'language'>;

export async function sendPasswordLink(ctx: AppContext, user: Recipient, purpose: PasswordLinkPurpose): Promise<void> {
  const token = await createPasswordReset(ctx.db, user.id);
  const to = { email: user.email, first_name: user.first_name, language: profileLanguage(user.language) };
  await ctx.mailer.send(setPasswordMail(purpose, to, setPasswordLink(ctx.config.appUrl, token, purpose)));
}

/** For the public routes: a mail failure is logged, not answered, because an error only for
 * existing addresses would reveal which addresses have accounts. */
export async function mailPasswordLink(ctx: AppContext, request: FastifyRequest, user: Recipient, purpose: PasswordLinkPurpose): Promise<void> {
  try {
    await sendPasswordLink(ctx, user, purpose);
  } catch (error) {
    request.log.error({ err: error, userId: user.id, purpose }, 'could not send the password link');
  }
}
