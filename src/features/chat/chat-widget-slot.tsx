/**
 * The chat widget as the app shell hosts it: loaded on demand, and fenced off. Its code may fail to
 * load (a new deploy, the connection lost on a phone) and its top-level reads may fail (a damaged
 * local row); either used to reach the route's error page and replace the whole app with "Internal
 * Server Error". Now the widget alone says 'Loading failed! Please reload.' where its launcher
 * sits, and every other screen keeps working.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { ChatErrorBoundary } from './chat-error-boundary.js';
import { loadChatWidget } from './load-chat-widget.js';

const ChatWidget = lazy(loadChatWidget);

function WidgetFailed({ message }: { message: string }) {
  const { t } = useTranslation('boot');
  return (
    <Box position="fixed" insetEnd={{ base: '3', md: '6' }} bottom={{ base: '3', md: '6' }} zIndex="modal" maxW="calc(100vw - 24px)" bg="bg.panel" borderWidth="1px" borderRadius="lg" boxShadow="md" px="3" py="2" role="alert">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.error">
          {message}
        </Text>
        <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
          <LuRefreshCw /> {t('reload')}
        </Button>
      </HStack>
    </Box>
  );
}

export function ChatWidgetSlot() {
  const { t } = useTranslation('chat');
  const message = t('loadingFailed');
  return (
    <ChatErrorBoundary message={message} fallback={<WidgetFailed message={message} />}>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </ChatErrorBoundary>
  );
}
