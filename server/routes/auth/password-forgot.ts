/** POST /api/password/forgot {email} -> always 202 {message}, whether or not the address has an
 * account (no account discovery); a known address receives a reset link. */
import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { findUserByEmail } from '../../auth/credentials.js';
import { mailPasswordLink } from '../../auth/password-link-mail.js';
import { limitedBy, type AuthLimiters } from '../../auth/rate-limits.js';
import { parseInput } from '../../lib/validate.js';

export const FORGOT_MESSAGE = 'If the address is known, a reset link is on its way.';

export function registerPasswordForgot(scope: FastifyInstance, ctx: AppContext, limiters: AuthLimiters): void {
  scope.post('/api/password/forgot', { onRequest: limitedBy(limiters.forgotPassword) }, async (request, reply) => {
    const body = parseInput(forgotPasswordSchema, request.body, 'body');
    const user = await findUserByEmail(ctx.db, body.email);
    if (user) await mailPasswordLink(ctx, request, user, 'reset');
    return reply.status(202).send({ message: FORGOT_MESSAGE });
  });
}
