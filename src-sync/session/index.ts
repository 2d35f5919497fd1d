export { createSession, DEFAULT_HOME_PATH, DEFAULT_OFFLINE_RETRY_MS, SESSION_ENDED_MESSAGE, type Session, type SessionDeps } from './create-session.js';
export { createMemoryStorage, INITIAL_SESSION_STATE, type KeyValueStorage, type SessionState, type SessionStatus } from './session-types.js';
export { LOGGED_IN_FLAG } from './logged-in-flag.js';
export { OAUTH_CALLBACK_PATH, OAUTH_PENDING_KEY } from './oauth-sign-in.js';
export { OWN_ACCOUNT_KEY } from './own-account-store.js';
export { OWN_ACCOUNT_PATCH_KEY, type OwnAccountPatch } from './own-account-patch.js';
