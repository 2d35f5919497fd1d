/**
 * How a history entry reads in the timeline (spec section 4): the status colours (started green,
 * ended red, break orange; image, note and cost have none and show neutral), the dot (red for
 * ended, green otherwise), and a break's duration or 'In progress' until it has ended.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow, HistoryStatus } from '../../../../src-sync/index.js';
import { intlLocale, profileLanguage } from '../../../i18n/index.js';
import { useBreakDuration } from '../format/index.js';

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
  const breakDuration = useBreakDuration();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return {
      statusLabel: (status) => t(`status.${status}`),
      breakDuration,
      agentName: (entry) => (entry.agent ? `${entry.agent.first_name} ${entry.agent.last_name}`.trim() : t('entry.unknownAgent')),
      formatCost: (cost) => money.format(cost),
    };
  }, [t, locale, breakDuration]);
}
