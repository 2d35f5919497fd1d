import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { useLeaving } from '../../shared/session/leaving-context.js';
import { fromState } from '../../shared/session/return-path.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** Spec section 4, Route guard: with a token (or while one is being obtained) the page shows;
 * otherwise sign in first, remembering where the user wanted to go. */
export function RequireAuth() {
  const { t } = useTranslation('session');
  const { status } = useSessionState();
  const location = useLocation();
  const { leaving } = useLeaving();
  if (leaving) return <FullPageSpinner label={t('signOut.signingOut')} />;
  if (status === 'checking' || status === 'refreshing') return <FullPageSpinner />;
  if (status === 'signed-out') return <Navigate to="/signin" replace state={fromState(location)} />;
  return <Outlet />;
}
