/**
 * Authentication routes (spec sections 2, 7; DESIGN.md section 4). They live in one encapsulated
 * scope, so the rate-limit plugin they register (global: false) touches no other route.
 *
 * Public: POST /api/login, /api/signup, /api/password/forgot, /api/password/reset,
 * POST /oauth/token, GET+POST /oauth/authorize, GET /logout.
 * Bearer: POST /api/logout, GET and PUT /api/account/own, PUT /api/account/password.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerAuthLimiters } from '../../auth/rate-limits.js';
import { registerAccountOwn } from './account-own.js';
import { registerAccountPassword } from './account-password.js';
import { registerLogin } from './login.js';
import { registerLogout } from './logout.js';
import { registerOauthAuthorize } from './oauth-authorize.js';
import { registerOauthToken } from './oauth-token.js';
import { registerPasswordForgot } from './password-forgot.js';
import { registerPasswordReset } from './password-reset.js';
import { registerSignup } from './signup.js';

/** Paths under /api that answer without a bearer token (tests assert no others do). */
export const PUBLIC_API_ROUTES = ['POST /api/login', 'POST /api/signup', 'POST /api/password/forgot', 'POST /api/password/reset'];

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Tokens, the own-user record and the sign-in page must never sit in a cache (RFC 6749 5.1).
    scope.addHook('onRequest', (_request, reply, done) => {
      void reply.header('cache-control', 'no-store');
      done();
    });
    const limiters = await registerAuthLimiters(scope, ctx);
    registerLogin(scope, ctx, limiters);
    registerOauthToken(scope, ctx);
    await registerOauthAuthorize(scope, ctx, limiters);
    registerLogout(scope, ctx);
    registerAccountOwn(scope, ctx);
    registerAccountPassword(scope, ctx);
    registerSignup(scope, ctx, limiters);
    registerPasswordForgot(scope, ctx, limiters);
    registerPasswordReset(scope, ctx);
  });
}
