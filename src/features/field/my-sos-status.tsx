/** The agent's own SOS: sent or still waiting for a signal, then who acknowledged it and when. */
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Local, SosAlertRow } from '../../../src-sync/index.js';
import { formatTime } from './field-time.js';

export function MySosStatus({ alert, zone }: { alert: Local<SosAlertRow>; zone: string }) {
  const { t } = useTranslation('sos');
  if (alert.acknowledged_at !== null) {
    const name = alert.acknowledged_by ? `${alert.acknowledged_by.first_name} ${alert.acknowledged_by.last_name}`.trim() : t('agent.someone');
    return (
      <Alert.Root status="success" data-testid="my-sos-acknowledged">
        <Alert.Indicator />
        <Alert.Title>{t('agent.acknowledged', { name, time: formatTime(alert.acknowledged_at, zone) })}</Alert.Title>
      </Alert.Root>
    );
  }
  const sent = alert.id > 0;
  return (
    <Alert.Root status="error" variant="solid" data-testid="my-sos-open" data-sent={sent ? 'yes' : 'no'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{sent ? t('agent.sent') : t('agent.waitingForSignal')}</Alert.Title>
        <Alert.Description>{t('agent.stayVisible')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
