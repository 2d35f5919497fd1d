/** Offline, with a date range reaching before the sync horizon: the device never held those
 * plannings (they were not part of its first sync), so say which part of the range is missing. */
import { Alert } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLanguage } from '../../../i18n/languages.js';

export function HorizonOfflineNote({ horizonStart }: { horizonStart: string }) {
  const { t, i18n } = useTranslation('sync');
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const date = DateTime.fromSQL(horizonStart, { zone: 'utc' }).toLocal().setLocale(locale).toLocaleString(DateTime.DATE_MED);
  return (
    <Alert.Root status="warning" size="sm" variant="subtle" data-testid="planning-horizon-offline">
      <Alert.Indicator />
      <Alert.Title>{t('horizon.offline', { date })}</Alert.Title>
    </Alert.Root>
  );
}
