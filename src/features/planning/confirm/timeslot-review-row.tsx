/** One timeslot under review: the days it asks for (YYYY-MM-DD at the location, as the request
 * page shows them), job, continuous flag, note and day lines, with the ACCEPT / REJECT choice
 * (spec section 4). */
import { Badge, Box, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, RequestTimeslotRow, TimeslotAction } from '../../../../src-sync/index.js';
import { formatRequestDate, useJobCategoryName } from '../format/index.js';
import { useWeekdayName } from '../../../shared/format/weekday-name.js';

interface TimeslotReviewRowProps {
  timeslot: Local<RequestTimeslotRow>;
  timeZone: string;
  choice: TimeslotAction | undefined;
  onChoose: (action: TimeslotAction) => void;
  disabled: boolean;
}

export function TimeslotReviewRow({ timeslot, timeZone, choice, onChoose, disabled }: TimeslotReviewRowProps) {
  const { t } = useTranslation(['planning-confirm', 'requests']);
  const weekday = useWeekdayName();
  const jobName = useJobCategoryName();
  const job = jobName(timeslot.request_type);
  // The days asked for; `start`/`end` are the first and last plannings', which leave out days
  // of the range no day line asks for (a Monday-only line over three days makes one planning).
  const start = timeslot.start_date ?? formatRequestDate(timeslot.start, timeZone);
  const end = timeslot.end_date ?? formatRequestDate(timeslot.end, timeZone);
  const label = end !== start ? t('slot.labelRange', { type: job, start, end }) : t('slot.label', { type: job, start });
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="timeslot-review" data-choice={choice ?? 'none'} role="group" aria-label={label}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{job}</Text>
            {timeslot.continuous === 1 && (
              <Badge size="sm" variant="outline">
                {t('slot.continuous')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums" dir="ltr" textAlign="start" data-testid="timeslot-review-days">
            {start === end ? start : t('requests:list.period', { start, end })}
          </Text>
          {/* A continuous line runs around the clock from its start: its end hour is not an end
              (the request page's words for it). */}
          {timeslot.timeslots.map((day) => (
            <Text key={`${day.day}-${day.start}`} fontSize="xs" color="fg.muted">
              {timeslot.continuous === 1
                ? t('requests:timeslot.lineContinuous', { day: weekday(day.day), start: day.start, count: day.agents })
                : t('slot.day', { day: weekday(day.day), start: day.start, end: day.end, count: day.agents })}
            </Text>
          ))}
          {timeslot.note && (
            <Text fontSize="sm" fontStyle="italic" unicodeBidi="plaintext">
              {timeslot.note}
            </Text>
          )}
        </Stack>
        <ButtonGroup size="sm" attached variant="outline">
          <Button
            aria-pressed={choice === 'accept'}
            disabled={disabled}
            colorPalette="green"
            variant={choice === 'accept' ? 'solid' : 'outline'}
            onClick={() => onChoose('accept')}
          >
            {t('slot.accept')}
          </Button>
          <Button
            aria-pressed={choice === 'reject'}
            disabled={disabled}
            colorPalette="red"
            variant={choice === 'reject' ? 'solid' : 'outline'}
            onClick={() => onChoose('reject')}
          >
            {t('slot.reject')}
          </Button>
        </ButtonGroup>
      </HStack>
    </Box>
  );
}
