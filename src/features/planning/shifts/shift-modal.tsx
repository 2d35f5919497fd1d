/** The Shift Details modal (spec section 2): adds a shift, or edits one, with ShiftForm. */
import { CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow, ShiftRow } from '../../../../src-sync/index.js';
import type { PlanningPermissions } from '../details/planning-permissions.js';
import { useSubcontractors } from '../details/use-subcontractors.js';
import { ShiftForm } from './shift-form.js';
import { UnsavedChangesScope, useUnsavedGuard } from '../../../shared/forms/unsaved-changes.js';

interface ShiftModalProps {
  planning: Local<PlanningRow>;
  shift: Local<ShiftRow> | null;
  permissions: PlanningPermissions;
  onClose: () => void;
}

export function ShiftModal({ planning, shift, permissions, onClose }: ShiftModalProps) {
  // The form opens once the subcontractor options exist (its select defaults to one of them).
  const subcontractors = useSubcontractors();
  const { t } = useTranslation('planning-shifts');
  const guard = useUnsavedGuard(onClose);
  return (
    <Dialog.Root open size="md" scrollBehavior="inside" onOpenChange={(event) => !event.open && guard.requestClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <UnsavedChangesScope guard={guard}>
            <Dialog.Header>
              <Dialog.Title>{shift ? t('form.label') : t('addNew')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="0">
              {subcontractors === undefined ? (
                <Spinner />
              ) : (
                <ShiftForm planning={planning} shift={shift} permissions={permissions} subcontractors={subcontractors} onDone={onClose} onCancel={onClose} />
              )}
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
