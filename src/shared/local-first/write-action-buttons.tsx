/**
 * The buttons of one queued write, wherever it is shown (on its record, in the sync popover):
 * Retry and Discard for a refused write (Discard also for one that never left this device), and
 * "Keep mine" / "Take theirs" for one that met someone else's change.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../src-sync/index.js';
import { useWriteActions } from './use-write-actions.js';
import { useOpenWorkspace } from './workspace-context.js';
import { canDiscard } from './write-labels.js';
import { isOwnDeviceConflict } from './own-device-conflict.js';
import { useSessionState } from '../session/use-session-state.js';

export function WriteActionButtons({ row }: { row: OutboxRow }) {
  const { t } = useTranslation('writes');
  const { engine } = useOpenWorkspace();
  const actions = useWriteActions(engine);
  const me = useSessionState().user?.id ?? null;
  if (row.state === 'failed' && row.conflict) {
    // Against the user's own other device: "this one" and "the other", not "mine" and "theirs".
    const own = isOwnDeviceConflict(row.conflict, me);
    return (
      <HStack gap="1.5" wrap="wrap">
        <Button size="2xs" variant="outline" colorPalette="brand" loading={actions.busy} onClick={() => void actions.resolve(row.uuid, 'mine')}>
          {t(own ? 'actions.keepThis' : 'actions.keepMine')}
        </Button>
        <Button size="2xs" variant="outline" disabled={actions.busy} onClick={() => void actions.resolve(row.uuid, 'theirs')}>
          {t(own ? 'actions.takeOther' : 'actions.takeTheirs')}
        </Button>
      </HStack>
    );
  }
  const retry = row.state === 'failed';
  const discard = canDiscard(row);
  if (!retry && !discard) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {retry && (
        <Button size="2xs" variant="outline" loading={actions.busy} onClick={() => void actions.retry(row.uuid)}>
          {t('actions.retry')}
        </Button>
      )}
      {discard && (
        <Button size="2xs" variant="ghost" colorPalette="red" disabled={actions.busy} onClick={() => void actions.discard(row.uuid)}>
          {t('actions.discard')}
        </Button>
      )}
    </HStack>
  );
}
