import { Navigate, Outlet } from 'react-router';
import { HOME_PATH } from '../../shared/session/return-path.js';
import { useSessionState } from '../../shared/session/use-session-state.js';

/** Users with verified != 1 are held on /confirm-account until they set a password (the spec's
 * unreachable redirect, made to work). Used inside RequireAuth, so a user is loaded. */
export function RequireVerified() {
  const { user } = useSessionState();
  if (user && user.verified !== 1) return <Navigate to="/confirm-account" replace />;
  return <Outlet />;
}

/** /confirm-account is only for unverified users; the others have nothing to confirm. */
export function ConfirmAccountGate() {
  const { user } = useSessionState();
  if (user && user.verified === 1) return <Navigate to={HOME_PATH} replace />;
  return <Outlet />;
}
