/** A planning action that asks first (spec section 8 texts), then queues its mutation. A refusal
 * by the engine (input, or the planning no longer on this device) is shown as a toast; a later
 * refusal by the server shows on the planning as a failed write. */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../shared/feedback/confirm-dialog.js';
import { notifyMutationFailure } from '../details/mutation-error.js';

interface ConfirmActionButtonProps {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
  /** Called after the mutation is queued (e.g. close the modal after a delete). */
  onDone?: () => void;
  colorPalette?: ButtonProps['colorPalette'];
  /** Shown before the label, as on the buttons beside it. */
  icon?: ReactNode;
}

export function ConfirmActionButton({ label, title, description, confirmLabel, run, onDone, colorPalette = 'red', icon }: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await run();
      setOpen(false);
      onDone?.();
    } catch (error) {
      notifyMutationFailure(label, error);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" colorPalette={colorPalette} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <ConfirmDialog open={open} title={title} description={description} confirmLabel={confirmLabel} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
