/**
 * How a history entry reads in the timeline (spec section 4): the status colours (started green,
 * ended red, break orange; image, note and cost have none and show neutral), the dot (red for
 * ended, green otherwise), and a break's duration or 'In progress' until it has ended.
 */
import { Duration } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow, HistoryStatus } from '../../../../src-sync/index.js';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import { parseUtcWire } from '../format/index.js';

export const STATUS_COLOR: Record<HistoryStatus, string> = {
  started: 'green',
  ended: 'red',
  break: 'orange',
  image: 'gray',
  note: 'gray',
  cost: 'gray',
  sos: 'red',
  safe: 'green',
};

export function dotColor(status: HistoryStatus): 'red' | 'green' {
  return status === 'ended' || status === 'sos' ? 'red' : 'green';
}

/** A break's length in whole minutes, or null while it has no end (or times are malformed). */
export function breakMinutes(entry: Pick<HistoryRow, 'created_at' | 'break_finished_at'>): number | null {
  if (entry.break_finished_at === null) return null;
  const minutes = Math.max(0, Math.round(parseUtcWire(entry.break_finished_at).diff(parseUtcWire(entry.created_at), 'minutes').minutes));
  return Number.isFinite(minutes) ? minutes : null;
}

export interface HistoryWords {
  statusLabel: (status: HistoryStatus) => string;
  /** '45 min', '1 h 05 min'; 'In progress' while the break has no end yet. */
  breakDuration: (entry: Pick<HistoryRow, 'created_at' | 'break_finished_at'>) => string;
  agentName: (entry: Pick<HistoryRow, 'agent'>) => string;
  /** EUR, the spec's only currency, in the user's number format. */
  formatCost: (cost: number) => string;
}

/** How history entries read in the app's language. */
export function useHistoryWords(): HistoryWords {
  const { t, i18n } = useTranslation('planning-history');
  const locale = intlLocale(profileLanguage(i18n.language) ?? 'en');
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return {
      statusLabel: (status) => t(`status.${status}`),
      breakDuration: (entry) => {
        if (entry.break_finished_at === null) return t('entry.inProgress');
        const minutes = breakMinutes(entry);
        if (minutes === null) return '';
        const duration = Duration.fromObject({ minutes }).shiftTo('hours', 'minutes');
        return duration.hours > 0
          ? t('entry.hoursMinutes', { hours: duration.hours, minutes: String(duration.minutes).padStart(2, '0') })
          : t('entry.minutes', { minutes: duration.minutes });
      },
      agentName: (entry) => (entry.agent ? `${entry.agent.first_name} ${entry.agent.last_name}`.trim() : t('entry.unknownAgent')),
      formatCost: (cost) => money.format(cost),
    };
  }, [t, locale]);
}
