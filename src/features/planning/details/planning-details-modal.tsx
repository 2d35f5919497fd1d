/**
 * The full-width Planning Details modal (spec section 2): planning info, shifts and history in
 * three columns. Opened by the planning list for one planning id; reads everything from the
 * local database, so it opens instantly and offline.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface PlanningDetailsModalProps {
  planningId: number;
  onClose: () => void;
}

export function PlanningDetailsModal({ planningId, onClose }: PlanningDetailsModalProps) {
  return (
    <Dialog.Root open size="cover" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Planning {planningId}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close planning details" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
