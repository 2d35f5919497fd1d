import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';

/** Spec section 8: a route's code could not be loaded (new deploy, lost connection). */
export function LoadingFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('boot');
  return (
    <Center minH="60dvh" px="6">
      <Stack align="center" gap="4" textAlign="center" role="alert">
        <Text fontSize="lg" fontWeight="semibold">
          {t('loadingFailed')}
        </Text>
        <Button colorPalette="brand" onClick={onReload}>
          <LuRefreshCw /> {t('reload')}
        </Button>
      </Stack>
    </Center>
  );
}
