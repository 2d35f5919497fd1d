import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VigilMark } from '../../shared/brand/vigil-logo.js';

interface ErrorPageLayoutProps {
  code: string;
  title: string;
  message: string;
  /** Replaces the back-home button (e.g. the reload button of a failed chunk). */
  action?: ReactNode;
}

export function ErrorPageLayout({ code, title, message, action }: ErrorPageLayoutProps) {
  const { t } = useTranslation('errors');
  return (
    <Center minH="100dvh" px="6" bg="bg.subtle">
      <Stack align="center" gap="5" textAlign="center" maxW="md">
        <VigilMark boxSize="48px" />
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        {action ?? (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/">{t('notFound.back')}</RouterLink>
          </Button>
        )}
      </Stack>
    </Center>
  );
}
