/** An image entry's picture: from the image cache (offline too), lazy-loaded. */
import { Button, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '../../../src-sync/index.js';
import { useHistoryImage } from './use-history-image.js';

export function HistoryImage({ entry, alt }: { entry: Pick<HistoryRow, 'id' | 'request_id' | 'image'>; alt: string }) {
  const { t } = useTranslation(['planning-history', 'common']);
  const state = useHistoryImage(entry);
  switch (state.status) {
    case 'none':
      return (
        <Text fontSize="xs" color="fg.muted">
          {t('image.none')}
        </Text>
      );
    case 'loading':
      return <Skeleton height="32" width="full" maxW="240px" borderRadius="md" data-testid="history-image-loading" />;
    case 'ready':
      return (
        <Image
          src={state.url}
          alt={alt}
          loading="lazy"
          maxH="240px"
          maxW="full"
          objectFit="contain"
          borderRadius="md"
          borderWidth="1px"
          bg="bg.muted"
          data-testid="history-image"
        />
      );
    case 'unavailable':
      return (
        <HStack gap="2" data-testid="history-image-unavailable">
          <Text fontSize="xs" color="fg.muted">
            {state.offline ? t('image.offline') : t('image.failed')}
          </Text>
          {state.retry && (
            <Button size="2xs" variant="outline" onClick={state.retry}>
              {t('common:actions.retry')}
            </Button>
          )}
        </HStack>
      );
  }
}
