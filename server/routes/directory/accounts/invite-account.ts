/**
 * POST /api/accounts (admin): invites a user to an organisation with a role. The user is created
 * unverified and without a password; the mailed link (one use, 24 hours, the password-reset
 * machinery) sets the password and verifies the account. The link is made inside the write's
 * transaction and mailed after the commit; a mail that fails is logged (the account stands),
 * and the user asks for a new link with "Forgot password", which works for an invited address.
 */
import type { FastifyInstance } from 'fastify';
import { accountInviteSchema } from '../../../../src-sync/protocol/directory/account-writes.js';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { createPasswordReset } from '../../../auth/password-resets.js';
import { utcNow } from '../../../lib/time.js';
import { assertMay } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertNoIssues, parseDirectoryBody } from '../directory-body.js';
import { accountReferenceIssues, emailIssues } from './account-references.js';
import { userColumnsOf } from './account-roles.js';
import { mailInvitation } from './invitation-mail.js';

export function registerInviteAccount(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/accounts', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const body = parseDirectoryBody(accountInviteSchema, request.body);
    const clientId = body.client_id ?? null;
    const subcontractorId = body.subcontractor_id ?? null;
    assertMay(admin, 'account.invite', { owner: { client_id: clientId, subcontractor_id: subcontractorId } });
    const { result, answer } = await runWrite(ctx, request, async (trx, changes) => {
      assertNoIssues([...(await emailIssues(trx, body.email)), ...(await accountReferenceIssues(trx, body, null))]);
      const now = utcNow();
      const agentId = body.role === 'agent' ? (body.agent_id ?? null) : null;
      const user = await trx
        .insertInto('users')
        .values({
          email: body.email, password_hash: null, first_name: body.first_name, last_name: body.last_name, language: body.language, verified: 0,
          ...userColumnsOf(body.role, agentId), client_id: clientId, subcontractor_id: subcontractorId, created_at: now, updated_at: now,
        })
        .returning(['id', 'email', 'first_name', 'language'])
        .executeTakeFirstOrThrow();
      const account = await trx
        .insertInto('accounts')
        .values({ user_id: user.id, client_id: clientId, subcontractor_id: subcontractorId, role: body.role, temp_id: body.tempId ?? null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.created('accounts', [account.id]);
      if (agentId !== null) {
        await changes.before('agents', [agentId]);
        await trx.updateTable('agents').set({ user_id: user.id, updated_at: now }).where('id', '=', agentId).execute();
      }
      return { accountId: account.id, user, token: await createPasswordReset(trx, user.id) };
    }, async (trx, { accountId }) => ({ status: 201, body: { data: (await serializeRows(trx, 'accounts', [accountId]))[0] ?? null } }));
    await mailInvitation(ctx, request, result.user, result.token);
    return sendAnswer(reply, answer);
  });
}
