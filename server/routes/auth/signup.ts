/**
 * POST /api/signup {first_name, last_name, email, company_name, terms:true} -> 201 {message}.
 * Creates a client organisation, its unverified user (no password) and the account, and mails a
 * set-password link. For an address that already has an account the answer is the same 201, so
 * sign-up never reveals who has an account; the existing owner gets a mail instead, and nothing
 * about the account goes to whoever typed the address. The new user's language is the browser's
 * (Accept-Language, the language the sign-up page was shown in).
 */
import type { FastifyInstance } from 'fastify';
import { signupSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { createClientAccount } from '../../auth/create-client-account.js';
import { findUserByEmail } from '../../auth/credentials.js';
import { mailPasswordLink } from '../../auth/password-link-mail.js';
import { limitedBy, type AuthLimiters } from '../../auth/rate-limits.js';
import { acceptedLanguage } from '../../i18n/languages.js';
import type { UserRow } from '../../db/types.js';
import { parseInput } from '../../lib/validate.js';

export const SIGNUP_MESSAGE = 'Thanks for signing up. Check your email for a link to set your password.';

export function registerSignup(scope: FastifyInstance, ctx: AppContext, limiters: AuthLimiters): void {
  scope.post('/api/signup', { onRequest: limitedBy(limiters.signup) }, async (request, reply) => {
    const body = parseInput(signupSchema, request.body, 'body');
    const existing = await findUserByEmail(ctx.db, body.email);
    if (existing) {
      await mailPasswordLink(ctx, request, existing, 'already-registered');
    } else {
      let created: UserRow;
      try {
        created = await createClientAccount(ctx.db, body, acceptedLanguage(request.headers['accept-language']));
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique email index refuses the
        // second, which then takes the already-registered path like any later attempt.
        const raced = await findUserByEmail(ctx.db, body.email);
        if (!raced) throw error;
        await mailPasswordLink(ctx, request, raced, 'already-registered');
        return reply.status(201).send({ message: SIGNUP_MESSAGE });
      }
      await mailPasswordLink(ctx, request, created, 'welcome');
    }
    return reply.status(201).send({ message: SIGNUP_MESSAGE });
  });
}
