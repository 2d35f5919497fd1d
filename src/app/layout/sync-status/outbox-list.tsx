/**
 * The queued and failed writes of the signed-in user, in delivery order, each with its state in
 * words; failed ones give the reason and Retry / Discard (or Keep mine / Take theirs after a
 * conflict), queued ones that never left this device can be discarded. Reads the queue live
 * through the engine's query, so it follows the engine in every tab.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { queuedWrites, type OutboxRow } from '../../../../src-sync/index.js';
import { asTranslate } from '../../../i18n/index.js';
import { WriteActionButtons } from '../../../shared/local-first/write-action-buttons.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { describeWrite, waitingDetail, writeStateLabel } from '../../../shared/local-first/write-labels.js';
import { useWriteSubject } from './use-write-subject.js';

/** Enough for any realistic backlog; beyond it the list says how many more there are. */
const SHOWN = 50;

function OutboxItem({ row, now }: { row: OutboxRow; now: number }) {
  const { t } = useTranslation();
  const translate = asTranslate(t);
  const failed = row.state === 'failed';
  const detail = failed ? null : waitingDetail(row, now, translate);
  const subject = useWriteSubject(row);
  return (
    <Box as="li" listStyleType="none" py="2" borderTopWidth="1px" data-testid="sync-outbox-row" data-state={row.state} data-uuid={row.uuid}>
      <Text fontSize="sm" fontWeight="medium">
        {describeWrite(row, translate, subject !== null)}
      </Text>
      {subject && (
        <Text fontSize="xs" unicodeBidi="plaintext" data-testid="sync-outbox-subject">
          {subject}
        </Text>
      )}
      <Text fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'}>
        {writeStateLabel(row, translate)}
        {detail ? ` · ${detail}` : ''}
      </Text>
      <Box mt="1">
        <WriteActionButtons row={row} />
      </Box>
    </Box>
  );
}

function Section({ title, rows, now }: { title: string; rows: OutboxRow[]; now: number }) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
        {title}
      </Text>
      <Box as="ul" m="0" p="0">
        {rows.map((row) => (
          <OutboxItem key={row.uuid} row={row} now={now} />
        ))}
      </Box>
    </Box>
  );
}

export function OutboxList({ now }: { now: number }) {
  const { t } = useTranslation('writes');
  const { db } = useOpenWorkspace();
  const data = useLiveQuery(() => queuedWrites(db, SHOWN), [db]);
  if (!data) return null;
  if (data.total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('list.allSent')}
      </Text>
    );
  }
  const failed = data.rows.filter((row) => row.state === 'failed');
  const queued = data.rows.filter((row) => row.state !== 'failed');
  return (
    <Stack gap="3" maxH="72" overflowY="auto" data-testid="sync-outbox">
      <Section title={t('list.failed', { count: failed.length })} rows={failed} now={now} />
      <Section title={t('list.queued', { count: queued.length })} rows={queued} now={now} />
      {data.total > data.rows.length && (
        <Text fontSize="xs" color="fg.muted">
          {t('list.more', { count: data.total - data.rows.length })}
        </Text>
      )}
    </Stack>
  );
}
