/** One timeline entry (spec section 4): time in the location's zone, agent, status in its colour,
 * a break's duration or 'In progress', the note, the image; Edit (never for image entries) and
 * Delete for those allowed; the entry's queued-write state. */
import { Badge, Box, HStack, IconButton, Stack, Text, Timeline } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import type { HistoryRow, Local } from '../../../../src-sync/index.js';
import { PendingWriteState } from '../../../shared/local-first/pending-write-state.js';
import { formatHistoryTime } from '../format/index.js';
import { HistoryImage } from '../../../shared/images/history-image.js';
import { OutsideFenceBadge, ReceivedLate } from './history-field-marks.js';
import { InternalBadge, InternalSwitch } from './history-internal-mark.js';
import { STATUS_COLOR, dotColor, useHistoryWords } from './history-status.js';
import { WRAP_ANYWHERE } from '../../../shared/layout/wrap-anywhere.js';

interface HistoryEntryProps {
  entry: Local<HistoryRow>;
  timeZone: string;
  canWrite: boolean;
  /** May hide the entry from the client or show it again. */
  canMarkInternal: boolean;
  /** Sees the flag of an agent's event recorded outside the site (permission `field.oversee`). */
  showFence: boolean;
  onEdit: (entry: Local<HistoryRow>) => void;
  onDelete: (entry: Local<HistoryRow>) => void;
}

export function HistoryEntry({ entry, timeZone, canWrite, canMarkInternal, showFence, onEdit, onDelete }: HistoryEntryProps) {
  const { t, i18n } = useTranslation('planning-history');
  const { statusLabel, agentName, breakDuration, formatCost } = useHistoryWords();
  const time = formatHistoryTime(entry.created_at, timeZone);
  const agent = agentName(entry);
  const status = statusLabel(entry.status);
  // Inside a sentence ('Edit break entry of …') the status reads as a common noun.
  const statusInSentence = status.toLocaleLowerCase(i18n.language);
  const color = STATUS_COLOR[entry.status];
  const dot = dotColor(entry.status);
  const neutral = color === 'gray';
  return (
    <Timeline.Item data-testid="history-entry" data-status={entry.status} data-history-id={entry.id}>
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator bg={`${dot}.500`} borderColor={`${dot}.500`} data-testid="history-dot" data-dot={dot} />
      </Timeline.Connector>
      <Timeline.Content gap="1.5" pb="4" minW="0">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text as="time" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" unicodeBidi="plaintext" data-testid="history-time">
              {time}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" fontSize="sm">
                {agent}
              </Text>
              <Badge size="sm" colorPalette={color} variant={neutral ? 'outline' : 'solid'} data-testid="history-status" data-color={neutral ? 'none' : color}>
                {status}
              </Badge>
              <InternalBadge entry={entry} />
              {showFence && <OutsideFenceBadge entry={entry} />}
            </HStack>
            <ReceivedLate entry={entry} timeZone={timeZone} />
          </Stack>
          {(canWrite || canMarkInternal) && (
            <HStack gap="0" flexShrink={0}>
              {canMarkInternal && <InternalSwitch entry={entry} time={time} />}
              {canWrite && entry.status !== 'image' && (
                <IconButton size="xs" variant="ghost" aria-label={t('entry.edit', { status: statusInSentence, time })} onClick={() => onEdit(entry)}>
                  <LuPencil />
                </IconButton>
              )}
              {canWrite && (
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('entry.delete', { status: statusInSentence, time })} onClick={() => onDelete(entry)}>
                  <LuTrash2 />
                </IconButton>
              )}
            </HStack>
          )}
        </HStack>
        {entry.status === 'break' && (
          <Text fontSize="sm" css={WRAP_ANYWHERE} data-testid="history-break">
            {entry.break_finished_at === null ? breakDuration(entry) : t('entry.breakOf', { duration: breakDuration(entry) })}
            {entry.break_reason && (
              <>
                {' · '}
                <bdi>{entry.break_reason}</bdi>
              </>
            )}
          </Text>
        )}
        {entry.status === 'cost' && entry.cost !== null && <Text fontSize="sm">{formatCost(entry.cost)}</Text>}
        {entry.note && (
          <Text fontSize="sm" whiteSpace="pre-wrap" unicodeBidi="plaintext" overflowWrap="anywhere" data-testid="history-note">
            {entry.note}
          </Text>
        )}
        {entry.status === 'image' && (
          <Box>
            <HistoryImage entry={entry} alt={t('entry.imageBy', { agent, time })} />
          </Box>
        )}
        <PendingWriteState table="planning_history" id={entry.id} subjectOnly timeZone={timeZone} />
      </Timeline.Content>
    </Timeline.Item>
  );
}
