/** One timeslot under review: its dates (YYYY-MM-DD in the location's zone), job, continuous
 * flag, note and day lines, with the ACCEPT / REJECT choice (spec section 4). */
import { Badge, Box, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
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
  const start = formatRequestDate(timeslot.start, timeZone);
  const end = formatRequestDate(timeslot.end, timeZone);
  const label = `${timeslot.request_type}, ${start}${end !== start ? ` to ${end}` : ''}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="timeslot-review" data-choice={choice ?? 'none'} role="group" aria-label={label}>
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{timeslot.request_type}</Text>
            {timeslot.continuous === 1 && (
              <Badge size="sm" variant="outline">
                Continuous
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {start} {clock(timeslot.start, timeZone)} – {end} {clock(timeslot.end, timeZone)}
          </Text>
          {timeslot.timeslots.map((day) => (
            <Text key={`${day.day}-${day.start}`} fontSize="xs" color="fg.muted">
              {day.day} {day.start}–{day.end} · {day.agents} {day.agents === 1 ? 'agent' : 'agents'}
            </Text>
          ))}
          {timeslot.note && (
            <Text fontSize="sm" fontStyle="italic">
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
            ACCEPT
          </Button>
          <Button
            aria-pressed={choice === 'reject'}
            disabled={disabled}
            colorPalette="red"
            variant={choice === 'reject' ? 'solid' : 'outline'}
            onClick={() => onChoose('reject')}
          >
            REJECT
          </Button>
        </ButtonGroup>
      </HStack>
    </Box>
  );
}
