/** One of the agent's shifts: when and where, "Changed: acknowledge" when its times changed, and
 * for the running shift the event buttons and the events recorded so far. */
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { acknowledgeShiftChange, type LocalDb } from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { describeError } from '../../shared/feedback/notify.js';
import { EventButtons } from './event-buttons.js';
import { EventList } from './event-list.js';
import { formatDateTime } from './field-time.js';
import type { MyShift } from './use-my-shifts.js';

export function zoneOf(item: MyShift): string {
  return item.planning?.location.timezone ?? 'UTC';
}

/** `startable`: a next shift that takes events already (the one before it is ended). */
export function ShiftCard({ db, agentId, item, current, startable = false }: { db: LocalDb; agentId: number; item: MyShift; current: boolean; startable?: boolean }) {
  const { t } = useTranslation('field');
  const zone = zoneOf(item);
  const location = item.planning?.location;
  const acknowledge = async () => {
    try {
      await acknowledgeShiftChange(db, item.shift.id, agentId);
    } catch (error) {
      toaster.create({ type: 'error', title: t('change.failed'), description: describeError(error) });
    }
  };
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="xl" p="4" data-testid={current ? 'current-shift' : 'next-shift'} data-shift-id={item.shift.id}>
      <Stack gap="3">
        <Stack gap="0">
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase">{current ? t('shift.current') : t('shift.next')}</Text>
          <Heading as="h2" size="md">
            {/* Each time left to right in every language (in Arabic the time went before the date);
                the range reads the page's way, as in Planning Details. */}
            <bdi dir="ltr">{formatDateTime(item.shift.start, zone)}</bdi> – <bdi dir="ltr">{formatDateTime(item.shift.end, zone)}</bdi>
          </Heading>
          {location && <Text>{`${location.name}, ${location.address}${location.number ? ` ${location.number}` : ''}`}</Text>}
          {item.planning && <Text textStyle="sm" color="fg.muted">{item.planning.request.identifier}</Text>}
        </Stack>
        {item.changePending && (
          <Alert.Root status="warning" data-testid="shift-changed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('change.title')}</Alert.Title>
              <Alert.Description>{t('change.description')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" colorPalette="orange" onClick={() => void acknowledge()} data-testid="shift-acknowledge">
              {t('change.acknowledge')}
            </Button>
          </Alert.Root>
        )}
        {(current || startable) && <EventButtons db={db} agentId={agentId} shiftId={item.shift.id} entries={item.entries} />}
        {(current || item.entries.length > 0) && <EventList entries={item.entries} zone={zone} />}
      </Stack>
    </Box>
  );
}
