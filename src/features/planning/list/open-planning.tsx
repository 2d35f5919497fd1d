/** The Planning Details modal for the planning selected in the URL (?planning=ID). */
import { PlanningDetailsModal } from '../details/planning-details-modal.js';

export function OpenPlanning({ planningId, onClose }: { planningId: number | null; onClose: () => void }) {
  if (planningId === null) return null;
  return <PlanningDetailsModal key={planningId} planningId={planningId} onClose={onClose} />;
}
