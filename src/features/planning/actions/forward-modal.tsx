/** The Forward Planning modal (admin only). Waits for the related plannings, the shift count and
 * the subcontractors from the local database before the form opens, so its slots, its question
 * and its selects' defaults are right. */
import { CloseButton, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { useObservableValue, useOpenWorkspace } from '../../../shared/local-first/index.js';
import { useSubcontractors } from '../details/use-subcontractors.js';
import { usePlanningShifts } from '../shifts/use-planning-shifts.js';
import { ForwardForm } from './forward-form.js';
import { UnsavedChangesScope, useUnsavedGuard } from '../../../shared/forms/unsaved-changes.js';
import { useRelatedPlannings } from './use-related-plannings.js';

export function ForwardModal({ planning, onClose }: { planning: Local<PlanningRow>; onClose: () => void }) {
  const { t } = useTranslation('planning-details');
  const related = useRelatedPlannings(planning);
  const shifts = usePlanningShifts(planning.id);
  const subcontractors = useSubcontractors();
  const { engine } = useOpenWorkspace();
  const firstSyncDone = useObservableValue(engine.lastSyncAt$, null) !== null;
  const guard = useUnsavedGuard(onClose);
  return (
    <Dialog.Root open size="lg" scrollBehavior="inside" onOpenChange={(event) => !event.open && guard.requestClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <UnsavedChangesScope guard={guard}>
            <Dialog.Header>
              <Dialog.Title>{t('forward.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="0">
              {!firstSyncDone && (
                <Text fontSize="sm" color="fg.warning" mb="3">
                  {t('forward.stillLoading')}
                </Text>
              )}
              {related === undefined || shifts === undefined || subcontractors === undefined ? (
                <Spinner />
              ) : (
                <ForwardForm planning={planning} related={related} shiftCount={shifts.length} subcontractors={subcontractors} onDone={onClose} onCancel={onClose} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('forward.close')} />
            </Dialog.CloseTrigger>
            </UnsavedChangesScope>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
