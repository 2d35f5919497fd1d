/** A shift the server refused to create: its optimistic row is rolled back, so it is shown from
 * the queued write itself, with the server's reason and Retry / Discard. */
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../../src-sync/index.js';
import { WriteBadge } from '../../../shared/local-first/index.js';
import { ZonedCellText } from './zoned-cell-text.js';

function bodyTime(body: unknown, key: 'start' | 'end'): string | null {
  if (typeof body !== 'object' || body === null || !(key in body)) return null;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

interface FailedCreateProps {
  write: OutboxRow;
  timeZone: string;
}

export function FailedCreateRow({ write, timeZone }: FailedCreateProps) {
  const { t } = useTranslation('planning-shifts');
  const start = bodyTime(write.body, 'start');
  const end = bodyTime(write.body, 'end');
  return (
    <Table.Row data-testid="failed-shift-create" bg="red.subtle">
      <Table.Cell>{start ? <ZonedCellText utc={start} timeZone={timeZone} /> : '—'}</Table.Cell>
      <Table.Cell>{end ? <ZonedCellText utc={end} timeZone={timeZone} /> : '—'}</Table.Cell>
      <Table.Cell colSpan={2}>
        <Text fontSize="sm">{t('failedCreate')}</Text>
      </Table.Cell>
      <Table.Cell>
        <WriteBadge row={write} />
      </Table.Cell>
    </Table.Row>
  );
}

/** The same, as a card among the shift cards. */
export function FailedCreateCard({ write, timeZone }: FailedCreateProps) {
  const { t } = useTranslation('planning-shifts');
  const start = bodyTime(write.body, 'start');
  const end = bodyTime(write.body, 'end');
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.error" bg="red.subtle" borderRadius="l2" p="3" data-testid="failed-shift-create">
      <Text fontSize="sm" fontWeight="medium">
        {start ? <ZonedCellText utc={start} timeZone={timeZone} /> : '—'} – {end ? <ZonedCellText utc={end} timeZone={timeZone} /> : '—'}
      </Text>
      <Text fontSize="sm" mt="1">
        {t('failedCreate')}
      </Text>
      <Box mt="1">
        <WriteBadge row={write} timeZone={timeZone} />
      </Box>
    </Box>
  );
}
