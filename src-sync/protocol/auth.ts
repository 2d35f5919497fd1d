/** Auth payloads (spec sections 5 and 7). Forms, the api client and the server routes all
 * validate with these, so the messages the user sees are the same everywhere. */
import { z } from 'zod';
import { MAX_COMPANY_NAME, MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MAX_TOKEN, MAX_URL } from './text-limits.js';

export const REQUIRED = 'required';
export const PASSWORD_MISMATCH = 'confirm password is not matching';
export const PASSWORD_MIN = 8;

const atMost = (max: number) => `at most ${max} characters`;
const requiredString = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);
// The length is checked before the address pattern, which then never runs on a huge string.
const email = requiredString.max(MAX_EMAIL, atMost(MAX_EMAIL)).pipe(z.email({ error: 'enter a valid email address' }));
const password = z.string({ error: REQUIRED }).min(1, REQUIRED).max(MAX_PASSWORD, atMost(MAX_PASSWORD));
const newPassword = password.min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`);

export const loginBodySchema = z.object({
  email,
  password,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string().max(4096),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /oauth/token. `refresh_token` grants read the refresh token from the httpOnly cookie;
 * `authorization_code` grants (PKCE) come back from /oauth/authorize through /auth. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.string().min(1).max(100),
    redirect_uri: z.string().max(MAX_URL).optional(),
  }),
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: z.string().min(1).max(100),
    redirect_uri: z.string().min(1).max(MAX_URL),
    code: z.string().min(1).max(MAX_TOKEN),
    code_verifier: z.string().min(43).max(128),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const authorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(MAX_URL),
  scope: z.string().max(200).optional(),
  state: z.string().min(1).max(MAX_TOKEN),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

const passwordPair = { password: newPassword, password_confirm: password };
const passwordsMatch = (v: { password: string; password_confirm: string }) => v.password === v.password_confirm;
const mismatch = { message: PASSWORD_MISMATCH, path: ['password_confirm'] };

/** Confirm-account and any password change: PUT /api/account/password. */
export const passwordSetSchema = z.object(passwordPair).refine(passwordsMatch, mismatch);
export type PasswordSetBody = z.infer<typeof passwordSetSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().min(20).max(MAX_TOKEN), ...passwordPair })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordSchema>;

/** Sign-up creates an unverified account without a password: the mailed link sets it, which
 * also proves the address belongs to the person signing up. */
export const signupSchema = z.object({
  first_name: requiredString.max(MAX_NAME, atMost(MAX_NAME)),
  last_name: requiredString.max(MAX_NAME, atMost(MAX_NAME)),
  email,
  company_name: requiredString.max(MAX_COMPANY_NAME, atMost(MAX_COMPANY_NAME)),
  terms: z.literal(true, { error: 'you must agree to the terms' }),
});
export type SignupBody = z.infer<typeof signupSchema>;
