/** An account with what its user holds of it (agent link, disabled), or 404 when it does not
 * exist or the caller may not see it. */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../sync/change-log.js';
import { loadVisible } from '../directory-write-routes.js';

export interface LoadedAccount {
  id: number;
  user_id: number;
  client_id: number | null;
  subcontractor_id: number | null;
  role: string;
  agent_id: number | null;
  disabled_at: string | null;
  verified: number;
}

export async function loadAccount(db: Executor, request: FastifyRequest, id: number): Promise<LoadedAccount> {
  const account = await loadVisible(db, request, 'accounts', id);
  const user = await db.selectFrom('users').select(['agent_id', 'disabled_at', 'verified']).where('id', '=', account.user_id as number).executeTakeFirstOrThrow();
  return {
    id,
    user_id: account.user_id as number,
    client_id: account.client_id as number | null,
    subcontractor_id: account.subcontractor_id as number | null,
    role: account.role as string,
    ...user,
  };
}
