/**
 * The confirm-planning modal (spec sections 2 and 4; DESIGN.md section 1: real, not a
 * placeholder): every timeslot of the request gets ACCEPT or REJECT, and the submit button says
 * what will happen: 'Confirm all', 'Reject all' or 'confirm N and reject M'. It stays disabled
 * until every timeslot has a choice. Submitting queues the review (offline too); the request,
 * its timeslots and plannings change at once and roll back if the server refuses.
 */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewTimeslots, type Local, type PlanningRow, type RequestRow, type RequestTimeslotRow, type TimeslotAction } from '../../../../src-sync/index.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { mutationErrorText } from '../details/mutation-error.js';
import { reviewComplete, reviewSummary } from './review-summary.js';
import { usePlanningClientBranch } from '../details/planning-info-summary.js';
import { asTranslate } from '../../../i18n/index.js';
import { TimeslotReviewRow } from './timeslot-review-row.js';

interface ConfirmPlanningModalProps {
  /** The planning it was opened from; null from the request's own page. */
  planning: Local<PlanningRow> | null;
  request: Local<RequestRow>;
  timeslots: Local<RequestTimeslotRow>[];
  onClose: () => void;
}

export function ConfirmPlanningModal({ planning, request, timeslots, onClose }: ConfirmPlanningModalProps) {
  const { t } = useTranslation(['planning-confirm', 'common']);
  const clientBranch = usePlanningClientBranch();
  const { db } = useOpenWorkspace();
  const [choices, setChoices] = useState<ReadonlyMap<number, TimeslotAction>>(new Map());
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = timeslots.map((slot) => slot.id);
  const complete = reviewComplete(ids, choices);
  const zone = request.location.timezone || (planning?.location.timezone ?? '');

  const choose = (id: number, action: TimeslotAction) => setChoices((current) => new Map(current).set(id, action));
  const submit = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await reviewTimeslots(db, request.id, { timeslots: ids.map((id) => ({ id, action: choices.get(id) ?? 'reject' })) });
      onClose();
    } catch (error) {
      setFailure(mutationErrorText(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog.Root open size="lg" scrollBehavior="inside" onOpenChange={(event) => !event.open && !running && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title', { identifier: request.identifier })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {t('intro', { clientBranch: clientBranch(request), location: request.location.name })}
                </Text>
                {failure && <FormAlert status="error" title={t('notSaved')} description={failure} />}
                {timeslots.length === 0 && <Text>{t('none')}</Text>}
                {timeslots.map((slot) => (
                  <TimeslotReviewRow key={slot.id} timeslot={slot} timeZone={zone} choice={choices.get(slot.id)} onChoose={(action) => choose(slot.id, action)} disabled={running} />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={running}>
                {t('common:actions.cancel')}
              </Button>
              <Button colorPalette="brand" disabled={!complete} loading={running} onClick={() => void submit()} data-testid="confirm-planning-submit">
                {reviewSummary(ids, choices, asTranslate(t))}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
