/**
 * What the signed-in user may do on one planning, as the buttons of Planning Details need it.
 * Every answer comes from the permission table (src-sync/protocol/permissions), the same the
 * server refuses with, so a button the server would refuse is not shown at all.
 */
import { PLANNING_TRANSITIONS, can, type Actor, type AgentRow, type PlanningRow, type PlanningStatus, type ShiftRow } from '../../../../src-sync/index.js';

export interface PlanningPermissions {
  /** Change the planning's own fields (dates, description, PO number). */
  editInfo: boolean;
  addShift: boolean;
  deleteShift: boolean;
  /** Choose the subcontractor of a shift. */
  chooseShiftSubcontractor: boolean;
  /** Whether this agent may be put on a shift by this user. */
  assignAgent: (agent: Pick<AgentRow, 'subcontractor_id'>) => boolean;
  editShift: (shift: Pick<ShiftRow, 'agents'>) => boolean;
  forward: boolean;
  cancelForward: boolean;
  cancel: boolean;
  delete: boolean;
  /** See which agents acknowledged a changed shift (and the field's flags). */
  oversee: boolean;
  /** The statuses this user may move the planning to from the status menu (the state machine's
   * next steps). Cancelling has its own action (it mails the client), and a pending planning is
   * confirmed or rejected by reviewing its request's timeslots. */
  nextStatuses: PlanningStatus[];
  /** Accept or decline the forward: the subcontractor it is forwarded to. */
  respond: boolean;
}

/** Steps the status menu leaves to their own actions. */
const OWN_ACTION: Partial<Record<PlanningStatus, readonly PlanningStatus[]>> = { pending: ['confirmed', 'rejected'] };

export type PlanningFactsOfRow = Pick<PlanningRow, 'status' | 'subcontractor_id' | 'contractor_status' | 'client_id'>;

export function planningPermissions(planning: PlanningFactsOfRow, actor: Actor | null): PlanningPermissions {
  const on = { planning };
  const edits = can(actor, 'planning.update', on);
  return {
    editInfo: edits,
    addShift: can(actor, 'shift.create', on),
    deleteShift: can(actor, 'shift.delete', on),
    chooseShiftSubcontractor: can(actor, 'shift.choose-subcontractor', {}),
    assignAgent: (agent) => can(actor, 'shift.assign-agent', { agent }),
    editShift: (shift) => can(actor, 'shift.update', { planning, shift: { agent_ids: shift.agents.map((agent) => agent.id) } }),
    forward: can(actor, 'planning.forward', on),
    cancelForward: can(actor, 'planning.cancel-forward', on),
    cancel: can(actor, 'planning.cancel', on),
    delete: can(actor, 'planning.delete', {}),
    oversee: can(actor, 'field.oversee', on),
    nextStatuses: edits
      ? PLANNING_TRANSITIONS[planning.status].filter((next) => next !== 'cancelled' && !(OWN_ACTION[planning.status] ?? []).includes(next))
      : [],
    // Staff may record an answer too (the rule allows it), but the buttons are the subcontractor's:
    // staff change the forward itself.
    respond: !edits && can(actor, 'planning.respond', on),
  };
}
