import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { returnPath } from '../../shared/session/return-path.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/**
 * Spec section 4: while the token is renewed the app sits here, then returns to the path it
 * came from (router state `from`), or to /signin (remembering that path) when it cannot.
 */
export function RefreshingPage() {
  const { t } = useTranslation('session');
  const { status } = useSessionState();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  if (status === 'signed-out') return <Navigate to="/signin" replace state={location.state as unknown} />;
  return <FullPageSpinner label={t('restoring')} />;
}
