/** Delete shift, after the spec's confirmation (section 8). The delete is queued; the row goes at
 * once and comes back, marked failed, if the server refuses it. */
import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { deleteShift } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { ConfirmDialog } from '../../../shared/feedback/confirm-dialog.js';
import { notifyMutationFailure } from '../details/mutation-error.js';

export function DeleteShiftButton({ shiftId, label }: { shiftId: number; label: string }) {
  const { t } = useTranslation(['planning-shifts', 'common']);
  const { db } = useOpenWorkspace();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await deleteShift(db, shiftId);
      setOpen(false);
    } catch (error) {
      notifyMutationFailure(t('delete.what'), error);
    }
  };
  return (
    <>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('delete.label', { start: label })} onClick={() => setOpen(true)}>
        <LuTrash2 />
      </IconButton>
      <ConfirmDialog
        open={open}
        title={t('delete.title')}
        description={t('delete.text')}
        confirmLabel={t('common:actions.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
