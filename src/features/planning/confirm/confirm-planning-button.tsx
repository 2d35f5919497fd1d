/**
 * Opens the confirm-planning step (spec sections 2 and 4) for an admin, on a planning whose
 * request is still pending, or on the request's own page. Also shows the review's queued-write state on the request (sending,
 * waiting, or failed with Retry/Discard), since a refused review is rolled back.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return <ReviewButton planning={planning} requestId={planning.request_id} />;
}

/** The same review on the request's own page (the app hands it to the request feature). */
export function RequestReviewButton({ requestId }: { requestId: number }) {
  return <ReviewButton planning={null} requestId={requestId} />;
}

function ReviewButton({ planning, requestId }: { planning: Local<PlanningRow> | null; requestId: number }) {
  const { t } = useTranslation('planning-confirm');
  const actor = useActor();
  const review = useRequestReview(requestId);
  const [open, setOpen] = useState(false);
  if (!allows(actor, 'request.review', {}) || !review?.request) return null;
  const { request, timeslots } = review;
  return (
    // Empty once the request is reviewed (and no review write waits): it takes no place in the
    // action bar, whose gap would otherwise push the next button in.
    <HStack gap="2" wrap="wrap" _empty={{ display: 'none' }}>
      {can(actor, 'request.review', { request }) && (
        <Button size="sm" colorPalette="green" onClick={() => setOpen(true)} data-testid="confirm-planning-open">
          <LuListChecks /> {t('button')}
        </Button>
      )}
      <PendingWriteState table="requests" id={request.id} subjectOnly />
      {open && <ConfirmPlanningModal planning={planning} request={request} timeslots={timeslots} onClose={() => setOpen(false)} />}
    </HStack>
  );
}
