/** Renders PlanningDetailsModal the way the app does (see ../helpers/render-with-workspace.tsx). */
import { vi } from 'vitest';
import type { OwnUser, VigilDb } from '../../../src-sync/index.js';
import { PlanningDetailsModal } from '../../../src/features/planning/details/planning-details-modal.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';

export { freshDb } from '../../helpers/fresh-db.js';

export function renderDetails(db: VigilDb, user: OwnUser, planningId: number) {
  const onClose = vi.fn<() => void>();
  return { ...renderWithWorkspace(db, user, <PlanningDetailsModal planningId={planningId} onClose={onClose} />), onClose };
}
