import { HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout.js';
import { SignInForm } from './sign-in-form.js';
import { SsoSignInButton } from './sso-sign-in-button.js';
import { SessionNotice } from './session-notice.js';

export function SignInPage() {
  return (
    <AuthLayout
      title="Sign in to Vigil"
      subtitle="Welcome back. Enter your work email and password."
      footer={
        <>
          New to Vigil?{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/signup">Create an account</RouterLink>
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
            or
          </Text>
          <Separator flex="1" />
        </HStack>
        <SsoSignInButton />
      </Stack>
    </AuthLayout>
  );
}
