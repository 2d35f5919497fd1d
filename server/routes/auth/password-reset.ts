/** POST /api/password/reset {token, password, password_confirm} -> 200 {success, message}.
 * Spends the one-use link, sets the password, marks the account verified (the mail proved the
 * address) and ends every session of the user: whoever knew the old password is signed out.
 * An invitation accepted here changes the user's account rows (no longer "Invited"): runWrite
 * logs them for the feed and wakes the devices that hold them (../../auth/set-password.ts). */
import type { FastifyInstance } from 'fastify';
import { resetPasswordSchema } from '../../../src-sync/protocol/auth.js';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import { redeemPasswordReset } from '../../auth/password-resets.js';
import { revokeUserFamilies } from '../../auth/refresh-tokens.js';
import { setPasswordAndVerify } from '../../auth/set-password.js';
import { badRequest } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';

export const INVALID_RESET_LINK = 'This reset link is invalid, already used or expired. Ask for a new one.';

export function registerPasswordReset(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/password/reset', async (request, reply) => {
    const body = parseInput(resetPasswordSchema, request.body, 'body');
    // Hashed before the transaction: scrypt is slow and must not hold the database lock.
    const passwordHash = await hashPassword(body.password);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const userId = await redeemPasswordReset(trx, body.token);
      if (userId === null) throw badRequest(INVALID_RESET_LINK, [{ path: 'token', message: INVALID_RESET_LINK }]);
      await setPasswordAndVerify(trx, changes, userId, passwordHash);
      await revokeUserFamilies(trx, userId);
    }, () => Promise.resolve({ status: 200, body: { success: true, message: 'Your password is set. Sign in with it.' } }));
    return sendAnswer(reply, answer);
  });
}
