/**
 * The offline indicator under the top bar (DESIGN.md section 3, Offline): shown while the network
 * is down, or while the session runs from the stored account because the server could not be
 * reached at start. Screens keep working from the local database; writes queue.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCloudOff } from 'react-icons/lu';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useConnectivity } from '../../shared/local-first/use-connectivity.js';
import { useAppServices } from '../../shared/session/app-services.js';

export const OFFLINE_BANNER_TEXT = 'Offline — changes are saved on this device and sent when the connection returns.';

export function OfflineBanner() {
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
      notifyFailure('Reconnecting', error);
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
        {OFFLINE_BANNER_TEXT}
      </Text>
      {canTryNow && (
        <Button size="xs" variant="outline" colorPalette="orange" loading={trying} onClick={() => void tryNow()}>
          Try again
        </Button>
      )}
    </Flex>
  );
}
