/**
 * What an agent's event from the phone tells those who run the planning: a Start or End recorded
 * outside the site's fence is flagged (recorded, never refused: the planner judges), and an event
 * that reached the server well after the phone recorded it (queued with no signal) shows when it
 * arrived, beside the phone's time the entry is dated by.
 */
import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMapPinOff } from 'react-icons/lu';
import type { HistoryRow } from '../../../../src-sync/index.js';
import { formatHistoryTime } from '../format/index.js';

/** A phone's clock and the server's differ by a few seconds anyway; a minute is news. */
const LATE_AFTER_MS = 60_000;

export function OutsideFenceBadge({ entry }: { entry: Pick<HistoryRow, 'fence' | 'accuracy'> }) {
  const { t } = useTranslation('planning-history');
  if (entry.fence !== 'outside') return null;
  // A copy written on this device before the server answered has no accuracy field yet.
  const title = entry.accuracy == null ? undefined : t('field.outsideTitle', { metres: Math.round(entry.accuracy) });
  return (
    <Badge size="sm" colorPalette="orange" variant="subtle" title={title} data-testid="history-outside-fence">
      <LuMapPinOff aria-hidden />
      {t('field.outside')}
    </Badge>
  );
}

const stamp = (utc: string) => Date.parse(`${utc.replace(' ', 'T')}Z`);

export function ReceivedLate({ entry, timeZone }: { entry: Pick<HistoryRow, 'created_at' | 'received_at'>; timeZone: string }) {
  const { t } = useTranslation('planning-history');
  // Not received yet (a queued entry, whose copy here has no receive time at all) says nothing here:
  // its write state does.
  if (!entry.received_at || !(stamp(entry.received_at) - stamp(entry.created_at) >= LATE_AFTER_MS)) return null;
  return (
    <Text fontSize="xs" color="fg.muted" unicodeBidi="plaintext" data-testid="history-received">
      {t('field.received', { time: formatHistoryTime(entry.received_at, timeZone) })}
    </Text>
  );
}
