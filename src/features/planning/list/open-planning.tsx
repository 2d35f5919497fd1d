/** The Planning Details modal for the planning selected in the URL (?planning=ID). */
import { useMemo } from 'react';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { PlanningDetailsModal } from '../details/planning-details-modal.js';
import type { ProjectedPlanning } from './planning-projection.js';

export function OpenPlanning({ planningId, listed, onClose }: { planningId: number | null; listed: readonly ProjectedPlanning[]; onClose: () => void }) {
  // The copy the list shows of it: the modal shows it while its own read of the row is waiting
  // (use-planning.ts says when that happens).
  const shown = useMemo<Local<PlanningRow> | undefined>(() => (planningId === null ? undefined : listed.find((item) => item.row.id === planningId)?.row), [listed, planningId]);
  if (planningId === null) return null;
  return <PlanningDetailsModal key={planningId} planningId={planningId} listed={shown} onClose={onClose} />;
}
