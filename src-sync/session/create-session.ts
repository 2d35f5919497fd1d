/**
 * The session service: auth state as an RxJS BehaviorSubject and the auth actions of spec
 * section 4 as plain async functions. The UI navigates; this module only changes state.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { ApiError } from '../api/api-error.js';
import type { ApiClient } from '../api/api-types.js';
import { tokenResponseSchema, type ForgotPasswordBody, type PasswordSetBody, type ResetPasswordBody, type SignupBody } from '../protocol/auth.js';
import { deriveRoleFlags, type OwnUser } from '../protocol/user.js';
import { fetchOwnUser, postForgotPassword, postResetPassword, postInvitationAgain, postSignup, putPassword } from './account-calls.js';
import { clearLoggedInFlag, hasLoggedInFlag, setLoggedInFlag } from './logged-in-flag.js';
import { browserNetworkStatus, type NetworkStatus } from '../engine/network-status.js';
import { createOfflineRevalidation, type RevalidationOutcome } from './offline-revalidation.js';
import { clearStoredAccount, readStoredAccount, storeAccount } from './own-account-store.js';
import { clearOwnAccountPatch, storeOwnAccountPatch, withOwnAccountPatch, type OwnAccountPatch } from './own-account-patch.js';
import { beginOAuth, takeCallback, type OAuthConfig } from './oauth-sign-in.js';
import { SPA_CLIENT_ID } from '../api/api-client.js';
import { markTiming } from '../timing.js';
import { INITIAL_SESSION_STATE, type KeyValueStorage, type SessionState } from './session-types.js';

export const DEFAULT_HOME_PATH = '/dashboard';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export interface SessionDeps {
  api: ApiClient;
  /** localStorage in the browser: the logged-in flag and the last own account (offline start). */
  storage: KeyValueStorage;
  /** sessionStorage in the browser: holds the pending OAuth attempt. */
  oauthStorage: KeyValueStorage;
  /** The SPA's origin, for redirect URIs (e.g. https://vigil.example). */
  origin: string;
  /** Where the auth server lives; defaults to origin (same-origin deployment). */
  serverURL?: string;
  crypto?: Crypto;
  /** Online/offline signals for re-validating an offline session; the browser's by default. */
  network?: NetworkStatus;
  /** How often an offline session retries while the browser says it is online (ms). */
  offlineRetryMs?: number;
}

export const DEFAULT_OFFLINE_RETRY_MS = 30_000;

function sameAccount(a: OwnUser | null, b: OwnUser): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

export interface Session {
  readonly state$: Observable<SessionState>;
  getState: () => SessionState;
  /** Spec: run once at start. Resolves when the status is signed-in (possibly offline) or signed-out. */
  checkAuthorization: () => Promise<void>;
  /** An offline session tries to reach the server now (a "try again" button); no-op otherwise.
   * Optional so hand-built fakes of this interface stay valid. */
  reconnect?: () => Promise<void>;
  login: (email: string, password: string) => Promise<OwnUser>;
  logout: () => Promise<void>;
  /** Where the UI sends the browser after logout(): the server clears the cookie there too. */
  logoutRedirectUrl: () => string;
  reloadUser: () => Promise<OwnUser>;
  /** The user changed their own account here (the UI language, queued as a write): the session
   * and the stored account show it at once, and keep it over fetched accounts until the server
   * has it. No-op when not signed in. Optional so hand-built fakes stay valid. */
  patchOwnUser?: (patch: OwnAccountPatch) => void;
  /** Another tab stored a newer own account (its own patch, or a reload after a change on another
   * device): take it over. Optional so hand-built fakes stay valid. */
  adoptStoredAccount?: () => void;
  setPassword: (body: PasswordSetBody) => Promise<OwnUser>;
  signup: (body: SignupBody) => Promise<string>;
  forgotPassword: (body: ForgotPasswordBody) => Promise<string>;
  resetPassword: (body: ResetPasswordBody) => Promise<string>;
  /** Mails an invitation nobody accepted again; resolves with the address. Optional so
   * hand-built fakes stay valid. */
  sendInvitationAgain?: (accountId: number) => Promise<string>;
  /** Returns the authorize URL to send the browser to. */
  startOAuthSignIn: (returnTo?: string) => Promise<string>;
  /** Finishes the sign-in from the callback URL; resolves with the path to return to. */
  completeOAuthSignIn: (callbackUrl: string) => Promise<string>;
}

export function createSession(deps: SessionDeps): Session {
  const { api, storage } = deps;
  const subject = new BehaviorSubject<SessionState>(INITIAL_SESSION_STATE);
  const oauth: OAuthConfig = {
    origin: deps.origin,
    serverURL: deps.serverURL ?? deps.origin,
    storage: deps.oauthStorage,
    crypto: deps.crypto ?? globalThis.crypto,
  };
  let checking: Promise<void> | null = null;
  // StrictMode mounts effects twice; one callback URL must be exchanged only once.
  const completing = new Map<string, Promise<string>>();

  const revalidation = createOfflineRevalidation({
    network: deps.network ?? browserNetworkStatus(),
    retryMs: deps.offlineRetryMs ?? DEFAULT_OFFLINE_RETRY_MS,
    attempt: revalidate,
  });

  const signedOut = (error: ApiError | null = null) => {
    revalidation.stop();
    subject.next({ status: 'signed-out', user: null, flags: null, error, offline: false });
  };
  const signedIn = (user: OwnUser, offline = false) => {
    if (!offline) revalidation.stop();
    const current = subject.value;
    // The server confirming the stored account unchanged is no news: re-emitting would re-render
    // every screen just as the first one paints.
    if (current.status === 'signed-in' && current.offline === offline && current.error === null && sameAccount(current.user, user)) return;
    subject.next({ status: 'signed-in', user, flags: deriveRoleFlags(user), error: null, offline });
  };
  /** Session over for good: nothing on this device should claim it any more. */
  const forget = () => {
    clearLoggedInFlag(storage);
    clearStoredAccount(storage);
    clearOwnAccountPatch(storage);
  };
  /** The server's own account, with this user's own changes it has not received yet over it. */
  const fetchAccount = async () => withOwnAccountPatch(storage, await fetchOwnUser(api));

  // The api client could not refresh (cookie revoked, expired, replayed): the session is over.
  // This also ends an offline session whose first contact with the server is a refused refresh.
  api.onSessionLost(() => {
    forget();
    if (subject.value.status !== 'signed-out') signedOut(new ApiError({ status: 401, code: 'session_ended', message: SESSION_ENDED_MESSAGE }));
  });

  function asApiError(error: unknown): ApiError {
    return error instanceof ApiError ? error : new ApiError({ status: 0, message: String(error) });
  }

  /** No answer, or a server fault: says nothing about the session itself. */
  function unreachable(error: ApiError): boolean {
    return error.isNetworkError || error.status >= 500;
  }

  /** One attempt of an offline session to get a token and the fresh own account. */
  async function revalidate(): Promise<RevalidationOutcome> {
    const state = subject.value;
    if (state.status !== 'signed-in' || !state.offline) return 'settled';
    try {
      const token = await api.refresh();
      await establish(token.access_token);
      return 'settled';
    } catch (error) {
      const apiError = asApiError(error);
      if (unreachable(apiError)) return 'retry';
      // The server answered and refused: same as a refused refresh online (spec section 4).
      forget();
      if (subject.value.status !== 'signed-out') signedOut(new ApiError({ status: 401, code: 'session_ended', message: SESSION_ENDED_MESSAGE }));
      return 'settled';
    }
  }

  async function establish(accessToken: string): Promise<OwnUser> {
    api.setAccessToken(accessToken);
    try {
      const user = await fetchAccount();
      setLoggedInFlag(storage);
      storeAccount(storage, user);
      signedIn(user);
      return user;
    } catch (error) {
      api.setAccessToken(null);
      throw error;
    }
  }

  async function restore(): Promise<void> {
    if (!hasLoggedInFlag(storage)) {
      signedOut();
      return;
    }
    // The refresh starts before anything else runs, so the engine's first calls (made without a
    // token) share it instead of rotating the cookie a second time.
    markTiming('session-restore');
    const renewal = api.refresh();
    const stored = readStoredAccount(storage);
    // Local-first start (DESIGN.md section 1): with the account of an earlier visit on this
    // device, its workspace opens at once from IndexedDB while the token is renewed; the spec's
    // /refreshing wait remains for a device that has no stored account.
    if (stored) signedIn(stored);
    else subject.next({ ...INITIAL_SESSION_STATE, status: 'refreshing' });
    try {
      const token = await renewal;
      await establish(token.access_token);
      markTiming('session-established');
    } catch (error) {
      const apiError = asApiError(error);
      // Offline or a server fault says nothing about the session: keep the flag so the next
      // start tries again. With the stored account the user works offline from the local
      // database until the server is back (DESIGN.md 3, Offline); without it, the sign-in page
      // says why.
      if (unreachable(apiError)) {
        if (stored) {
          signedIn(stored, true);
          revalidation.start();
        } else {
          signedOut(apiError);
        }
        return;
      }
      forget();
      // A user who already saw the workspace is told why it closed (the refusal's listener set
      // that message); a start that showed nothing yet goes to /signin silently, as the spec says.
      if (!stored || subject.value.status !== 'signed-out') signedOut();
    }
  }

  return {
    state$: subject.asObservable(),
    getState: () => subject.value,
    checkAuthorization() {
      checking ??= restore().finally(() => {
        checking = null;
      });
      return checking;
    },
    async reconnect() {
      if (subject.value.status !== 'signed-in' || !subject.value.offline) return;
      // A refresh already in flight (the engine's, after a 401) is shared, and it may have been
      // sent before the server came back: when that one fails, ask once more, afresh.
      if ((await revalidate()) === 'retry') await revalidate();
    },
    async login(email, password) {
      const token = await api.post('/api/login', { email, password }, { auth: false, schema: tokenResponseSchema });
      return establish(token.access_token);
    },
    async logout() {
      try {
        if (api.getAccessToken()) await api.post('/api/logout');
      } finally {
        // Local state goes whatever the server said: the browser is sent to /logout next,
        // which clears the cookie even if this call did not reach the server.
        forget();
        api.setAccessToken(null);
        signedOut();
      }
    },
    logoutRedirectUrl: () => `${oauth.serverURL}/logout?redirect_uri=${encodeURIComponent(`${deps.origin}/signin`)}`,
    async reloadUser() {
      const user = await fetchAccount();
      storeAccount(storage, user);
      signedIn(user);
      return user;
    },
    patchOwnUser(patch) {
      const { status, user, offline } = subject.value;
      if (status !== 'signed-in' || !user) return;
      const next = { ...user, ...patch };
      storeOwnAccountPatch(storage, user.id, patch);
      storeAccount(storage, next);
      signedIn(next, offline === true);
    },
    adoptStoredAccount() {
      const { status, user, offline } = subject.value;
      const stored = readStoredAccount(storage);
      if (status !== 'signed-in' || !user || !stored || stored.id !== user.id) return;
      signedIn(stored, offline === true);
    },
    async setPassword(body) {
      await putPassword(api, body);
      const user = await fetchAccount();
      storeAccount(storage, user);
      signedIn(user);
      return user;
    },
    signup: (body) => postSignup(api, body),
    forgotPassword: (body) => postForgotPassword(api, body),
    resetPassword: (body) => postResetPassword(api, body),
    sendInvitationAgain: (accountId) => postInvitationAgain(api, accountId),
    startOAuthSignIn: (returnTo = DEFAULT_HOME_PATH) => beginOAuth(oauth, returnTo),
    completeOAuthSignIn(callbackUrl) {
      const existing = completing.get(callbackUrl);
      if (existing) return existing;
      const run = (async () => {
        const { code, verifier, returnTo, redirectUri } = takeCallback(oauth, callbackUrl);
        const body = { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, redirect_uri: redirectUri, code, code_verifier: verifier };
        const token = await api.post('/oauth/token', body, { auth: false, schema: tokenResponseSchema });
        await establish(token.access_token);
        return returnTo;
      })();
      completing.set(callbackUrl, run);
      return run;
    },
  };
}
