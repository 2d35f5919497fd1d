/** PUT /api/account/password (bearer) {password, password_confirm} -> 200 {success:true}.
 * Sets the password and marks the account verified (confirm-account, spec section 2). Every
 * other session of the user ends; the one making the change (its cookie's family) stays. */
import type { FastifyInstance } from 'fastify';
import { passwordSetSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import { readRefreshCookie } from '../../auth/refresh-cookie.js';
import { findTokenFamily, revokeUserFamilies } from '../../auth/refresh-tokens.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';

export function registerAccountPassword(scope: FastifyInstance, ctx: AppContext): void {
  scope.put('/api/account/password', { preHandler: requireUser(ctx) }, async (request) => {
    const user = currentUser(request);
    const body = parseInput(passwordSetSchema, request.body, 'body');
    const passwordHash = await hashPassword(body.password);
    const token = readRefreshCookie(request);
    const ownFamily = token === null ? null : await findTokenFamily(ctx.db, token);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, verified: 1, updated_at: utcNow() }).where('id', '=', user.id).execute();
      await revokeUserFamilies(trx, user.id, ownFamily?.userId === user.id ? ownFamily.familyId : undefined);
    });
    return { success: true };
  });
}
