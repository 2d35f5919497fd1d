/**
 * POST /oauth/token (JSON only):
 * - {grant_type:'refresh_token', client_id} with the refresh cookie: rotates the cookie and
 *   answers a new access token; unknown, expired, revoked or replayed tokens answer 401 (a replay
 *   also revokes the whole family, see auth/refresh-tokens.ts).
 * - {grant_type:'authorization_code', client_id, redirect_uri, code, code_verifier}: redeems a
 *   code of GET /oauth/authorize (PKCE S256) and starts a session like a password login.
 * Both answer {access_token, token_type:'Bearer', expires_in}.
 */
import type { FastifyInstance } from 'fastify';
import { tokenRequestSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { crossSiteGuard } from '../../auth/cross-site-guard.js';
import { redeemAuthorizationCode } from '../../auth/oauth-codes.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refresh-cookie.js';
import { rotateRefreshToken } from '../../auth/refresh-tokens.js';
import { accessTokenResponse, startSession } from '../../auth/start-session.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { isKnownClient } from './oauth-clients.js';

const sessionEnded = (message: string) => new HttpError(401, 'invalid_grant', message);

export function registerOauthToken(scope: FastifyInstance, ctx: AppContext): void {
  scope.post(
    '/oauth/token',
    {
      // CSRF: the cookie alone authorizes a refresh, so the request must prove it is not
      // cross-site before anything else runs (see auth/cross-site-guard.ts).
      onRequest: crossSiteGuard(ctx.config, { requireJson: true }),
    },
    async (request, reply) => {
      const body = parseInput(tokenRequestSchema, request.body, 'body');
      if (!isKnownClient(body.client_id)) throw new HttpError(401, 'invalid_client', 'Unknown client_id.');

      if (body.grant_type === 'authorization_code') {
        const userId = await redeemAuthorizationCode(ctx.db, {
          code: body.code,
          clientId: body.client_id,
          redirectUri: body.redirect_uri,
          codeVerifier: body.code_verifier,
        });
        if (userId === null) throw new HttpError(400, 'invalid_grant', 'The sign-in code is invalid, used or expired. Sign in again.');
        return startSession(ctx, reply, userId);
      }

      const token = readRefreshCookie(request);
      if (token === null) throw sessionEnded('No session. Sign in to continue.');
      const rotated = await ctx.db.transaction().execute((trx) => rotateRefreshToken(trx, token, ctx.config.refreshTokenTtl));
      if (!rotated.ok) {
        clearRefreshCookie(reply, ctx.config);
        if (rotated.reason === 'reused') request.log.warn({ reason: rotated.reason }, 'refresh token replayed; family revoked');
        throw sessionEnded('Your session has ended. Sign in again.');
      }
      setRefreshCookie(reply, ctx.config, rotated.token);
      return accessTokenResponse(ctx, rotated.userId);
    },
  );
}
