/**
 * The planning's actions (spec section 2 and 6). Forward planning, Cancel forward, Cancel planning
 * and Delete planning exist for admins only: for anyone else they are not rendered at all. The
 * confirm-planning step decides its own visibility.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSend } from 'react-icons/lu';
import { cancelForward, cancelPlanning, deletePlannings, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { ConfirmPlanningButton } from '../confirm/confirm-planning-button.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { ConfirmActionButton } from './confirm-action-button.js';
import { ForwardModal } from './forward-modal.js';

/** Spec section 8, verbatim. */
export const CANCEL_FORWARD_TEXT = 'All shifts will be removed from this planning';
export const DELETE_PLANNING_TEXT = 'All shifts will be removed from this planning';
export const CANCEL_PLANNING_TEXT = 'an email will be sent to the client.';

interface PlanningActionsProps {
  planning: Local<PlanningRow>;
  permissions: PlanningPermissions;
  /** Delete planning closes the Planning Details modal. */
  onDeleted: () => void;
}

export function PlanningActions({ planning, permissions, onDeleted }: PlanningActionsProps) {
  const { db } = useOpenWorkspace();
  const [forwarding, setForwarding] = useState(false);
  return (
    <HStack gap="2" wrap="wrap" data-testid="planning-actions">
      <ConfirmPlanningButton planning={planning} />
      {permissions.forward && (
        <Button size="sm" colorPalette="brand" onClick={() => setForwarding(true)}>
          <LuSend /> Forward planning
        </Button>
      )}
      {permissions.cancelForward && (
        <ConfirmActionButton
          label="Cancel forward"
          title="Cancel the forward?"
          description={CANCEL_FORWARD_TEXT}
          confirmLabel="Cancel forward"
          colorPalette="orange"
          run={() => cancelForward(db, planning.id)}
        />
      )}
      {permissions.cancel && (
        <ConfirmActionButton
          label="Cancel planning"
          title="Cancel this planning?"
          description={CANCEL_PLANNING_TEXT}
          confirmLabel="Cancel planning"
          run={() => cancelPlanning(db, planning.id)}
        />
      )}
      {permissions.delete && (
        <ConfirmActionButton
          label="Delete planning"
          title="Delete this planning?"
          description={DELETE_PLANNING_TEXT}
          confirmLabel="Delete"
          run={() => deletePlannings(db, [planning.id])}
          onDone={onDeleted}
        />
      )}
      {forwarding && <ForwardModal planning={planning} onClose={() => setForwarding(false)} />}
    </HStack>
  );
}
