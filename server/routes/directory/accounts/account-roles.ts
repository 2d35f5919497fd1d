/**
 * What an account's role makes of its user: the `entity`, `roles` and agent link every permission
 * reads (src-sync/protocol/role-flags.ts). requireUser loads the user on every request, so a role
 * change written here takes effect on the user's next request, not at its next sign-in.
 */
import type { AccountRole } from '../../../../src-sync/protocol/directory/account-writes.js';
import { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR } from '../../../../src-sync/protocol/user.js';
import type { UsersTable } from '../../../db/types.js';

export interface UserRoleColumns {
  entity: UsersTable['entity'];
  roles: string;
  agent_id: number | null;
}

export function userColumnsOf(role: AccountRole, agentId: number | null): UserRoleColumns {
  switch (role) {
    case 'admin':
      return { entity: 'admin', roles: JSON.stringify([ROLE_ADMIN]), agent_id: null };
    case 'planner':
      return { entity: 'admin', roles: JSON.stringify([ROLE_PLANNER]), agent_id: null };
    case 'owner':
    case 'member':
      return { entity: 'client', roles: '[]', agent_id: null };
    case 'manager':
      return { entity: 'subcontractor', roles: JSON.stringify([ROLE_SUBCONTRACTOR]), agent_id: null };
    case 'agent':
      // A guard of the subcontractor: no role, its agent link (role-flags.ts).
      return { entity: 'subcontractor', roles: '[]', agent_id: agentId };
  }
}
