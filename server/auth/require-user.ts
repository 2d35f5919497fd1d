/** preHandler for every protected route: reads the bearer token, loads the user (so a role
 * change counts from the next request) and attaches `request.authUser`. Anything else answers 401, which the SPA answers with one refresh. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveRoleFlags } from '../../src-sync/protocol/user.js';
import type { AppContext } from '../app-context.js';
import { unauthorized } from '../lib/http-errors.js';
import type { AuthUser } from './types.js';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function loadAuthUser(ctx: AppContext, userId: number): Promise<AuthUser | null> {
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  let roles: string[] = [];
  try {
    const parsed: unknown = JSON.parse(user.roles);
    if (Array.isArray(parsed)) roles = parsed.filter((r): r is string => typeof r === 'string');
  } catch {
    roles = [];
  }
  return { id: user.id, user, roles, flags: deriveRoleFlags({ entity: user.entity, roles, agent_id: user.agent_id }) };
}

export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized();
    const claims = await ctx.tokens.verify(token);
    if (claims === null) throw unauthorized('Your session has expired.');
    const authUser = await loadAuthUser(ctx, claims.userId);
    if (authUser === null) throw unauthorized();
    // Disabling ends every session at its next call, whatever token it still holds.
    if (authUser.user.disabled_at !== null) throw unauthorized('This account has been disabled.');
    request.authUser = authUser;
  };
}

/** For handlers behind requireUser: the user, or a 401 if the route was wired without it. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
