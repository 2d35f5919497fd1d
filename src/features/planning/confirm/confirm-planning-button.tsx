/**
 * Opens the confirm-planning step (spec section 2 and 4): an admin reviews the timeslots of a
 * pending request one by one. Minimal first version; renders nothing until the review lands.
 */
import type { PlanningRow } from '../../../../src-sync/index.js';

export interface ConfirmPlanningButtonProps {
  planning: PlanningRow;
}

export function ConfirmPlanningButton({ planning }: ConfirmPlanningButtonProps) {
  void planning;
  return null;
}
