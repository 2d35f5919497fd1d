/** What the auth layer attaches to an authenticated request. Routes and policies read only this. */
import type { RoleFlags } from '../../src-sync/protocol/user.js';
import type { UserRow } from '../db/types.js';

export interface AuthUser {
  id: number;
  user: UserRow;
  roles: string[];
  flags: RoleFlags;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser preHandler (require-user.ts); routes behind it may rely on it. */
    authUser?: AuthUser;
  }
}
