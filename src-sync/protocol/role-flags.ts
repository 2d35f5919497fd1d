/** The role flags every screen derives from the signed-in user (spec section 2 and 6). Client and
 * server derive them with this one function. Free of zod, so the start-up paint of the planning
 * list (before zod is loaded) draws the same menu as the app. */
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_SUBCONTRACTOR = 'ROLE_SUBCONTRACTOR';
export const ROLE_PLANNER = 'ROLE_PLANNER';

/** What the flags are derived from (fields of the own account, `OwnUser`). */
export interface RoleFacts {
  entity: 'admin' | 'subcontractor' | 'client';
  roles: readonly string[];
  agent_id: number | null;
}

export interface RoleFlags {
  /** Staff of the guarding company: sees and does everything. */
  admin: boolean;
  /** Plans shifts and agents (spec: planner menu). */
  planner: boolean;
  /** Acts for its own organisation: a client user or a subcontractor user. */
  ownAccount: boolean;
  subcontractor: boolean;
  client: boolean;
  /** A user who is also an agent (posts history, chats). */
  agent: boolean;
}

export function deriveRoleFlags(user: RoleFacts): RoleFlags {
  // Staff users have entity 'admin'; what they may do comes from their roles (a planner is staff
  // without ROLE_ADMIN), so the admin flag follows the role, never the entity alone.
  const admin = user.roles.includes(ROLE_ADMIN);
  const planner = !admin && user.roles.includes(ROLE_PLANNER);
  // A guard employed by a subcontractor signs in with entity 'subcontractor' and an agent_id but
  // no role: it is an agent (its own shifts), not the company that manages plannings.
  const subcontractor =
    !admin && (user.roles.includes(ROLE_SUBCONTRACTOR) || (user.entity === 'subcontractor' && user.agent_id === null));
  const client = !admin && user.entity === 'client';
  return {
    admin,
    planner,
    ownAccount: !admin && !planner && (subcontractor || client),
    subcontractor,
    client,
    agent: user.agent_id !== null,
  };
}

/** How chat labels a member or sender (spec section 6): the guarding company's admins as "the
 * company", subcontractors as "Sub C"; anyone else by name alone. */
export const CHAT_ROLES = ['company', 'sub'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export function chatRoleOf(roles: readonly string[]): ChatRole | null {
  if (roles.includes(ROLE_ADMIN)) return 'company';
  return roles.includes(ROLE_SUBCONTRACTOR) ? 'sub' : null;
}
