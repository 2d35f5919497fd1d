/** POST, PUT and DELETE of accounts: invitations (and sending one again), roles, disabling. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { registerDeleteAccount } from './delete-account.js';
import { registerInviteAccount } from './invite-account.js';
import { registerResendInvitation } from './resend-invitation.js';
import { registerUpdateAccount } from './update-account.js';

export function registerAccountWrites(app: FastifyInstance, ctx: AppContext): void {
  registerInviteAccount(app, ctx);
  registerResendInvitation(app, ctx);
  registerUpdateAccount(app, ctx);
  registerDeleteAccount(app, ctx);
}
