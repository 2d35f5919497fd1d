/**
 * The top bar's sync status (issue 3, item 5): a button that says in words whether Vigil is
 * offline, has refused or queued writes, is syncing, or when it last synced; it opens a popover
 * with the details and the queued writes (Retry / Discard).
 */
import { Button, Popover, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuCloud, LuCloudOff, LuRefreshCw } from 'react-icons/lu';
import type { UserWorkspace } from '../../../../src-sync/index.js';
import { asTranslate } from '../../../i18n/index.js';
import { useConnectivity } from '../../../shared/local-first/use-connectivity.js';
import { SyncDetails } from './sync-details.js';
import { summarize, type SyncTone } from './sync-summary.js';
import { useNow } from './use-now.js';
import { useSyncStatus } from './use-sync-status.js';

const ICON: Record<SyncTone, typeof LuCloud> = { offline: LuCloudOff, failed: LuCircleAlert, busy: LuRefreshCw, ok: LuCloud };
const PALETTE: Record<SyncTone, string> = { offline: 'orange', failed: 'red', busy: 'blue', ok: 'gray' };

export function SyncStatusIndicator({ workspace }: { workspace: UserWorkspace }) {
  const { t } = useTranslation('writes');
  const { t: tAny } = useTranslation();
  const status = useSyncStatus(workspace.engine);
  const connectivity = useConnectivity();
  const now = useNow();
  const summary = summarize(status, connectivity.offline, now, asTranslate(tAny));
  const Icon = ICON[summary.tone];
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant={summary.tone === 'ok' ? 'ghost' : 'subtle'}
          colorPalette={PALETTE[summary.tone]}
          size="sm"
          px="2.5"
          minW="0"
          flexShrink={1}
          data-testid="sync-status"
          data-tone={summary.tone}
          aria-label={t('sync.aria', { description: summary.description })}
        >
          <Icon aria-hidden="true" />
          {/* On a phone the bar has no room for "Synced just now": all well, the cloud says it (and
              the button's label reads it out); anything else keeps its word and a bare count,
              shortened as the bar needs. */}
          <Text as="span" fontSize="sm" minW="0" maxW="24" truncate hideFrom="md" hideBelow={summary.tone === 'ok' ? 'sm' : undefined}>
            {summary.short}
          </Text>
          <Text as="span" fontSize="sm" hideBelow="md">
            {summary.label}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 24px)', sm: '96' }} data-testid="sync-popover">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Header pb="0">
              <Popover.Title fontWeight="semibold">{t('sync.title')}</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <SyncDetails workspace={workspace} status={status} connectivity={connectivity} now={now} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
