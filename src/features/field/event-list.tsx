/** The agent's own events of a shift, each with the phone's time and the server's receive time
 * (or that it is still waiting to be sent), and a flag when the server found it outside the site. */
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow, Local } from '../../../src-sync/index.js';
import { useBreakDuration } from '../../shared/format/index.js';
import { HistoryImage } from '../../shared/images/history-image.js';
import { formatTime } from './field-time.js';

export function EventList({ entries, zone }: { entries: Local<HistoryRow>[]; zone: string }) {
  const { t } = useTranslation(['field', 'planning-history']);
  const breakDuration = useBreakDuration();
  if (entries.length === 0) return null;
  return (
    <List.Root gap="2" variant="plain" data-testid="field-events">
      {entries.map((entry) => (
        <List.Item key={entry.id} data-testid="field-event" data-status={entry.status}>
          <Stack gap="0" w="full" borderBottomWidth="1px" pb="2">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold">{t(`status.${entry.status}`)}</Text>
              {entry.fence === 'outside' && <Badge colorPalette="orange">{t('events.outside')}</Badge>}
            </HStack>
            {entry.break_reason && <Text textStyle="sm">{entry.break_reason}</Text>}
            {/* Ending a break closes its entry (break_finished_at): the length shows where it began. */}
            {entry.status === 'break' && (
              <Text textStyle="sm" color={entry.break_finished_at === null ? 'orange.fg' : undefined} data-testid="field-break-length">
                {entry.break_finished_at === null ? breakDuration(entry) : t('planning-history:entry.breakOf', { duration: breakDuration(entry) })}
              </Text>
            )}
            {entry.status !== 'safe' && entry.note && <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">{entry.note}</Text>}
            {/* The guard sees what was sent (from the phone's own copy while it waits to upload). */}
            {entry.status === 'image' && <HistoryImage entry={entry} alt={t('events.photoSent', { time: formatTime(entry.created_at, zone) })} />}
            <Text textStyle="xs" color="fg.muted" data-testid="field-event-times">
              {t('events.phoneTime', { time: formatTime(entry.created_at, zone) })}
              {/* An entry written before receive times were kept has none; only a queued one waits. */}
              {entry.received_at ? ` · ${t('events.serverTime', { time: formatTime(entry.received_at, zone) })}` : entry.id < 0 ? ` · ${t('events.notSent')}` : ''}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
