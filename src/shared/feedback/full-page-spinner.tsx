import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while the session is being checked or refreshed, and while a route chunk loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}
