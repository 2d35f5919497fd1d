/**
 * The History column of the Planning Details modal (spec section 2): the planning's history
 * timeline, newest first, with Add history (only when the planning has shifts), Edit and Delete
 * ('You will not be able to recover it!') for those allowed. Everything reads from the local
 * database, so it works offline; writes queue and show their state per entry.
 */
import { Button, HStack, Heading, Skeleton, Stack, Text, Timeline } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { deleteHistory, type HistoryRow, type Local, type PlanningRow } from '../../../../src-sync/index.js';
import { useActor } from '../../../shared/session/use-actor.js';
import { ConfirmDialog } from '../../../shared/feedback/confirm-dialog.js';
import { notifyMutationFailure } from '../details/mutation-error.js';
import { usePlanningShifts } from '../shifts/use-planning-shifts.js';
import { FailedHistoryWrites } from './failed-history-writes.js';
import { HistoryEntry } from './history-entry.js';
import { HistoryModal } from './history-modal.js';
import { historyPermissions } from './history-permissions.js';
import { usePlanningHistory } from './use-planning-history.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

export interface HistoryColumnProps {
  planning: Local<PlanningRow>;
  /** The device may not hold this planning's history yet (useRowsOnDemand): none is not yet "none". */
  rowsComing?: boolean;
}

type Editing = Local<HistoryRow> | 'new' | null;

export function HistoryColumn({ planning, rowsComing = false }: HistoryColumnProps) {
  const { t } = useTranslation(['planning-history', 'common']);
  const { db } = useOpenWorkspace();
  const history = usePlanningHistory(planning.id);
  const shifts = usePlanningShifts(planning.id);
  const actor = useActor();
  const permissions = useMemo(() => historyPermissions(planning, shifts ?? [], actor), [planning, shifts, actor]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Local<HistoryRow> | null>(null);
  const zone = planning.location.timezone;
  const canAdd = permissions.add && shifts !== undefined && shifts.length > 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteHistory(db, deleting.id);
      setDeleting(null);
    } catch (error) {
      notifyMutationFailure(t('delete.what'), error);
    }
  };

  return (
    <Stack gap="3" data-testid="history-column">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md">
          {t('title')}
        </Heading>
        {canAdd && (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            <LuPlus /> {t('add')}
          </Button>
        )}
      </HStack>
      <FailedHistoryWrites planningId={planning.id} />
      {history === undefined || (rowsComing && history.length === 0) ? (
        <Skeleton height="24" />
      ) : history.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('none')}
        </Text>
      ) : (
        <Timeline.Root size="sm" variant="subtle" data-testid="history-timeline" css={{ '--timeline-indicator-size': 'sizes.3' }}>
          {history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} timeZone={zone} canWrite={permissions.write(entry)} canMarkInternal={permissions.markInternal} showFence={permissions.seeFence} onEdit={setEditing} onDelete={setDeleting} />
          ))}
        </Timeline.Root>
      )}
      {editing !== null && shifts !== undefined && (
        <HistoryModal
          planning={planning}
          shifts={shifts}
          entry={editing === 'new' ? null : editing}
          onlyAgent={permissions.onlyAgent}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={t('delete.text')}
        confirmLabel={t('common:actions.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
