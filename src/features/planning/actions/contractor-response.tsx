/**
 * The forwarded subcontractor's answer: Accept or Decline the planning (contractor_status, shown
 * next to the subcontractor's name). Queued like every planning edit; the answer it already gave
 * is not offered again, the other one is (a subcontractor may change its mind).
 */
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import { updatePlanning, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { notifyMutationFailure } from '../details/mutation-error.js';

export function ContractorResponse({ planning }: { planning: Local<PlanningRow> }) {
  const { t } = useTranslation('planning-details');
  const { db } = useOpenWorkspace();
  const answer = async (contractorStatus: 'accepted' | 'declined', what: string) => {
    try {
      await updatePlanning(db, planning.id, { contractor_status: contractorStatus });
    } catch (error) {
      notifyMutationFailure(what, error);
    }
  };
  return (
    <HStack gap="2" data-testid="contractor-response">
      {planning.contractor_status !== 'accepted' && (
        <Button size="sm" colorPalette="green" onClick={() => void answer('accepted', t('actions.accept'))}>
          <LuCheck /> {t('actions.accept')}
        </Button>
      )}
      {planning.contractor_status !== 'declined' && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void answer('declined', t('actions.decline'))}>
          <LuX /> {t('actions.decline')}
        </Button>
      )}
    </HStack>
  );
}
