import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppServices } from '../../shared/session/app-services.js';
import { fromState } from '../../shared/session/return-path.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { usePageTitle } from '../../shared/use-page-title.js';

/** Pages that must not be left while a refresh runs: /refreshing itself and the OAuth callbacks,
 * whose one-time code would be lost. */
const STAY_DURING_REFRESH = new Set(['/refreshing', '/auth', '/auth0logincallback']);

/**
 * The root route. Spec section 4: on first render check the authorization; while the token is
 * renewed, detour through /refreshing, which returns to this path afterwards.
 */
export function SessionGate() {
  const { session } = useAppServices();
  const { status } = useSessionState();
  const location = useLocation();
  usePageTitle();

  useEffect(() => {
    // Only the first start checks: a remount (StrictMode, HMR) must not refresh again.
    if (session.getState().status === 'checking') void session.checkAuthorization();
  }, [session]);

  if (status === 'refreshing' && !STAY_DURING_REFRESH.has(location.pathname.toLowerCase())) {
    return <Navigate to="/refreshing" replace state={fromState(location)} />;
  }
  return <Outlet />;
}
