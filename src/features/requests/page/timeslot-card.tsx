/**
 * One requested timeslot on the request page: job category, its answer (pending, accepted,
 * rejected), the calendar days asked for (request dates, spec section 9), continuous or not, the
 * weekday and time pattern with the agents needed, the note, and how many plannings it makes.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, RequestTimeslotRow, TimeslotStatus } from '../../../../src-sync/index.js';
import { formatRequestDate, useJobCategoryName } from '../../../shared/format/index.js';
import { useWeekdayName } from '../../../shared/format/weekday-name.js';

const SLOT_STATUS = {
  pending: { key: 'timeslot.status.pending', color: 'orange' },
  accepted: { key: 'timeslot.status.accepted', color: 'green' },
  rejected: { key: 'timeslot.status.rejected', color: 'red' },
} as const satisfies Record<TimeslotStatus, { key: string; color: string }>;

interface TimeslotCardProps {
  slot: Local<RequestTimeslotRow>;
  timeZone: string;
  plannings: number;
  /** Whether the request still waits for its review: a timeslot of a cancelled request that was
   * never reviewed does not say "Awaiting review", since nothing will review it now. */
  awaitingReview: boolean;
}

export function TimeslotCard({ slot, timeZone, plannings, awaitingReview }: TimeslotCardProps) {
  const { t } = useTranslation('requests');
  const weekday = useWeekdayName();
  const jobName = useJobCategoryName();
  const start = slot.start_date ?? formatRequestDate(slot.start, timeZone);
  const end = slot.end_date ?? formatRequestDate(slot.end, timeZone);
  const status = SLOT_STATUS[slot.status];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="request-timeslot" data-timeslot-id={slot.id} data-status={slot.status}>
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{jobName(slot.request_type)}</Text>
          {slot.continuous === 1 && (
            <Badge size="sm" variant="outline">
              {t('timeslot.continuous')}
            </Badge>
          )}
        </HStack>
        {(slot.status !== 'pending' || awaitingReview) && (
          <Badge size="sm" colorPalette={status.color} variant="subtle">
            {t(status.key)}
          </Badge>
        )}
      </HStack>
      {/* In the page's direction: Arabic's period reads from the right, its arrow pointing left. */}
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" textAlign="start">
        {start === end ? start : t('list.period', { start, end })}
      </Text>
      <Stack gap="0.5" mt="1">
        {slot.timeslots.map((line) => (
          <Text key={line.day} fontSize="xs" color="fg.muted">
            {t(slot.continuous === 1 ? 'timeslot.lineContinuous' : 'timeslot.line', { day: weekday(line.day), start: line.start, end: line.end, count: line.agents })}
          </Text>
        ))}
      </Stack>
      {slot.note && (
        <Text fontSize="sm" fontStyle="italic" mt="1" dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {slot.note}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('timeslot.plannings', { count: plannings })}
      </Text>
    </Box>
  );
}
