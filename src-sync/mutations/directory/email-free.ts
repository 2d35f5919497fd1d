/**
 * An invitation's address must not belong to another account (the server's rule, 422 on `email`).
 * Checked on this device first, against the accounts it holds (an admin holds them all): the
 * invitation is queued and its dialog closes at once, so a refusal that only came back from the
 * server showed as a failed change in the sync status instead of under the field being typed.
 * The server still decides for addresses this device does not hold.
 */
import { EMAIL_TAKEN } from '../../protocol/directory/reference-messages.js';
import type { VigilDb } from '../../db/vigil-db.js';
import { MutationInputError } from '../mutation-input.js';

export async function assertEmailFree(db: VigilDb, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  const wanted = email.trim().toLowerCase();
  const taken = await db.accounts.filter((account) => account.user.email.toLowerCase() === wanted).first();
  if (taken) throw new MutationInputError('Invalid body: email: already used by another account', [{ path: 'email', message: EMAIL_TAKEN }]);
}
