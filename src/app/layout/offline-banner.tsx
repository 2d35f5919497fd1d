/**
 * The offline indicator under the top bar (DESIGN.md section 3, Offline): shown while the network
 * is down, or while the session runs from the stored account because the server could not be
 * reached at start. Screens keep working from the local database; writes queue.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCloudOff } from 'react-icons/lu';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useConnectivity } from '../../shared/local-first/use-connectivity.js';
import { useAppServices } from '../../shared/session/app-services.js';

export function OfflineBanner() {
  const { t } = useTranslation('session');
  const { offline, networkOnline, sessionOffline } = useConnectivity();
  const { session } = useAppServices();
  const [trying, setTrying] = useState(false);
  if (!offline) return null;

  // The network is up but the server was not reachable: the session retries on its own too,
  // this only lets the user not wait for the next attempt.
  const canTryNow = networkOnline && sessionOffline && session.reconnect !== undefined;
  const tryNow = async () => {
    setTrying(true);
    try {
      await session.reconnect?.();
    } catch (error) {
      notifyFailure(t('offline.reconnecting'), error);
    } finally {
      setTrying(false);
    }
  };

  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      align="center"
      gap="3"
      px={{ base: '3', md: '6' }}
      py="2"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      flexShrink="0"
    >
      <LuCloudOff aria-hidden="true" />
      <Text fontSize="sm" fontWeight="medium" flex="1">
        {t('offline.banner')}
      </Text>
      {canTryNow && (
        <Button size="xs" variant="outline" colorPalette="orange" loading={trying} onClick={() => void tryNow()}>
          {t('offline.tryAgain')}
        </Button>
      )}
    </Flex>
  );
}
