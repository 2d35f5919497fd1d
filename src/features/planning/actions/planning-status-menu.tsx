/**
 * Moves a planning along its life (confirmed -> started -> ended -> finished -> archived, and the
 * ways back the state machine allows): one menu of the next steps, from the permission table and
 * the same state machine the server enforces. The change is queued like every planning edit, so
 * it works offline and shows on the row at once.
 */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { updatePlanning, type Local, type PlanningRow, type PlanningStatus } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { notifyMutationFailure } from '../details/mutation-error.js';

export function PlanningStatusMenu({ planning, next }: { planning: Local<PlanningRow>; next: readonly PlanningStatus[] }) {
  const { t } = useTranslation(['planning-details', 'planning-row']);
  const { db } = useOpenWorkspace();
  if (next.length === 0) return null;
  const change = async (status: PlanningStatus) => {
    try {
      await updatePlanning(db, planning.id, { status });
    } catch (error) {
      notifyMutationFailure(t('actions.changeStatus'), error);
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="planning-status-menu">
          {t('actions.changeStatus')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {next.map((status) => (
              <Menu.Item key={status} value={status} onClick={() => void change(status)}>
                {t(`planning-row:status.${status}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
