/**
 * POST /api/accounts (admin): invites a user to an organisation with a role. The user is created
 * unverified and without a password; the mailed link (one use, 24 hours, the password-reset
 * machinery) sets the password and verifies the account. The link is made inside the write's
 * transaction and mailed after the commit; a mail that fails is logged (the account stands),
 * and the user asks for a new link with "Forgot password", which works for an invited address.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { accountInviteSchema, type AccountInviteBody } from '../../../../src-sync/protocol/directory/account-writes.js';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { createPasswordReset } from '../../../auth/password-resets.js';
import { utcNow } from '../../../lib/time.js';
import { assertMay } from '../../../policies/planning-actions.js';
import type { Database } from '../../../db/types.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../../writes/created-once.js';
import { assertNoIssues, parseDirectoryBody } from '../directory-body.js';
import { accountReferenceIssues, emailIssues } from './account-references.js';
import { userColumnsOf } from './account-roles.js';
import { mailInvitation, type Invitee } from './invitation-mail.js';

interface Invitation {
  accountId: number;
  user: Invitee;
  token: string;
}

/** The new user, its account and the link to mail, in the write's transaction. */
async function insertInvitation(trx: Transaction<Database>, changes: ChangeTracker, body: AccountInviteBody): Promise<Invitation> {
  const clientId = body.client_id ?? null;
  const subcontractorId = body.subcontractor_id ?? null;
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
}

export function registerInviteAccount(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/accounts', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const admin = currentUser(request);
    const body = parseDirectoryBody(accountInviteSchema, request.body);
    const made: { invitation?: Invitation } = {};
    // An invitation sent again days later (its answer lost) finds its e-mail taken by itself:
    // it answers the account made the first time, and no second mail goes out.
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user: admin, entity: 'accounts', tempId: body.tempId }, async () => {
      assertMay(admin, 'account.invite', { owner: { client_id: body.client_id ?? null, subcontractor_id: body.subcontractor_id ?? null } });
      made.invitation = await insertInvitation(trx, changes, body);
      return made.invitation.accountId;
    }), (trx, created) => createdAnswer(trx, 'accounts', created));
    if (made.invitation) await mailInvitation(ctx, request, made.invitation.user, made.invitation.token);
    return sendAnswer(reply, answer);
  });
}
