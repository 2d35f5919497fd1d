/** Origin checks against APP_URL. Compared as parsed origins, never as string prefixes, so that
 * `https://vigil.example.com.evil.test` or `https://vigil.example.com@evil.test` never pass.
 * APP_URL is read on every call: tests set it after the server has picked its port. */
import type { ServerConfig } from '../config.js';

/** Where the SPA receives an authorization code (spec section 2: /auth and /auth0loginCallback). */
export const OAUTH_CALLBACK_PATHS = ['/auth', '/auth0loginCallback'];

export function appOrigin(config: ServerConfig): string {
  return new URL(config.appUrl).origin;
}

function parseAbsolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isSameOriginUrl(url: string, config: ServerConfig): boolean {
  const parsed = parseAbsolute(url);
  return parsed !== null && parsed.username === '' && parsed.password === '' && parsed.origin === appOrigin(config);
}

/** An open redirect here would hand authorization codes to another site, so only the app's own
 * callback pages qualify. */
export function isAllowedOAuthRedirect(url: string, config: ServerConfig): boolean {
  const parsed = parseAbsolute(url);
  return parsed !== null && isSameOriginUrl(url, config) && OAUTH_CALLBACK_PATHS.includes(parsed.pathname) && parsed.hash === '';
}
