/**
 * The session the UI tests inject: one signed-in user, whose state the test can switch (offline,
 * another user). Calls the screens under test never make reject, so an unexpected one fails the
 * test. The one session stub of the UI tests.
 */
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import { deriveRoleFlags, type OwnUser, type Session, type SessionState } from '../../../src-sync/index.js';
import { users } from './users.js';

const unused = () => Promise.reject(new Error('not used by the screen under test'));

export function stubSession(user: OwnUser = users.admin) {
  const subject = new BehaviorSubject<SessionState>({ status: 'signed-in', user, flags: deriveRoleFlags(user), error: null, offline: false });
  const reconnect = vi.fn(() => Promise.resolve());
  const logout = vi.fn(() => Promise.resolve());
  const session: Session = {
    state$: subject.asObservable(),
    getState: () => subject.value,
    checkAuthorization: () => Promise.resolve(),
    reconnect,
    login: unused,
    logout,
    logoutRedirectUrl: () => '/logout?redirect_uri=x',
    reloadUser: unused,
    setPassword: unused,
    signup: unused,
    forgotPassword: unused,
    resetPassword: unused,
    startOAuthSignIn: unused,
    completeOAuthSignIn: unused,
  };
  return { session, subject, reconnect, logout, setOffline: (offline: boolean) => subject.next({ ...subject.value, offline }) };
}
