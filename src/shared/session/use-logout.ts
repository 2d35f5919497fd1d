import { useCallback, useState } from 'react';
import { useAppServices } from './app-services.js';
import { useLeaving } from './leaving-context.js';
import { confirmSignOut } from './sign-out-confirm.js';

/**
 * Spec section 4, Logout: the endpoint revokes, the flag and state are cleared, then the browser
 * goes to the server's /logout, which clears the refresh cookie and lands on /signin. The
 * redirect happens even when the API call failed: /logout still ends the session server-side.
 *
 * An explicit sign-out also wipes this user's local database (workspace manager) and the tab's
 * sessionStorage, so with writes not yet sent the user is asked first; Cancel leaves everything
 * as it was.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const { session, redirectBrowser, workspaces } = useAppServices();
  const { startLeaving } = useLeaving();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    if (workspaces) {
      // A count that cannot be read (database already closed) has nothing left to lose.
      const unsent = await workspaces.unsentWrites().catch(() => 0);
      if (unsent > 0 && !(await confirmSignOut(unsent))) return;
    }
    setLoggingOut(true);
    startLeaving();
    try {
      await (workspaces ? workspaces.signOut() : session.logout());
    } catch {
      // Deliberately not shown: the page is replaced by the redirect below at once, and the
      // server's /logout revokes the cookie on its own.
    } finally {
      // Nothing of this user stays in the tab either (a control-room PC is shared): the chat's
      // half-written messages, the SOS maps already opened, a pending sign-in attempt.
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage unavailable: there is nothing in it to leave behind.
      }
      redirectBrowser(session.logoutRedirectUrl());
    }
  }, [session, redirectBrowser, startLeaving, workspaces]);
  return { logout, loggingOut };
}
