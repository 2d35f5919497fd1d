/** The signed-in user as GET /api/account/own returns it (ownUserSchema), with the organisation
 * it acts for. */
import type { OwnUser } from '../../src-sync/protocol/user.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { AuthUser } from './types.js';

/** Reads with `db`: the app's database, or a write's transaction when the answer is built in it. */
export async function loadOwnUser(db: Kysely<Database>, auth: AuthUser): Promise<OwnUser> {
  const { user } = auth;
  const subcontractor =
    user.subcontractor_id === null
      ? undefined
      : await db.selectFrom('subcontractors').select(['id', 'company_name']).where('id', '=', user.subcontractor_id).executeTakeFirst();
  const client =
    user.client_id === null ? undefined : await db.selectFrom('clients').select(['id', 'name']).where('id', '=', user.client_id).executeTakeFirst();
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
    verified: user.verified,
    entity: user.entity,
    roles: auth.roles,
    agent_id: user.agent_id,
    client_id: user.client_id,
    subcontractor_id: user.subcontractor_id,
    subcontractor: subcontractor ?? null,
    client: client ?? null,
  };
}
