/**
 * The full-width Planning Details modal (spec section 2): planning info, shifts and history in
 * three columns, with the admin's actions on top. Opened by the planning list for one planning
 * id; everything is read live from the local database, so it opens instantly and offline, and
 * follows changes from the server while open.
 */
import { Box, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, PlanningRow } from '../../../../src-sync/index.js';
import { useObservableValue, useOpenWorkspace } from '../../../shared/local-first/index.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { PlanningActions } from '../actions/planning-actions.js';
import { PlanningDetailsBody } from './planning-details-body.js';
import { PlanningDetailsHeader } from './planning-details-header.js';
import { usePlanning } from './use-planning.js';
import { UnsavedChangesScope, useUnsavedGuard } from '../../../shared/forms/unsaved-changes.js';
import { usePlanningPermissions } from './use-planning-permissions.js';
import { useRowsOnDemand } from './use-rows-on-demand.js';

export interface PlanningDetailsModalProps {
  planningId: number;
  /** The list's copy of it, when opened from the list: shown while the row is being read. */
  listed?: Local<PlanningRow> | undefined;
  onClose: () => void;
}

export function PlanningDetailsModal({ planningId, listed, onClose }: PlanningDetailsModalProps) {
  const { t } = useTranslation('planning-details');
  const planning = usePlanning(planningId, listed);
  // Planning info typed but not saved is asked about before the planning closes.
  const guard = useUnsavedGuard(onClose);
  return (
    <Dialog.Root open size={{ mdDown: 'full', md: 'cover' }} scrollBehavior="inside" onOpenChange={(event) => !event.open && guard.requestClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="planning-details">
            <UnsavedChangesScope guard={guard}>
            {planning && planning !== 'damaged' ? (
              <PlanningDetails planning={planning} onClose={onClose} />
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {planning === undefined ? <Spinner /> : planning === 'damaged' ? <DamagedCopy /> : <NotOnDevice onClose={onClose} />}
                </Dialog.Body>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
            </UnsavedChangesScope>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PlanningDetails({ planning, onClose }: { planning: Local<PlanningRow>; onClose: () => void }) {
  const permissions = usePlanningPermissions(planning);
  const onDemand = useRowsOnDemand(planning);
  // On a phone the header stays on screen while the page scrolls: it keeps only which planning
  // this is (a third of an 844 px screen went to it with the actions), and the actions scroll
  // with the sections.
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
  const actions = <PlanningActions planning={planning} permissions={permissions} onDeleted={onClose} />;
  return (
    <>
      <Dialog.Header pe="14" ps={{ base: '4', md: '6' }} py={{ base: '3', md: '5' }} data-testid="planning-details-header">
        <Stack gap="3" w="full" minW="0">
          <Dialog.Title asChild>
            <div>
              <PlanningDetailsHeader planning={planning} />
            </div>
          </Dialog.Title>
          {!compact && actions}
        </Stack>
      </Dialog.Header>
      <Dialog.Body bg="bg.subtle" pt={{ base: '0', md: '4' }} px={{ base: '3', md: '6' }} data-testid="planning-details-body">
        {compact && <Box pt="3">{actions}</Box>}
        {(onDemand === 'loading' || onDemand === 'failed') && <RowsOnDemandNote state={onDemand} />}
        {/* Until the device knows it holds them, and while they come, an empty column is not "none". */}
        <PlanningDetailsBody planning={planning} permissions={permissions} compact={compact} rowsComing={onDemand === 'checking' || onDemand === 'loading'} />
      </Dialog.Body>
    </>
  );
}

/** The stored copy fails its schema; usePlanning has asked the engine to fetch it again. */
function DamagedCopy() {
  const { t } = useTranslation('planning-details');
  return (
    <Stack gap="3" align="start" direction="row" role="status">
      <Spinner size="sm" />
      <Text>{t('damaged')}</Text>
    </Stack>
  );
}

/** Deleted meanwhile, or no longer visible to this user (a forward taken back). Before the first
 * sync has finished it may simply not be here yet: say so, and show it as soon as it arrives. */
function NotOnDevice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['planning-details', 'planning-list']);
  const { engine } = useOpenWorkspace();
  const lastSyncAt = useObservableValue(engine.lastSyncAt$, null);
  const pullError = useObservableValue(engine.pullError$, null);
  const pulling = useObservableValue(engine.pulling$, false);
  if (lastSyncAt === null && pullError !== null) {
    const retry = () => {
      engine.pull().catch((error: unknown) => notifyFailure(t('loadingWhat'), error));
    };
    return (
      <Stack gap="3" align="start" role="alert">
        <Text>{t('loadFailed', { reason: pullError })}</Text>
        <Button size="sm" variant="outline" onClick={retry} loading={pulling} loadingText={t('planning-list:states.tryingAgain')}>
          {t('planning-list:states.tryAgainNow')}
        </Button>
      </Stack>
    );
  }
  if (lastSyncAt === null) {
    return (
      <Stack gap="3" align="start" direction="row">
        <Spinner size="sm" />
        <Text>{t('loading')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3" align="start">
      <Text>{t('notAvailable')}</Text>
      <Button size="sm" onClick={onClose}>
        {t('backToList')}
      </Button>
    </Stack>
  );
}

/** A planning from before the sync horizon: its shifts and history are coming, or could not. */
function RowsOnDemandNote({ state }: { state: 'loading' | 'failed' }) {
  const { t } = useTranslation('sync');
  return (
    <Text fontSize="sm" color={state === 'failed' ? 'fg.error' : 'fg.muted'} pt="3" pb="1" role="status" data-testid="planning-rows-on-demand" data-state={state}>
      {state === 'loading' ? t('horizon.detailsLoading') : t('horizon.detailsFailed')}
    </Text>
  );
}
