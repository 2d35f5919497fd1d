/** Origin checks. Our own origins are APP_URL's and the one the request itself was sent to
 * (scheme + Host), so the app works whether it is opened as 127.0.0.1, localhost or a LAN name;
 * a page that reached us under another Host cannot hold our cookies, so that adds no cross-site
 * path. Compared as parsed origins, never as string prefixes, so that
 * `https://vigil.example.com.evil.test` or `https://vigil.example.com@evil.test` never pass.
 * APP_URL is read on every call: tests set it after the server has picked its port. */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';

/** Where the SPA receives an authorization code (spec section 2: /auth and /auth0loginCallback). */
export const OAUTH_CALLBACK_PATHS = ['/auth', '/auth0loginCallback'];

export function appOrigin(config: ServerConfig): string {
  return new URL(config.appUrl).origin;
}

/** The origin this request was addressed to, or null when the Host header does not make one. */
export function requestOrigin(request: FastifyRequest): string | null {
  const parsed = parseAbsolute(`${request.protocol}://${request.host}`);
  return parsed === null ? null : parsed.origin;
}

export function isOwnOrigin(origin: string, request: FastifyRequest, config: ServerConfig): boolean {
  return origin === appOrigin(config) || origin === requestOrigin(request);
}

function parseAbsolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isSameOriginUrl(url: string, request: FastifyRequest, config: ServerConfig): boolean {
  const parsed = parseAbsolute(url);
  return parsed !== null && parsed.username === '' && parsed.password === '' && isOwnOrigin(parsed.origin, request, config);
}

/** An open redirect here would hand authorization codes to another site, so only the app's own
 * callback pages qualify. */
export function isAllowedOAuthRedirect(url: string, request: FastifyRequest, config: ServerConfig): boolean {
  const parsed = parseAbsolute(url);
  return parsed !== null && isSameOriginUrl(url, request, config) && OAUTH_CALLBACK_PATHS.includes(parsed.pathname) && parsed.hash === '';
}
