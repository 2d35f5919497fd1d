/** POST /api/login {email, password} -> 200 {access_token, token_type, expires_in} + refresh
 * cookie; 401 'Wrong email or password.' (never which of the two was wrong); 403 for a disabled
 * account with its right password; 429 when the address is over the sign-in limit. */
import type { FastifyInstance } from 'fastify';
import { loginBodySchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { verifyCredentials } from '../../auth/credentials.js';
import { crossSiteGuard } from '../../auth/cross-site-guard.js';
import { limitedBy, type AuthLimiters } from '../../auth/rate-limits.js';
import { startSession } from '../../auth/start-session.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';

export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask your administrator to enable it again.';

export function registerLogin(scope: FastifyInstance, ctx: AppContext, limiters: AuthLimiters): void {
  scope.post(
    '/api/login',
    {
      // Refusing foreign origins stops login CSRF (signing a victim's browser into an attacker's
      // account); the rate limit counts every attempt, before any password is hashed.
      onRequest: [crossSiteGuard(ctx.config), limitedBy(limiters.signIn)],
    },
    async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body, 'body');
      const user = await verifyCredentials(ctx.db, body.email, body.password);
      if (user === null) throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
      if (user === 'disabled') throw new HttpError(403, 'account_disabled', ACCOUNT_DISABLED);
      return startSession(ctx, reply, user.id);
    },
  );
}
