/** POST /api/password/reset {token, password, password_confirm} -> 200 {success, message}.
 * Spends the one-use link, sets the password, marks the account verified (the mail proved the
 * address) and ends every session of the user: whoever knew the old password is signed out. */
import type { FastifyInstance } from 'fastify';
import { resetPasswordSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import { redeemPasswordReset } from '../../auth/password-resets.js';
import { revokeUserFamilies } from '../../auth/refresh-tokens.js';
import { badRequest } from '../../lib/http-errors.js';
import { utcNow } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';

export const INVALID_RESET_LINK = 'This reset link is invalid, already used or expired. Ask for a new one.';

export function registerPasswordReset(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/password/reset', async (request) => {
    const body = parseInput(resetPasswordSchema, request.body, 'body');
    // Hashed before the transaction: scrypt is slow and must not hold the database lock.
    const passwordHash = await hashPassword(body.password);
    await ctx.db.transaction().execute(async (trx) => {
      const userId = await redeemPasswordReset(trx, body.token);
      if (userId === null) throw badRequest(INVALID_RESET_LINK, [{ path: 'token', message: INVALID_RESET_LINK }]);
      await trx.updateTable('users').set({ password_hash: passwordHash, verified: 1, updated_at: utcNow() }).where('id', '=', userId).execute();
      await revokeUserFamilies(trx, userId);
    });
    return { success: true, message: 'Your password is set. Sign in with it.' };
  });
}
