/**
 * The planning's actions (spec section 2 and 6). Forward planning, Cancel forward, Cancel planning
 * and Delete planning exist for admins only: for anyone else they are not rendered at all. The
 * confirm-planning step decides its own visibility; Change status is the staff's, Accept and
 * Decline the forwarded subcontractor's (both from the permission table).
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { cancelForward, cancelPlanning, deletePlannings, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { ConfirmPlanningButton } from '../confirm/confirm-planning-button.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { DirectionalIcon } from '../../../shared/layout/directional-icon.js';
import { ConfirmActionButton } from './confirm-action-button.js';
import { ContractorResponse } from './contractor-response.js';
import { PlanningStatusMenu } from './planning-status-menu.js';
import { ForwardModal } from './forward-modal.js';

interface PlanningActionsProps {
  planning: Local<PlanningRow>;
  permissions: PlanningPermissions;
  /** Delete planning closes the Planning Details modal. */
  onDeleted: () => void;
}

export function PlanningActions({ planning, permissions, onDeleted }: PlanningActionsProps) {
  const { t } = useTranslation(['planning-details', 'common']);
  const { db } = useOpenWorkspace();
  const [forwarding, setForwarding] = useState(false);
  return (
    <HStack gap="2" wrap="wrap" data-testid="planning-actions">
      <ConfirmPlanningButton planning={planning} />
      {permissions.respond && <ContractorResponse planning={planning} />}
      <PlanningStatusMenu planning={planning} next={permissions.nextStatuses} />
      {permissions.forward && (
        <Button size="sm" colorPalette="brand" onClick={() => setForwarding(true)}>
          <DirectionalIcon>
            <LuSend />
          </DirectionalIcon>{' '}
          {t('forward.title')}
        </Button>
      )}
      {permissions.cancelForward && (
        <ConfirmActionButton
          label={t('actions.cancelForward')}
          title={t('actions.cancelForwardTitle')}
          description={t('actions.cancelForwardText')}
          confirmLabel={t('actions.cancelForward')}
          colorPalette="orange"
          run={() => cancelForward(db, planning.id)}
        />
      )}
      {permissions.cancel && (
        <ConfirmActionButton
          label={t('actions.cancelPlanning')}
          title={t('actions.cancelPlanningTitle')}
          description={t('actions.cancelPlanningText')}
          confirmLabel={t('actions.cancelPlanning')}
          run={() => cancelPlanning(db, planning.id)}
        />
      )}
      {permissions.delete && (
        <ConfirmActionButton
          label={t('actions.deletePlanning')}
          title={t('actions.deletePlanningTitle')}
          description={t('actions.deletePlanningText')}
          confirmLabel={t('common:actions.delete')}
          run={() => deletePlannings(db, [planning.id])}
          onDone={onDeleted}
        />
      )}
      {forwarding && <ForwardModal planning={planning} onClose={() => setForwarding(false)} />}
    </HStack>
  );
}
