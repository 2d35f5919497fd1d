/**
 * GET /api/account/own (bearer) -> OwnUser (src-sync/protocol/user.ts ownUserSchema).
 * PUT /api/account/own (bearer) {language} -> {data: null, user}: the signed-in user's own UI
 * language (there is no id: a user changes only their own account). Validated with the shared
 * schema; the user's other tabs and devices hear `account-updated` after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { OWN_ACCOUNT_UPDATED_EVENT, ownAccountUpdateSchema } from '../../../src-sync/protocol/own-account.js';
import type { AppContext } from '../../app-context.js';
import { logUserAccounts } from '../../auth/log-user-accounts.js';
import { loadOwnUser } from '../../auth/own-user.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { userChannel } from '../../realtime/broadcaster.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';

export function registerAccountOwn(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/api/account/own', { preHandler: requireUser(ctx) }, async (request) => loadOwnUser(ctx.db, currentUser(request)));

  scope.put('/api/account/own', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const auth = currentUser(request);
    const { language } = parseBody(ownAccountUpdateSchema, request.body);
    // runWrite stores the answer under the Idempotency-Key in the same transaction as the change.
    const { answer, result: user } = await runWrite(
      ctx,
      request,
      async (trx, changes) => {
        const now = utcNow();
        // The language is part of the user's account rows on the admins' devices.
        await logUserAccounts(trx, changes, auth.user.id, now);
        await trx.updateTable('users').set({ language, updated_at: now }).where('id', '=', auth.user.id).execute();
        return loadOwnUser(trx, { ...auth, user: { ...auth.user, language } });
      },
      (_trx, own) => Promise.resolve({ status: 200, body: { data: null, user: own } }),
    );
    try {
      await ctx.broadcaster.publish([userChannel(user.id)], OWN_ACCOUNT_UPDATED_EVENT, { user });
    } catch (error) {
      // The change is saved; a device that missed the event reads it with its next own account.
      request.log.error({ err: error }, 'could not publish account-updated');
    }
    return sendAnswer(reply, answer);
  });
}
