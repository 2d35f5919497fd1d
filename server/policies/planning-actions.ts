/**
 * Who may do what to a planning, its shifts and its history (spec section 6), enforced by every
 * planning-domain write route. Visibility (who sees which row) lives in ./planning-visibility.ts;
 * this module decides actions on rows the caller is about to change.
 *
 * ## Planning status state machine
 *
 * Defined in src-sync/protocol/planning-status.ts (PLANNING_TRANSITIONS, shared with the UI),
 * enforced here: a status change not listed is refused with 422 and changes nothing.
 *
 *   pending   -> confirmed | rejected | cancelled      (the request is accepted or refused)
 *   confirmed -> started | cancelled | pending         (back to pending to re-plan)
 *   started   -> ended                                 (guards on site; no cancel once started)
 *   ended     -> finished | started                    (started again when ended by mistake)
 *   finished  -> archived
 *   rejected  -> pending | archived                    (reopened, or filed away)
 *   cancelled -> archived
 *   archived  -> (none: final)
 *
 * Setting the current status again is a no-op, not an error. `cancelled` is reached only through
 * PUT /api/planning/{id}/cancel (admin), because cancelling mails the client organisation.
 * A planning that is finished, rejected, cancelled or archived (CLOSED_PLANNING_STATUSES) gets no
 * new, changed or deleted shifts and cannot be forwarded.
 *
 * ## Actions per role
 *
 * - admin (ROLE_ADMIN): everything: create, delete, forward, cancel forward, cancel, choose a
 *   shift's subcontractor, every shift and history write.
 * - planner: updates planning fields and status (not cancel), edits shifts and history.
 * - subcontractor user (ROLE_SUBCONTRACTOR, or a subcontractor sign-in that is not an agent), for
 *   a planning forwarded to its subcontractor: adds, edits and deletes shifts (with its own agents
 *   only, never choosing another subcontractor), writes history, and accepts or declines the
 *   forward (contractor_status).
 * - agent (a user with an agent id, including a subcontractor's guards): edits the shifts it is on
 *   and writes history for them, for itself only.
 * - client user: sees its organisation's plannings, but their shifts and history are the
 *   guarding company's operations (see planning-visibility.ts): no planning-domain writes.
 *
 * A caller who cannot see the planning at all gets 404 on reads; writes answer 403 with a message
 * naming the rule (the ids are sequential, so hiding existence would buy nothing).
 */
import type { AuthUser } from '../auth/types.js';
import type { Executor } from '../sync/change-log.js';
import { forbidden, unprocessable } from '../lib/http-errors.js';
import { ROLE_SUBCONTRACTOR } from '../../src-sync/protocol/user.js';
import {
  CLOSED_PLANNING_STATUSES,
  canTransition,
  type PlanningStatus,
} from '../../src-sync/protocol/planning-status.js';

/** The parts of a planning row that decide permissions. */
export interface PlanningGate {
  id: number;
  status: string;
  subcontractor_id: number | null;
  client_id: number;
}

/** What the caller is to one planning; computed once per request. */
export interface PlanningAccess {
  admin: boolean;
  /** Admin or planner: the guarding company's own staff. */
  staff: boolean;
  /** The caller acts for the subcontractor the planning is forwarded to. */
  forwardedToCaller: boolean;
  /** Shifts of this planning the caller's agent is assigned to. */
  agentShiftIds: ReadonlySet<number>;
  /** The caller's own agent id, when the caller is an agent. */
  agentId: number | null;
}

/**
 * Acts for its subcontractor organisation (spec: ROLE_SUBCONTRACTOR, 'Sub C'). A subcontractor's
 * agents sign in with entity 'subcontractor' too; without ROLE_SUBCONTRACTOR they are guards,
 * not the company's planners, so they get agent rights (their own shifts), not the company's.
 */
export function actsForSubcontractor(user: AuthUser): boolean {
  return user.flags.subcontractor && (user.roles.includes(ROLE_SUBCONTRACTOR) || !user.flags.agent);
}

export async function planningAccess(db: Executor, user: AuthUser, planning: PlanningGate): Promise<PlanningAccess> {
  const { flags } = user;
  const agentId = user.user.agent_id;
  let agentShiftIds = new Set<number>();
  if (agentId !== null) {
    const rows = await db
      .selectFrom('shift_agents')
      .innerJoin('shifts', 'shifts.id', 'shift_agents.shift_id')
      .select('shifts.id')
      .where('shifts.planning_id', '=', planning.id)
      .where('shift_agents.agent_id', '=', agentId)
      .execute();
    agentShiftIds = new Set(rows.map((r) => r.id));
  }
  return {
    admin: flags.admin,
    staff: flags.admin || flags.planner,
    // The organisation id alone grants nothing; the role flag must agree (as in viewer.ts).
    forwardedToCaller: actsForSubcontractor(user) && planning.subcontractor_id !== null && user.user.subcontractor_id === planning.subcontractor_id,
    agentShiftIds,
    agentId,
  };
}

export function assertAdmin(user: AuthUser, action: string): void {
  if (!user.flags.admin) throw forbidden(`Only an admin can ${action}.`);
}

export function assertPlanningOpen(planning: PlanningGate, action: string): void {
  if ((CLOSED_PLANNING_STATUSES as readonly string[]).includes(planning.status)) {
    throw unprocessable(`This planning is ${planning.status}; you cannot ${action} any more.`, [
      { path: 'planning_id', message: `planning is ${planning.status}` },
    ]);
  }
}

/** Status moves through the state machine only; cancelling has its own route (it mails). */
export function assertStatusChange(from: string, to: PlanningStatus, viaCancelRoute = false): void {
  if (from === to) return;
  if (to === 'cancelled' && !viaCancelRoute) {
    throw unprocessable('Use cancel planning to cancel: it notifies the client.', [
      { path: 'status', message: 'cancel through PUT /api/planning/{id}/cancel' },
    ]);
  }
  if (!canTransition(from as PlanningStatus, to)) {
    throw unprocessable(`A ${from} planning cannot become ${to}.`, [{ path: 'status', message: `not allowed from ${from}` }]);
  }
}

/** PUT /api/planning/{id}: which fields the caller may change. */
export function assertCanUpdatePlanning(a: PlanningAccess, fields: readonly string[]): void {
  if (a.staff) return;
  if (a.forwardedToCaller) {
    const others = fields.filter((f) => f !== 'contractor_status');
    if (others.length === 0) return;
    throw forbidden(`A subcontractor can only accept or decline a forwarded planning, not change ${others.join(', ')}.`);
  }
  throw forbidden('Only the planning staff can change a planning.');
}

/** Add or delete a shift: admin, or the subcontractor the planning is forwarded to. */
export function assertCanManageShifts(a: PlanningAccess, action: 'add' | 'delete'): void {
  if (a.admin || a.forwardedToCaller) return;
  throw forbidden(`Only an admin or the subcontractor this planning is forwarded to can ${action} shifts.`);
}

/** Edit a shift: anyone on the planning; an agent only the shifts it is on. */
export function assertCanEditShift(a: PlanningAccess, shiftId: number): void {
  if (a.staff || a.forwardedToCaller || a.agentShiftIds.has(shiftId)) return;
  throw forbidden('Only people on this planning can edit its shifts.');
}

/** Only an admin chooses (or changes) the subcontractor of a shift (spec section 6). */
export function assertCanSetShiftSubcontractor(a: PlanningAccess, current: number | null, next: number | null | undefined): void {
  if (next === undefined || next === current || a.admin) return;
  throw forbidden('Only an admin can choose the subcontractor of a shift.');
}

/** Agents offered for a shift must have a user (spec section 3); a subcontractor may only put its
 * own agents on a shift. Rows are the agents the body names, as loaded; agents already on the
 * shift stay allowed (an admin may have put the company's own guard there). */
export function assertAgentsAllowed(
  user: AuthUser,
  a: PlanningAccess,
  requested: readonly number[],
  rows: readonly { id: number; user_id: number | null; subcontractor_id: number | null }[],
  alreadyAssigned: ReadonlySet<number> = new Set(),
): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: { path: string; message: string }[] = [];
  requested.forEach((id, index) => {
    const agent = byId.get(id);
    if (!agent) problems.push({ path: `agents.${index}`, message: 'no such agent' });
    else if (agent.user_id === null) problems.push({ path: `agents.${index}`, message: 'agent has no user account' });
  });
  if (problems.length > 0) throw unprocessable(`Invalid agents: ${problems[0]?.message ?? ''}.`, problems);
  if (a.admin || a.staff) return;
  const own = user.user.subcontractor_id;
  const foreign = rows.filter((r) => !alreadyAssigned.has(r.id) && (r.subcontractor_id === null || r.subcontractor_id !== own));
  if (foreign.length > 0) throw forbidden('A subcontractor can only assign its own agents.');
}

/** History writes: anyone on the planning; an agent only on its own shifts and for itself. */
export function assertCanWriteHistory(a: PlanningAccess, shiftId: number | null, agentId: number | null): void {
  if (a.staff || a.forwardedToCaller) return;
  if (a.agentId !== null && shiftId !== null && a.agentShiftIds.has(shiftId) && agentId === a.agentId) return;
  throw forbidden(a.agentId !== null ? 'An agent can only write history for itself on its own shifts.' : 'Only people on this planning can write its history.');
}
