/**
 * Who is acting, as the permission table sees it: the role flags of the signed-in user and the
 * organisations it acts for. The server (every policy) and the UI (every button) derive it with
 * this one function from the same user fields, so both always judge the same person.
 */
import { deriveRoleFlags, type RoleFacts } from '../role-flags.js';

export interface Actor {
  userId: number;
  admin: boolean;
  /** Staff without admin rights (spec: the planner menu). */
  planner: boolean;
  /** Acts for this subcontractor company (its role flag and organisation id agree). */
  subcontractorId: number | null;
  /** Acts for this client organisation. */
  clientId: number | null;
  /** The user is this agent: a guard with a sign-in. */
  agentId: number | null;
  /** The subcontractor whose agents the user may put on a shift: its own company, or the
   * employer of a guard. Null for staff (who may put anyone) and client users. */
  employerId: number | null;
}

/** The own-account fields an actor is derived from (`OwnUser` in the SPA, the users row on the
 * server, with its roles already parsed). */
export interface ActorSource extends RoleFacts {
  id: number;
  subcontractor_id: number | null;
  client_id: number | null;
}

export function actorOf(user: ActorSource): Actor {
  const flags = deriveRoleFlags(user);
  return {
    userId: user.id,
    admin: flags.admin,
    planner: flags.planner,
    // An organisation id alone grants nothing: the role flag must agree (a staff user that
    // happens to carry a stale client_id must not act for that client).
    subcontractorId: flags.subcontractor ? user.subcontractor_id : null,
    clientId: flags.client ? user.client_id : null,
    agentId: user.agent_id,
    employerId: flags.subcontractor || flags.agent ? user.subcontractor_id : null,
  };
}

/** The guarding company's own staff: admin or planner. */
export const isStaff = (actor: Actor): boolean => actor.admin || actor.planner;
