/**
 * The mails that carry a set-password link, in the recipient's language (server/i18n): the
 * invitation an admin sends, the welcome after sign-up, the reset after "forgot password", and
 * the note to the owner of an address someone tried to sign up with again.
 */
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import { serverTexts, type ServerKey } from '../i18n/server-texts.js';
import type { MailMessage } from './mailer.js';

export type SetPasswordPurpose = 'invitation' | 'welcome' | 'reset' | 'already-registered';

interface Parts {
  subject: ServerKey<'mail'>;
  intro: ServerKey<'mail'>;
  /** What to do with a mail one did not ask for (none for an invitation or a welcome). */
  ignore: ServerKey<'mail'> | null;
}

const PARTS: Record<SetPasswordPurpose, Parts> = {
  invitation: { subject: 'invitation.subject', intro: 'invitation.intro', ignore: null },
  welcome: { subject: 'welcome.subject', intro: 'welcome.intro', ignore: null },
  reset: { subject: 'reset.subject', intro: 'reset.intro', ignore: 'reset.ignore' },
  'already-registered': { subject: 'alreadyRegistered.subject', intro: 'alreadyRegistered.intro', ignore: 'alreadyRegistered.ignore' },
};

/** The page of the app that takes the token (src: /resetpassword). A first password (an
 * invitation, a sign-up's welcome) says so in the link, so the page greets a new user with
 * "Set your password" rather than a reset; the token alone decides what the link may do. */
export function setPasswordLink(appUrl: string, token: string, purpose: SetPasswordPurpose = 'reset'): string {
  const url = new URL('/resetpassword', appUrl);
  url.searchParams.set('token', token);
  if (purpose === 'invitation' || purpose === 'welcome') url.searchParams.set('first', '1');
  return url.toString();
}

export interface SetPasswordRecipient {
  email: string;
  first_name: string;
  language: UiLanguage;
}

export function setPasswordMail(purpose: SetPasswordPurpose, to: SetPasswordRecipient, link: string): MailMessage {
  const t = serverTexts(to.language, 'mail');
  const parts = PARTS[purpose];
  // One paragraph per sentence group: Chinese and Japanese-style scripts join sentences without
  // a space, so sentences of two keys never share a line.
  const paragraphs = [t('greeting', { name: to.first_name }), t(parts.intro), link, t('linkOnce'), ...(parts.ignore === null ? [] : [t(parts.ignore)])];
  return { to: to.email, subject: t(parts.subject), text: `${paragraphs.join('\n\n')}\n`, language: to.language };
}
