/** Delete shift, after the spec's confirmation (section 8). The delete is queued; the row goes at
 * once and comes back, marked failed, if the server refuses it. */
import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { deleteShift } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { ConfirmDialog } from '../details/confirm-dialog.js';
import { notifyMutationFailure } from '../details/mutation-error.js';

export const DELETE_SHIFT_TEXT = 'All agents will be unassigned from this shift';

export function DeleteShiftButton({ shiftId, label }: { shiftId: number; label: string }) {
  const { db } = useOpenWorkspace();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await deleteShift(db, shiftId);
      setOpen(false);
    } catch (error) {
      notifyMutationFailure('Deleting the shift', error);
    }
  };
  return (
    <>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete shift ${label}`} onClick={() => setOpen(true)}>
        <LuTrash2 />
      </IconButton>
      <ConfirmDialog
        open={open}
        title="Delete shift?"
        description={DELETE_SHIFT_TEXT}
        confirmLabel="Delete"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
