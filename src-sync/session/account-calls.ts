/** The public account endpoints (no session needed) and the password set of the signed-in user. */
import { z } from 'zod';
import type { ApiClient } from '../api/api-types.js';
import type { ForgotPasswordBody, PasswordSetBody, ResetPasswordBody, SignupBody } from '../protocol/auth.js';
import { ownUserSchema, type OwnUser } from '../protocol/user.js';

const messageSchema = z.object({ message: z.string().optional() }).loose();

export const OWN_ACCOUNT_PATH = '/api/account/own';

export function fetchOwnUser(api: ApiClient): Promise<OwnUser> {
  return api.get(OWN_ACCOUNT_PATH, { schema: ownUserSchema });
}

export async function putPassword(api: ApiClient, body: PasswordSetBody): Promise<void> {
  await api.put('/api/account/password', body);
}

/** Each call resolves with the server's confirmation text, or a sensible default. */
export async function postSignup(api: ApiClient, body: SignupBody): Promise<string> {
  const answer = await api.post('/api/signup', body, { auth: false, schema: messageSchema });
  return answer.message ?? 'Your account was created. Check your email to continue.';
}

export async function postForgotPassword(api: ApiClient, body: ForgotPasswordBody): Promise<string> {
  const answer = await api.post('/api/password/forgot', body, { auth: false, schema: messageSchema });
  return answer.message ?? 'If an account exists for this address, a reset link is on its way.';
}

export async function postResetPassword(api: ApiClient, body: ResetPasswordBody): Promise<string> {
  const answer = await api.post('/api/password/reset', body, { auth: false, schema: messageSchema.or(z.string()) });
  return (typeof answer === 'object' ? answer.message : undefined) ?? 'Your password was changed. You can sign in now.';
}

const invitationSentSchema = z.object({ data: z.object({ sent_to: z.string() }) });

/** Mails an invitation nobody accepted again (an admin's call, online only: a mail is no record
 * to queue); resolves with the address it went to. */
export async function postInvitationAgain(api: ApiClient, accountId: number): Promise<string> {
  const answer = await api.post(`/api/accounts/${accountId}/invitation`, {}, { schema: invitationSentSchema });
  return answer.data.sent_to;
}
