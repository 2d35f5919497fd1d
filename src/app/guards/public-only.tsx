import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { returnPath } from '../../shared/session/return-path.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** Sign-in and sign-up: a signed-in user goes on to where they were heading, or /dashboard. */
export function PublicOnly() {
  const { status } = useSessionState();
  const location = useLocation();
  if (status === 'checking' || status === 'refreshing') return <FullPageSpinner />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
