/**
 * DELETE /api/accounts/{id} (admin, never its own): withdraws an invitation nobody accepted yet
 * (the user and its account go; its agent is free for another sign-in). A user who has set a
 * password has signed in and may have written requests, messages or history under its name: it
 * is not deleted (422 `record-in-use`), it is disabled instead.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, assertPossible } from '../../../policies/planning-actions.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { idParams } from '../../lists/register-collection.js';
import { loadAccount } from './load-account.js';

export function registerDeleteAccount(app: FastifyInstance, ctx: AppContext): void {
  app.delete('/api/accounts/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const account = await loadAccount(trx, request, id);
      assertMay(admin, 'account.delete', { account: { user_id: account.user_id } });
      assertPossible('account.delete', { usage: { 'sign-ins': account.verified === 0 ? 0 : 1 } });
      await changes.before('accounts', [id]);
      if (account.agent_id !== null) {
        await changes.before('agents', [account.agent_id]);
        await trx.updateTable('agents').set({ user_id: null, updated_at: utcNow() }).where('id', '=', account.agent_id).execute();
      }
      await trx.deleteFrom('accounts').where('id', '=', id).execute();
      await trx.deleteFrom('users').where('id', '=', account.user_id).execute();
    }, () => Promise.resolve({ status: 200, body: { data: null, deleted: { accounts: [id] } } }));
    return sendAnswer(reply, answer);
  });
}
