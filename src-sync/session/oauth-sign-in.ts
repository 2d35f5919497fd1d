/**
 * OAuth authorization-code sign-in with PKCE against `/oauth/authorize` (spec section 7: scope
 * '*', redirect `/auth`). The verifier and state stay in sessionStorage: they must survive the
 * round trip through the server's sign-in page but not outlive the tab.
 */
import { z } from 'zod';
import { ApiError } from '../api/api-error.js';
import { SPA_CLIENT_ID } from '../api/api-client.js';
import { createCodeChallenge, createCodeVerifier, randomToken } from './pkce.js';
import type { KeyValueStorage } from './session-types.js';

export const OAUTH_PENDING_KEY = 'vigil.oauth.pending';
export const OAUTH_CALLBACK_PATH = '/auth';
export const AUTHORIZE_PATH = '/oauth/authorize';

const pendingSchema = z.object({ state: z.string(), verifier: z.string(), returnTo: z.string() });
export type PendingOAuth = z.infer<typeof pendingSchema>;

export interface OAuthConfig {
  /** The SPA's origin: the redirect URI must point back at it. */
  origin: string;
  /** Where /oauth/authorize lives; the SPA's origin unless the server sits elsewhere. */
  serverURL: string;
  storage: KeyValueStorage;
  crypto: Crypto;
}

export function redirectUri(config: Pick<OAuthConfig, 'origin'>): string {
  return `${config.origin}${OAUTH_CALLBACK_PATH}`;
}

/** Stores a fresh verifier and state and returns the authorize URL to send the browser to. */
export async function beginOAuth(config: OAuthConfig, returnTo: string): Promise<string> {
  const verifier = createCodeVerifier(config.crypto);
  const pending: PendingOAuth = { state: randomToken(config.crypto, 16), verifier, returnTo };
  config.storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: SPA_CLIENT_ID,
    redirect_uri: redirectUri(config),
    scope: '*',
    state: pending.state,
    code_challenge: await createCodeChallenge(config.crypto, verifier),
    code_challenge_method: 'S256',
  });
  return `${config.serverURL}${AUTHORIZE_PATH}?${query.toString()}`;
}

function readPending(storage: KeyValueStorage): PendingOAuth | null {
  const raw = storage.getItem(OAUTH_PENDING_KEY);
  if (!raw) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks the callback URL against the stored attempt and returns what the token request needs.
 * The stored attempt is consumed either way: a code or state can be used only once.
 */
export function takeCallback(
  config: OAuthConfig,
  callbackUrl: string,
): { code: string; verifier: string; returnTo: string; redirectUri: string } {
  const landed = new URL(callbackUrl, config.origin);
  const params = landed.searchParams;
  const pending = readPending(config.storage);
  config.storage.removeItem(OAUTH_PENDING_KEY);
  const error = params.get('error');
  if (error) {
    throw new ApiError({ status: 400, code: error, message: params.get('error_description') ?? `Single sign-on failed: ${error}.` });
  }
  const code = params.get('code');
  // Security: the state ties the answer to the attempt this tab started (CSRF on the callback).
  if (!code || !pending || params.get('state') !== pending.state) {
    throw new ApiError({
      status: 400,
      code: 'invalid_state',
      message: 'This sign-in link is not valid any more. Please start the sign-in again.',
    });
  }
  // The token request must name the redirect URI the code was issued for: the page the browser
  // landed on (/auth, or /auth0loginCallback when the authorization server is set up for that).
  return { code, verifier: pending.verifier, returnTo: pending.returnTo, redirectUri: `${landed.origin}${landed.pathname}` };
}
