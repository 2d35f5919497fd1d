/**
 * The refresh token travels only in this cookie. httpOnly keeps it away from scripts (an XSS
 * cannot read it); SameSite=Strict keeps browsers from sending it with any cross-site request;
 * Secure whenever the app is served over https.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { ServerConfig } from '../config.js';
import { looksLikeSecretToken } from './secret-token.js';

export const REFRESH_COOKIE = 'vigil_refresh';

function baseOptions(config: ServerConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: new URL(config.appUrl).protocol === 'https:' };
}

export function setRefreshCookie(reply: FastifyReply, config: ServerConfig, token: string): void {
  // @fastify/cookie takes maxAge in seconds.
  void reply.setCookie(REFRESH_COOKIE, token, { ...baseOptions(config), maxAge: config.refreshTokenTtl });
}

export function clearRefreshCookie(reply: FastifyReply, config: ServerConfig): void {
  void reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
}

/** The cookie's token, or null when absent or not shaped like one of ours. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return looksLikeSecretToken(value) ? value : null;
}
