/**
 * The foot of a list whose older rows the first sync left on the server: requests that ended
 * before the sync horizon, chat groups with nothing new since, read notifications from before it
 * (ARCHITECTURE.md, "Window-first sync"). It says so with the horizon's date and loads them a page
 * at a time when asked; offline it says they can be loaded once back online. Nothing shows on a
 * device whose first sync kept everything (no horizon known).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { DONE_PROGRESS, type BeforeHorizonList, type Engine, type RequestStatus } from '../../../src-sync/index.js';
import { intlLocale, isLanguage } from '../../i18n/languages.js';
import { useHistoryPages } from './use-history-pages.js';
import { useObservableValue } from './use-observable-value.js';
import { useSyncFlags } from './use-sync-flags.js';

export interface HistoryFromServerProps {
  engine: Engine;
  list: BeforeHorizonList;
  /** Requests: the status tab (its own older requests). */
  status?: RequestStatus;
  /** After each page is written (a list that shows a number of pages shows one more). */
  onLoaded?: () => void;
}

export function HistoryFromServer({ engine, list, status, onLoaded }: HistoryFromServerProps) {
  const { t, i18n } = useTranslation('sync');
  const { horizonStart } = useObservableValue(engine.bootstrap$, DONE_PROGRESS);
  const { online } = useSyncFlags(engine);
  const pages = useHistoryPages(engine, list, status, onLoaded);
  if (horizonStart === null) return null;
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const date = DateTime.fromSQL(horizonStart, { zone: 'utc' }).toLocal().setLocale(locale).toLocaleString(DateTime.DATE_MED);
  const note = pages.stage === 'done' ? t('history.allLoaded') : pages.failed ? t('history.failed') : !online ? t('history.offline') : t(`history.${list}`, { date });
  return (
    <HStack gap="2" px="3" py="2" fontSize="xs" color="fg.muted" justify="space-between" wrap="wrap" data-testid={`history-${list}`}>
      <Text role="status" color={pages.failed ? 'fg.error' : undefined}>
        {pages.loading ? t('history.loading') : note}
      </Text>
      {pages.stage !== 'done' && (
        <Button size="2xs" variant="outline" onClick={pages.loadNext} disabled={!online || pages.loading} data-testid={`history-${list}-load`}>
          {t('history.load')}
        </Button>
      )}
    </HStack>
  );
}
