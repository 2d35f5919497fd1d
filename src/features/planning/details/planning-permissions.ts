/**
 * What the signed-in user may do on one planning (spec section 6), derived from the real user,
 * mirroring server/policies/planning-actions.ts so that a button the server would refuse is not
 * shown at all. The server enforces every rule again; this only decides what to offer.
 */
import { CLOSED_PLANNING_STATUSES, canTransition, type OwnUser, type PlanningRow, type RoleFlags, type ShiftRow } from '../../../../src-sync/index.js';

export interface PlanningPermissions {
  /** Forward, cancel forward, cancel, delete: admin only. */
  admin: boolean;
  /** Change the planning's own fields (dates, description, PO number): the company's staff. */
  editInfo: boolean;
  /** Add new shift and delete shift: admin, or the subcontractor the planning is forwarded to. */
  manageShifts: boolean;
  /** Choose the subcontractor of a shift: admin only. */
  chooseShiftSubcontractor: boolean;
  /** Offer only the caller's own agents (a subcontractor assigns its own people only). */
  ownAgentsOnly: number | null;
  /** Edit a shift: anyone on the planning; an agent only a shift it is on. */
  editShift: (shift: Pick<ShiftRow, 'agents'>) => boolean;
  forward: boolean;
  cancelForward: boolean;
  cancel: boolean;
  delete: boolean;
}

type Planning = Pick<PlanningRow, 'status' | 'subcontractor_id'>;
type User = Pick<OwnUser, 'subcontractor_id' | 'agent_id'>;

const NONE: PlanningPermissions = {
  admin: false, editInfo: false, manageShifts: false, chooseShiftSubcontractor: false, ownAgentsOnly: null,
  editShift: () => false, forward: false, cancelForward: false, cancel: false, delete: false,
};

export function planningPermissions(planning: Planning, user: User | null, flags: RoleFlags | null): PlanningPermissions {
  if (!user || !flags) return NONE;
  const admin = flags.admin;
  const staff = admin || flags.planner;
  const forwardedToCaller = flags.subcontractor && planning.subcontractor_id !== null && user.subcontractor_id === planning.subcontractor_id;
  // Closed plannings take no shift changes and no forward (the server answers 422 otherwise).
  const open = !(CLOSED_PLANNING_STATUSES as readonly string[]).includes(planning.status);
  const agentId = user.agent_id;
  return {
    admin,
    editInfo: staff,
    manageShifts: open && (admin || forwardedToCaller),
    chooseShiftSubcontractor: admin,
    ownAgentsOnly: !staff && forwardedToCaller ? user.subcontractor_id : null,
    editShift: (shift) => open && (staff || forwardedToCaller || (agentId !== null && shift.agents.some((agent) => agent.id === agentId))),
    forward: admin && open,
    cancelForward: admin && open && planning.subcontractor_id !== null,
    cancel: admin && planning.status !== 'cancelled' && canTransition(planning.status, 'cancelled'),
    delete: admin,
  };
}
