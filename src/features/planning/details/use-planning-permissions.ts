import { useMemo } from 'react';
import { useActor } from '../../../shared/session/use-actor.js';
import { planningPermissions, type PlanningFactsOfRow, type PlanningPermissions } from './planning-permissions.js';

/** The signed-in user's permissions on this planning; recomputed when the planning changes hands
 * or its subcontractor answers. */
export function usePlanningPermissions(planning: PlanningFactsOfRow): PlanningPermissions {
  const actor = useActor();
  const { status, subcontractor_id: subcontractorId, contractor_status: contractorStatus, client_id: clientId } = planning;
  return useMemo(
    () => planningPermissions({ status, subcontractor_id: subcontractorId, contractor_status: contractorStatus, client_id: clientId }, actor),
    [status, subcontractorId, contractorStatus, clientId, actor],
  );
}
