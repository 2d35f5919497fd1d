/** GET /api/account/own (bearer) -> OwnUser (src-sync/protocol/user.ts ownUserSchema). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { loadOwnUser } from '../../auth/own-user.js';
import { currentUser, requireUser } from '../../auth/require-user.js';

export function registerAccountOwn(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/api/account/own', { preHandler: requireUser(ctx) }, async (request) => loadOwnUser(ctx, currentUser(request)));
}
