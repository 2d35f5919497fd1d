import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { failureText } from '../../shared/feedback/notify.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSession } from '../../shared/session/app-services.js';
import { AuthLayout } from './auth-layout.js';

/** /auth and /auth0loginCallback: exchanges the authorization code (PKCE) and moves on. */
export function OAuthCallbackPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const callbackUrl = `${location.pathname}${location.search}`;

  useEffect(() => {
    let active = true;
    session
      .completeOAuthSignIn(callbackUrl)
      .then((returnTo) => (active ? navigate(returnTo, { replace: true }) : undefined))
      .catch((error: unknown) => {
        if (active) setFailure(failureText('Single sign-on', error));
      });
    return () => {
      active = false;
    };
  }, [session, callbackUrl, navigate]);

  if (!failure) return <FullPageSpinner label="Signing you in…" />;
  return (
    <AuthLayout title="Sign-in did not complete">
      <Stack gap="4">
        <FormAlert status="error" title={failure} />
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/signin">Back to sign in</RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
