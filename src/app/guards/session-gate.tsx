import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../shared/feedback/full-page-spinner.js';
import { dismissFirstScreen, isPlanningListPath } from '../../shared/first-screen/first-screen-handle.js';
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
  const { t } = useTranslation('session');
  const { session } = useAppServices();
  const { status } = useSessionState();
  const location = useLocation();
  const detouring = useRef(false);
  usePageTitle();

  useEffect(() => {
    // Only the first start checks: a remount (StrictMode, HMR) must not refresh again.
    if (session.getState().status === 'checking') void session.checkAuthorization();
  }, [session]);

  const path = location.pathname.toLowerCase();
  // The start-up paint is the planning list's; any other page (a redirect to sign-in, a detour
  // through /refreshing) replaces it at once. The list removes it itself once drawn.
  useLayoutEffect(() => {
    if (!isPlanningListPath(path)) dismissFirstScreen();
  }, [path]);
  if (status === 'refreshing' && !STAY_DURING_REFRESH.has(path)) {
    detouring.current = true;
    return <Navigate to="/refreshing" replace state={fromState(location)} />;
  }
  // The router moves to /refreshing asynchronously; if the refresh finishes first, the old page
  // must not flash up in between (it would mount, then unmount for the detour).
  if (detouring.current) {
    if (path !== '/refreshing') return <FullPageSpinner label={t('restoring')} />;
    detouring.current = false;
  }
  return <Outlet />;
}
