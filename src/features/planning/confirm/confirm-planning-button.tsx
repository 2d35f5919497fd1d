/**
 * Opens the confirm-planning step (spec sections 2 and 4) for an admin, on a planning whose
 * request is still pending. Also shows the review's queued-write state on the request (sending,
 * waiting, or failed with Retry/Discard), since a refused review is rolled back.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuListChecks } from 'react-icons/lu';
import { allows, can, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { PendingWriteState } from '../../../shared/local-first/pending-write-state.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { ConfirmPlanningModal } from './confirm-planning-modal.js';
import { useRequestReview } from './use-request-review.js';

export interface ConfirmPlanningButtonProps {
  planning: Local<PlanningRow>;
}

export function ConfirmPlanningButton({ planning }: ConfirmPlanningButtonProps) {
  const actor = useActor();
  const review = useRequestReview(planning.request_id);
  const [open, setOpen] = useState(false);
  if (!allows(actor, 'request.review', {}) || !review?.request) return null;
  const { request, timeslots } = review;
  return (
    <HStack gap="2" wrap="wrap">
      {can(actor, 'request.review', { request }) && (
        <Button size="sm" colorPalette="green" onClick={() => setOpen(true)}>
          <LuListChecks /> Confirm planning
        </Button>
      )}
      <PendingWriteState table="requests" id={request.id} subjectOnly />
      {open && <ConfirmPlanningModal planning={planning} request={request} timeslots={timeslots} onClose={() => setOpen(false)} />}
    </HStack>
  );
}
