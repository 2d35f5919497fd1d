import { HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout.js';
import { SignInForm } from './sign-in-form.js';
import { SsoSignInButton } from './sso-sign-in-button.js';
import { SessionNotice } from './session-notice.js';

export function SignInPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.newHere')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/signup">{t('signIn.createAccount')}</RouterLink>
          </Link>
        </>
      }
    >
      <SessionNotice />
      <SignInForm />
      <Stack gap="4">
        <HStack>
          <Separator flex="1" />
          <Text flexShrink="0" fontSize="sm" color="fg.muted">
            {t('signIn.or')}
          </Text>
          <Separator flex="1" />
        </HStack>
        <SsoSignInButton />
      </Stack>
    </AuthLayout>
  );
}
