/**
 * CSRF protection for cookie-authenticated POSTs (POST /oauth/token, the OAuth sign-in form).
 * The refresh cookie is SameSite=Strict already; these checks are the second wall for browsers
 * or setups where that does not hold (same-site sibling origins, old browsers):
 * - a JSON content type cannot be sent cross-origin without a CORS preflight, which we never
 *   grant, so a plain HTML form or a no-cors fetch from another site cannot reach the handler;
 * - an Origin header, when present, must be one of the app's own origins (see same-origin.ts);
 * - Sec-Fetch-Site 'cross-site' (sent by every current browser) is refused outright.
 */
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';
import { HttpError } from '../lib/http-errors.js';
import { isOwnOrigin } from './same-origin.js';

const crossSite = () => new HttpError(403, 'forbidden', 'Cross-site request refused.', [{ path: 'origin', message: 'not this app' }]);

export function assertNotCrossSite(request: FastifyRequest, config: ServerConfig): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, config)) {
    throw crossSite();
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw crossSite();
  }
}

export function assertJsonContentType(request: FastifyRequest): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send this request as application/json.', [{ path: 'content-type', message: 'expected application/json' }]);
  }
}

/** The checks as an onRequest hook, so they run before the body is parsed or anything else. */
export function crossSiteGuard(config: ServerConfig, options: { requireJson?: boolean } = {}): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      if (options.requireJson === true) assertJsonContentType(request);
      assertNotCrossSite(request, config);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
