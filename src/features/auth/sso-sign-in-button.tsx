import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { notifyFailure } from '../../shared/feedback/notify.js';
import { useAppServices } from '../../shared/session/app-services.js';
import { returnPath } from '../../shared/session/return-path.js';

/** Starts the OAuth authorization-code flow with PKCE; the browser comes back on /auth. */
export function SsoSignInButton() {
  const { t } = useTranslation('auth');
  const { session, redirectBrowser } = useAppServices();
  const location = useLocation();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      redirectBrowser(await session.startOAuthSignIn(returnPath(location.state)));
    } catch (error) {
      notifyFailure(t('sso.what'), error);
      setStarting(false);
    }
  };

  return (
    // Its words wrap: "Se connecter avec l'authentification unique" on one line made the sign-in
    // card wider than a phone.
    <Button variant="outline" size="lg" onClick={start} loading={starting} whiteSpace="normal" h="auto" minH="11" py="2">
      <LuKeyRound /> {t('sso.button')}
    </Button>
  );
}
