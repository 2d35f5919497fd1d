import { useCallback, useState } from 'react';
import { useAppServices } from './app-services.js';
import { useLeaving } from './leaving-context.js';

/**
 * Spec section 4, Logout: the endpoint revokes, the flag and state are cleared, then the browser
 * goes to the server's /logout, which clears the refresh cookie and lands on /signin. The
 * redirect happens even when the API call failed: /logout still ends the session server-side.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const { session, redirectBrowser, workspaces } = useAppServices();
  const { startLeaving } = useLeaving();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    startLeaving();
    try {
      // An explicit sign-out also wipes this user's local database (workspace manager).
      await (workspaces ? workspaces.signOut() : session.logout());
    } catch {
      // Deliberately not shown: the page is replaced by the redirect below at once, and the
      // server's /logout revokes the cookie on its own.
    } finally {
      redirectBrowser(session.logoutRedirectUrl());
    }
  }, [session, redirectBrowser, startLeaving, workspaces]);
  return { logout, loggingOut };
}
