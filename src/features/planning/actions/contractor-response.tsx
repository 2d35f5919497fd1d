/**
 * The forwarded subcontractor's answer: Accept or Decline the planning (contractor_status, shown
 * next to the subcontractor's name). Queued like every planning edit; the answer it already gave
 * is not offered again, the other one is (a subcontractor may change its mind). Declining asks
 * first: it takes the company off the job's shifts (the permission table).
 */
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import { updatePlanning, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { notifyMutationFailure } from '../details/mutation-error.js';
import { ConfirmActionButton } from './confirm-action-button.js';

export function ContractorResponse({ planning }: { planning: Local<PlanningRow> }) {
  const { t } = useTranslation('planning-details');
  const { db } = useOpenWorkspace();
  const accept = async () => {
    try {
      await updatePlanning(db, planning.id, { contractor_status: 'accepted' });
    } catch (error) {
      notifyMutationFailure(t('actions.accept'), error);
    }
  };
  return (
    <HStack gap="2" data-testid="contractor-response">
      {planning.contractor_status !== 'accepted' && (
        <Button size="sm" colorPalette="green" onClick={() => void accept()}>
          <LuCheck /> {t('actions.accept')}
        </Button>
      )}
      {/* Asked first: a decline takes the company off the job's shifts (and one tap next to
          Accept was too easy to make by mistake). */}
      {planning.contractor_status !== 'declined' && (
        <ConfirmActionButton
          label={t('actions.decline')}
          title={t('actions.declineTitle')}
          description={t('actions.declineText')}
          confirmLabel={t('actions.decline')}
          icon={<LuX />}
          run={() => updatePlanning(db, planning.id, { contractor_status: 'declined' })}
        />
      )}
    </HStack>
  );
}
