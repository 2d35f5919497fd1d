/**
 * A small "are you sure" dialog: the planning's destructive actions (their description is the
 * spec's confirmation text, verbatim, section 8), a sign-out with unsent writes, a form's unsaved
 * input, cancelling a request, disabling an account. The safe answer comes first. The dialog stays open while the action runs and closes only
 * when it resolves, so a failure is never hidden behind a closing animation.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Spec section 8 text, e.g. 'All agents will be unassigned from this shift'. */
  description: string;
  confirmLabel: string;
  /** The safe answer's words; "No" when absent. */
  cancelLabel?: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  testId?: string;
  confirmTestId?: string;
}

export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onClose, testId, confirmTestId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Dialog.Root open={open} role="alertdialog" size="sm" onOpenChange={(event) => !event.open && !running && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={running}>
                {cancelLabel ?? t('no')}
              </Button>
              <Button colorPalette="red" loading={running} onClick={() => void confirm()} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
