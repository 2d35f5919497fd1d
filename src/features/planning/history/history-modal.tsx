/** The History Details modal (spec section 2): adds an entry, or edits one, with HistoryForm. */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow, Local, PlanningRow, ShiftRow } from '../../../../src-sync/index.js';
import { HistoryForm } from './history-form.js';
import { UnsavedChangesScope, useUnsavedGuard } from '../../../shared/forms/unsaved-changes.js';

interface HistoryModalProps {
  planning: Local<PlanningRow>;
  shifts: Local<ShiftRow>[];
  entry: Local<HistoryRow> | null;
  onlyAgent: number | null;
  onClose: () => void;
}

export function HistoryModal({ planning, shifts, entry, onlyAgent, onClose }: HistoryModalProps) {
  const { t } = useTranslation('planning-history');
  const guard = useUnsavedGuard(onClose);
  return (
    <Dialog.Root open size="md" onOpenChange={(event) => !event.open && guard.requestClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <UnsavedChangesScope guard={guard}>
            <Dialog.Header>
              <Dialog.Title>{entry ? t('form.label') : t('add')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HistoryForm planning={planning} shifts={shifts} entry={entry} onlyAgent={onlyAgent} onDone={onClose} onCancel={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
            </UnsavedChangesScope>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
