/** The popover body: each part of the sync state as a labelled line, then the queued writes. */
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { UserWorkspace } from '../../../../src-sync/index.js';
import { asTranslate, type Translate } from '../../../i18n/index.js';
import type { Connectivity } from '../../../shared/local-first/use-connectivity.js';
import { useAppServices } from '../../../shared/session/app-services.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { OutboxList } from './outbox-list.js';
import { freshness, problemText } from './sync-summary.js';
import type { SyncStatus } from './use-sync-status.js';

interface SyncDetailsProps {
  workspace: UserWorkspace;
  status: SyncStatus;
  connectivity: Connectivity;
  now: number;
}

function lastSyncText(status: SyncStatus, now: number, t: Translate): string {
  if (status.pulling) return t('sync.syncing');
  if (status.lastSyncAt === null) return t('sync.notSynced');
  return `${freshness(status.lastSyncAt, now, t)} (${DateTime.fromMillis(status.lastSyncAt).toFormat('HH:mm')})`;
}

export function SyncDetails({ workspace, status, connectivity, now }: SyncDetailsProps) {
  const { t } = useTranslation('writes');
  const { t: tAny } = useTranslation();
  const translate = asTranslate(tAny);
  const { session } = useAppServices();
  const { networkOnline, sessionOffline } = connectivity;
  // The test id names each line whatever the language.
  const lines: [string, string, string][] = [
    ['network', t('sync.network'), networkOnline ? t('sync.online') : t('sync.offline')],
    ['server', t('sync.server'), sessionOffline ? t('sync.serverNotReached') : t('sync.signedIn')],
    ['live-updates', t('sync.live'), status.connected ? t('sync.connected') : t('sync.notConnected')],
    ['last-sync', t('sync.lastSync'), lastSyncText(status, now, translate)],
    ['queued', t('sync.queued'), String(status.queued)],
    ['failed', t('sync.failed'), String(status.failed)],
  ];
  if (status.lastError) lines.push(['last-problem', t('sync.lastProblem'), problemText(status.lastError, translate)]);

  const reconnect = () => {
    session.reconnect?.().catch((error: unknown) => notifyFailure(t('sync.reconnecting'), error));
  };
  const sendNow = () => {
    workspace.engine.retryNow().catch((error: unknown) => notifyFailure(t('sync.sending'), error));
  };
  const syncNow = () => {
    workspace.engine.pull().catch((error: unknown) => notifyFailure(t('sync.syncingAction'), error));
  };
  const offerSync = !connectivity.offline && status.pullError !== null;
  const offerSend = !connectivity.offline && status.queued > 0;
  const offerReconnect = sessionOffline && networkOnline;

  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {lines.map(([id, label, value]) => (
          <DataList.Item key={id}>
            <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`sync-line-${id}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {offerReconnect || offerSend || offerSync ? (
        <HStack>
          {offerReconnect && (
            <Button size="xs" variant="outline" onClick={reconnect}>
              {t('sync.tryAgain')}
            </Button>
          )}
          {offerSync && !offerReconnect && (
            <Button size="xs" variant="outline" onClick={syncNow}>
              {t('sync.syncNow')}
            </Button>
          )}
          {offerSend && (
            <Button size="xs" variant="outline" onClick={sendNow}>
              {t('sync.sendNow')}
            </Button>
          )}
        </HStack>
      ) : null}
      {connectivity.offline && (
        <Text fontSize="xs" color="fg.muted">
          {t('sync.offlineNote')}
        </Text>
      )}
      <OutboxList now={now} />
    </Stack>
  );
}
