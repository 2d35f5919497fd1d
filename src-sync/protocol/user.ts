/** The signed-in user as `GET /api/account/own` returns it (spec section 3), and the role flags
 * derived from it. Client and server derive roles with this one function. */
import { z } from 'zod';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_SUBCONTRACTOR = 'ROLE_SUBCONTRACTOR';
export const ROLE_PLANNER = 'ROLE_PLANNER';

export const entitySchema = z.enum(['admin', 'subcontractor', 'client']);
export type Entity = z.infer<typeof entitySchema>;

export const ownUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: z.string(),
  verified: z.number().int(),
  entity: entitySchema,
  roles: z.array(z.string()),
  agent_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  subcontractor_id: z.number().int().nullable(),
  subcontractor: z.object({ id: z.number().int(), company_name: z.string() }).nullable(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;

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

export function deriveRoleFlags(user: Pick<OwnUser, 'entity' | 'roles' | 'agent_id'>): RoleFlags {
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
