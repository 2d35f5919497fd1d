/** The popover body: each part of the sync state as a labelled line, then the queued writes. */
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import type { UserWorkspace } from '../../../../src-sync/index.js';
import type { Connectivity } from '../../../shared/local-first/use-connectivity.js';
import { useAppServices } from '../../../shared/session/app-services.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { OutboxList } from './outbox-list.js';
import { freshness } from './sync-summary.js';
import type { SyncStatus } from './use-sync-status.js';

interface SyncDetailsProps {
  workspace: UserWorkspace;
  status: SyncStatus;
  connectivity: Connectivity;
  now: number;
}

function lastSyncText(status: SyncStatus, now: number): string {
  if (status.pulling) return 'Syncing…';
  if (status.lastSyncAt === null) return 'Not synced yet';
  return `${freshness(status.lastSyncAt, now)} (${DateTime.fromMillis(status.lastSyncAt).toFormat('HH:mm')})`;
}

export function SyncDetails({ workspace, status, connectivity, now }: SyncDetailsProps) {
  const { session } = useAppServices();
  const { networkOnline, sessionOffline } = connectivity;
  const lines: [string, string][] = [
    ['Network', networkOnline ? 'Online' : 'Offline'],
    ['Server', sessionOffline ? 'Not reached yet: working from this device' : 'Signed in'],
    ['Live updates', status.connected ? 'Connected' : 'Not connected'],
    ['Last sync', lastSyncText(status, now)],
    ['Queued', String(status.queued)],
    ['Failed', String(status.failed)],
  ];
  if (status.lastError) lines.push(['Last problem', status.lastError]);

  const reconnect = () => {
    session.reconnect?.().catch((error: unknown) => notifyFailure('Reconnecting', error));
  };
  const sendNow = () => {
    workspace.engine.retryNow().catch((error: unknown) => notifyFailure('Sending queued changes', error));
  };
  const syncNow = () => {
    workspace.engine.pull().catch((error: unknown) => notifyFailure('Syncing', error));
  };
  const offerSync = !connectivity.offline && status.pullError !== null;
  const offerSend = !connectivity.offline && status.queued > 0;
  const offerReconnect = sessionOffline && networkOnline;

  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {lines.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`sync-line-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {offerReconnect || offerSend || offerSync ? (
        <HStack>
          {offerReconnect && (
            <Button size="xs" variant="outline" onClick={reconnect}>
              Try again now
            </Button>
          )}
          {offerSync && !offerReconnect && (
            <Button size="xs" variant="outline" onClick={syncNow}>
              Sync now
            </Button>
          )}
          {offerSend && (
            <Button size="xs" variant="outline" onClick={sendNow}>
              Send now
            </Button>
          )}
        </HStack>
      ) : null}
      {connectivity.offline && (
        <Text fontSize="xs" color="fg.muted">
          Changes are saved on this device and sent when the connection returns.
        </Text>
      )}
      <OutboxList db={workspace.db} engine={workspace.engine} now={now} />
    </Stack>
  );
}
