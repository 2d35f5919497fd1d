/** PUT /api/account/password (bearer) {password, password_confirm} -> 200 {success:true}.
 * Sets the password and marks the account verified (confirm-account, spec section 2). Every
 * other session of the user ends; the one making the change (its cookie's family) stays. A user
 * verified here has its account rows logged for the feed by runWrite (../../auth/set-password.ts). */
import type { FastifyInstance } from 'fastify';
import { passwordSetSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import { readRefreshCookie } from '../../auth/refresh-cookie.js';
import { findTokenFamily, revokeUserFamilies } from '../../auth/refresh-tokens.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { setPasswordAndVerify } from '../../auth/set-password.js';
import { parseInput } from '../../lib/validate.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';

export function registerAccountPassword(scope: FastifyInstance, ctx: AppContext): void {
  scope.put('/api/account/password', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseInput(passwordSetSchema, request.body, 'body');
    const passwordHash = await hashPassword(body.password);
    const token = readRefreshCookie(request);
    const ownFamily = token === null ? null : await findTokenFamily(ctx.db, token);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      await setPasswordAndVerify(trx, changes, user.id, passwordHash);
      await revokeUserFamilies(trx, user.id, ownFamily?.userId === user.id ? ownFamily.familyId : undefined);
    }, () => Promise.resolve({ status: 200, body: { success: true } }));
    return sendAnswer(reply, answer);
  });
}
