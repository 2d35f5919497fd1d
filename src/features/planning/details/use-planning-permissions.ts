import { useMemo } from 'react';
import type { PlanningRow } from '../../../../src-sync/index.js';
import { useSessionState } from '../../../shared/session/use-session-state.js';
import { planningPermissions, type PlanningPermissions } from './planning-permissions.js';

/** The signed-in user's permissions on this planning; recomputed when the planning changes hands. */
export function usePlanningPermissions(planning: Pick<PlanningRow, 'status' | 'subcontractor_id'>): PlanningPermissions {
  const { user, flags } = useSessionState();
  const { status, subcontractor_id: subcontractorId } = planning;
  return useMemo(() => planningPermissions({ status, subcontractor_id: subcontractorId }, user, flags), [status, subcontractorId, user, flags]);
}
