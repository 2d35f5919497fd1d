/** One timeslot under review: its dates (YYYY-MM-DD in the location's zone), job, continuous
 * flag, note and day lines, with the ACCEPT / REJECT choice (spec section 4). */
import { Badge, Box, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, RequestTimeslotRow, TimeslotAction } from '../../../../src-sync/index.js';
import { formatRequestDate, utcWireInZone } from '../format/index.js';

interface TimeslotReviewRowProps {
  timeslot: Local<RequestTimeslotRow>;
  timeZone: string;
  choice: TimeslotAction | undefined;
  onChoose: (action: TimeslotAction) => void;
  disabled: boolean;
}

function clock(utc: string, timeZone: string): string {
  const value = utcWireInZone(utc, timeZone);
  return value.isValid ? value.toFormat('HH:mm') : '';
}

export function TimeslotReviewRow({ timeslot, timeZone, choice, onChoose, disabled }: TimeslotReviewRowProps) {
  const { t } = useTranslation('planning-confirm');
  const start = formatRequestDate(timeslot.start, timeZone);
  const end = formatRequestDate(timeslot.end, timeZone);
  const label = end !== start ? t('slot.labelRange', { type: timeslot.request_type, start, end }) : t('slot.label', { type: timeslot.request_type, start });
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="timeslot-review" data-choice={choice ?? 'none'} role="group" aria-label={label}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{timeslot.request_type}</Text>
            {timeslot.continuous === 1 && (
              <Badge size="sm" variant="outline">
                {t('slot.continuous')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums" unicodeBidi="plaintext">
            {start} {clock(timeslot.start, timeZone)} – {end} {clock(timeslot.end, timeZone)}
          </Text>
          {timeslot.timeslots.map((day) => (
            <Text key={`${day.day}-${day.start}`} fontSize="xs" color="fg.muted">
              {t('slot.day', { day: day.day, start: day.start, end: day.end, count: day.agents })}
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
