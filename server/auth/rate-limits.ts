/**
 * Per-address attempt limits for the unauthenticated auth endpoints (brute force on passwords,
 * mail bombing through sign-up and forgot-password). Built on @fastify/rate-limit, registered
 * with `global: false` inside the auth routes' own scope, so no other route is affected.
 *
 * Password login and the OAuth sign-in form share ONE counter: they check the same passwords,
 * and separate counters would double an attacker's attempts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../lib/http-errors.js';

/** Counts the attempt; resolves to the seconds to wait when over the limit, else null. */
export type Limiter = (request: FastifyRequest) => Promise<number | null>;

export interface AuthLimiters {
  signIn: Limiter;
  signup: Limiter;
  forgotPassword: Limiter;
}

export async function registerAuthLimiters(scope: FastifyInstance, ctx: AppContext): Promise<AuthLimiters> {
  await scope.register(rateLimit, { global: false });
  const create = (): Limiter => {
    const check = scope.createRateLimit({ max: ctx.config.loginRateLimit, timeWindow: 60_000 });
    return async (request) => {
      const result = await check(request);
      return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
    };
  };
  return { signIn: create(), signup: create(), forgotPassword: create() };
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    'too_many_requests',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    [{ path: 'request', message: 'too many attempts' }],
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** An onRequest hook: runs before the body is even parsed, so refused attempts cost nothing. */
export function limitedBy(limiter: Limiter) {
  return async (request: FastifyRequest): Promise<void> => {
    const wait = await limiter(request);
    if (wait !== null) throw tooManyAttempts(wait);
  };
}
