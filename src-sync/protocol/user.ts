/** The signed-in user as `GET /api/account/own` returns it (spec section 3), and the role flags
 * derived from it. Client and server derive roles with this one function. */
import { z } from 'zod';

export { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR, deriveRoleFlags, type RoleFlags } from './role-flags.js';

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
