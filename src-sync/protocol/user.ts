/** The signed-in user as `GET /api/account/own` returns it (spec section 3), and the role flags
 * derived from it. Client and server derive roles with this one function. */
import { z } from 'zod';
import { ROW_TEXT_MAX } from './text-limits.js';

export { CHAT_ROLES, ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR, chatRoleOf, deriveRoleFlags, type ChatRole, type RoleFlags } from './role-flags.js';

export const entitySchema = z.enum(['admin', 'subcontractor', 'client']);
export type Entity = z.infer<typeof entitySchema>;

const str = z.string().max(ROW_TEXT_MAX);

export const ownUserSchema = z.object({
  id: z.number().int(),
  email: str,
  first_name: str,
  last_name: str,
  language: str,
  verified: z.number().int(),
  entity: entitySchema,
  roles: z.array(str),
  agent_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  subcontractor_id: z.number().int().nullable(),
  subcontractor: z.object({ id: z.number().int(), company_name: str }).nullable(),
  client: z.object({ id: z.number().int(), name: str }).nullable(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;
