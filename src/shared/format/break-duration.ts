/** A break's length as the timeline and the agent's phone both show it (spec section 4: its
 * duration, or 'In progress' until break_finished_at is set). */
import { Duration } from 'luxon';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '../../../src-sync/index.js';
import { parseUtcWire } from './utc-wire.js';

type BreakTimes = Pick<HistoryRow, 'created_at' | 'break_finished_at'>;

/** A break's length in whole minutes, or null while it has no end (or times are malformed). */
export function breakMinutes(entry: BreakTimes): number | null {
  if (entry.break_finished_at === null) return null;
  const minutes = Math.max(0, Math.round(parseUtcWire(entry.break_finished_at).diff(parseUtcWire(entry.created_at), 'minutes').minutes));
  return Number.isFinite(minutes) ? minutes : null;
}

/** '45 min', '1 h 05 min'; 'In progress' while the break has no end yet. */
export function useBreakDuration(): (entry: BreakTimes) => string {
  const { t } = useTranslation('planning-history');
  return useCallback(
    (entry) => {
      if (entry.break_finished_at === null) return t('entry.inProgress');
      const minutes = breakMinutes(entry);
      if (minutes === null) return '';
      const duration = Duration.fromObject({ minutes }).shiftTo('hours', 'minutes');
      return duration.hours > 0
        ? t('entry.hoursMinutes', { hours: duration.hours, minutes: String(duration.minutes).padStart(2, '0') })
        : t('entry.minutes', { minutes: duration.minutes });
    },
    [t],
  );
}
