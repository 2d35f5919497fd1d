/**
 * What the signed-in user may do on one planning, as the buttons of Planning Details need it.
 * Every answer comes from the permission table (src-sync/protocol/permissions), the same the
 * server refuses with, so a button the server would refuse is not shown at all.
 */
import { can, type Actor, type AgentRow, type PlanningRow, type ShiftRow } from '../../../../src-sync/index.js';

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
}

export type PlanningFactsOfRow = Pick<PlanningRow, 'status' | 'subcontractor_id' | 'client_id'>;

export function planningPermissions(planning: PlanningFactsOfRow, actor: Actor | null): PlanningPermissions {
  const on = { planning };
  return {
    editInfo: can(actor, 'planning.update', on),
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
  };
}
