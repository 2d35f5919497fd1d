/** Online, with a date range before the sync horizon: older plannings come from the server page
 * by page; say so while one is loading, and when one could not be loaded. */
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function BeforeHorizonNote({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation('sync');
  if (!loading && !failed) return null;
  return (
    <Alert.Root status={failed && !loading ? 'error' : 'info'} size="sm" variant="subtle" data-testid="planning-before-horizon">
      <Alert.Indicator />
      <Alert.Title role="status">{loading ? t('horizon.loading') : t('horizon.loadFailed')}</Alert.Title>
    </Alert.Root>
  );
}
