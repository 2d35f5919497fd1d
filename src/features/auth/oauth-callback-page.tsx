import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { failureText } from '../../shared/feedback/notify.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { useSession } from '../../shared/session/app-services.js';
import { AuthLayout } from './auth-layout.js';

/** /auth and /auth0loginCallback: exchanges the authorization code (PKCE) and moves on. */
export function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
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
        if (active) setFailure(failureText(t('sso.what'), error));
      });
    return () => {
      active = false;
    };
  }, [session, callbackUrl, navigate, t]);

  if (!failure) return <FullPageSpinner label={t('sso.signingIn')} />;
  return (
    <AuthLayout title={t('sso.incomplete')}>
      <Stack gap="4">
        <FormAlert status="error" title={failure} />
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/signin">{t('backToSignIn')}</RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
