/** Signs a user in: a new refresh family in the cookie and a short-lived access token in the
 * body (the SPA keeps it in memory only). Used by password login and the OAuth code grant. */
import type { FastifyReply } from 'fastify';
import type { TokenResponse } from '../../src-sync/protocol/auth.js';
import type { AppContext } from '../app-context.js';
import { issueRefreshToken } from './refresh-tokens.js';
import { setRefreshCookie } from './refresh-cookie.js';

export async function accessTokenResponse(ctx: AppContext, userId: number): Promise<TokenResponse> {
  return { access_token: await ctx.tokens.sign(userId), token_type: 'Bearer', expires_in: ctx.tokens.ttl };
}

export async function startSession(ctx: AppContext, reply: FastifyReply, userId: number): Promise<TokenResponse> {
  const { token } = await issueRefreshToken(ctx.db, userId, ctx.config.refreshTokenTtl);
  setRefreshCookie(reply, ctx.config, token);
  return accessTokenResponse(ctx, userId);
}
