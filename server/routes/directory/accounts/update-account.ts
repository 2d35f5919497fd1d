/**
 * PUT /api/accounts/{id} (admin, never on its own account): the role (and, for an agent's
 * sign-in, its agent) and disabled. The role rewrites what every permission reads on the user, so
 * it counts from the user's next request. Disabling revokes every refresh token, refuses the
 * access tokens still out there at their next call (requireUser) and closes the user's realtime
 * sockets after the commit; enabling lets the user sign in again. Accounts carry no field
 * versions: the role and the state are the admins' decisions, the last one stands.
 */
import type { FastifyInstance } from 'fastify';
import { accountIssues, accountUpdateSchema, type AccountRole } from '../../../../src-sync/protocol/directory/account-writes.js';
import type { AppContext } from '../../../app-context.js';
import { revokeUserFamilies } from '../../../auth/refresh-tokens.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { userChannel } from '../../../realtime/broadcaster.js';
import { serializeRows } from '../../../serialize/index.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { idParams } from '../../lists/register-collection.js';
import { assertNoIssues, parseDirectoryBody } from '../directory-body.js';
import { loadAccount } from './load-account.js';
import { accountReferenceIssues } from './account-references.js';
import { userColumnsOf } from './account-roles.js';

export function registerUpdateAccount(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/accounts/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const patch = parseDirectoryBody(accountUpdateSchema, request.body);
    const { result: disabledUser, answer } = await runWrite(ctx, request, async (trx, changes) => {
      const current = await loadAccount(trx, request, id);
      assertMay(admin, 'account.update', { account: { user_id: current.user_id } });
      const role = (patch.role ?? current.role) as AccountRole;
      const agentId = role === 'agent' ? (patch.agent_id !== undefined ? patch.agent_id : current.agent_id) : null;
      const merged = { client_id: current.client_id, subcontractor_id: current.subcontractor_id, role, agent_id: agentId };
      assertNoIssues([...accountIssues(merged), ...(await accountReferenceIssues(trx, merged, current.user_id))]);
      const now = utcNow();
      await changes.before('accounts', [id]);
      const agentsTouched = [current.agent_id, agentId].filter((agent): agent is number => agent !== null);
      await changes.before('agents', agentsTouched);
      if (current.agent_id !== null && current.agent_id !== agentId) {
        await trx.updateTable('agents').set({ user_id: null, updated_at: now }).where('id', '=', current.agent_id).execute();
      }
      if (agentId !== null && agentId !== current.agent_id) {
        await trx.updateTable('agents').set({ user_id: current.user_id, updated_at: now }).where('id', '=', agentId).execute();
      }
      const disabling = patch.disabled === true && current.disabled_at === null;
      const disabledAt = patch.disabled === undefined ? current.disabled_at : patch.disabled ? (current.disabled_at ?? now) : null;
      await trx.updateTable('accounts').set({ role, updated_at: now }).where('id', '=', id).execute();
      await trx.updateTable('users').set({ ...userColumnsOf(role, agentId), disabled_at: disabledAt, updated_at: now }).where('id', '=', current.user_id).execute();
      if (disabling) await revokeUserFamilies(trx, current.user_id);
      return disabling ? current.user_id : null;
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'accounts', [id]))[0] ?? null } }));
    if (disabledUser !== null) ctx.broadcaster.disconnect?.(userChannel(disabledUser));
    return sendAnswer(reply, answer);
  });
}
