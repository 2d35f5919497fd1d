/**
 * GET /api/account/own (bearer) -> OwnUser (src-sync/protocol/user.ts ownUserSchema).
 * PUT /api/account/own (bearer) {language} -> {data: null, user}: the signed-in user's own UI
 * language (there is no id: a user changes only their own account). Validated with the shared
 * schema; the user's other tabs and devices hear `account-updated` after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { OWN_ACCOUNT_UPDATED_EVENT, ownAccountUpdateSchema } from '../../../src-sync/protocol/own-account.js';
import type { AppContext } from '../../app-context.js';
import { loadOwnUser } from '../../auth/own-user.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { markClaimCommitted } from '../../idempotency/idempotency-store.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { userChannel } from '../../realtime/broadcaster.js';

export function registerAccountOwn(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/api/account/own', { preHandler: requireUser(ctx) }, async (request) => loadOwnUser(ctx, currentUser(request)));

  scope.put('/api/account/own', { preHandler: requireUser(ctx) }, async (request) => {
    const auth = currentUser(request);
    const { language } = parseInput(ownAccountUpdateSchema, request.body, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ language, updated_at: utcNow() }).where('id', '=', auth.user.id).execute();
      // The Idempotency-Key's claim commits with the write (see runWrite).
      if (request.idempotencyClaim) await markClaimCommitted(trx, request.idempotencyClaim);
    });
    const user = await loadOwnUser(ctx, { ...auth, user: { ...auth.user, language } });
    try {
      await ctx.broadcaster.publish([userChannel(user.id)], OWN_ACCOUNT_UPDATED_EVENT, { user });
    } catch (error) {
      // The change is saved; a device that missed the event reads it with its next own account.
      request.log.error({ err: error }, 'could not publish account-updated');
    }
    return { data: null, user };
  });
}
