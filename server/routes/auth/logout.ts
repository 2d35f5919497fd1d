/**
 * POST /api/logout (bearer): revokes the refresh family in the cookie and clears it; 204.
 * GET /logout?redirect_uri=…: the browser-level end of a sign-out (spec section 4): clears the
 * cookie (revoking its family too, in case the API call did not get through) and redirects to
 * redirect_uri only when it is on the app's own origin, else to /signin, so it is no open
 * redirect. The cookie is SameSite=Strict, so a cross-site link never carries it here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refresh-cookie.js';
import { findTokenFamily, revokeFamily } from '../../auth/refresh-tokens.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { isSameOriginUrl } from '../../auth/same-origin.js';

const logoutQuerySchema = z.object({ redirect_uri: z.string().max(2000).optional() });

/** Revokes the cookie's family; with `onlyUserId`, only when the family is that user's. */
async function revokeCookieFamily(ctx: AppContext, request: FastifyRequest, onlyUserId?: number): Promise<void> {
  const token = readRefreshCookie(request);
  if (token === null) return;
  const family = await findTokenFamily(ctx.db, token);
  if (family === null || (onlyUserId !== undefined && family.userId !== onlyUserId)) return;
  await revokeFamily(ctx.db, family.familyId);
}

export function registerLogout(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/logout', { preHandler: requireUser(ctx) }, async (request, reply) => {
    await revokeCookieFamily(ctx, request, currentUser(request).id);
    clearRefreshCookie(reply, ctx.config);
    return reply.status(204).send();
  });

  scope.get('/logout', async (request, reply) => {
    await revokeCookieFamily(ctx, request);
    clearRefreshCookie(reply, ctx.config);
    const query = logoutQuerySchema.safeParse(request.query ?? {});
    const target = query.success ? query.data.redirect_uri : undefined;
    return reply.redirect(target !== undefined && isSameOriginUrl(target, request, ctx.config) ? target : '/signin', 302);
  });
}
