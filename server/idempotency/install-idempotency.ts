/**
 * `Idempotency-Key` for every mutating /api route (DESIGN.md sections 3 and 4). The outbox sends
 * each queued write with its uuid as the key; the first answer is stored per (user, key) for 24 h
 * and replayed for a retry, so a retry after a lost ack applies nothing twice.
 *
 * - same key, same request, first one finished: the stored status and body, with
 *   `Idempotent-Replayed: true`;
 * - same key, different method, url or body: 422 (the key is being misused);
 * - same key while the first is still running in a live process: 409 with `Retry-After`; a claim
 *   of a dead process is taken over at once (server-processes.ts).
 * Without the header the request runs normally. Write routes store their answer inside their own
 * transaction (server/writes/run-write.ts); the hooks here store every other answer as it is sent.
 *
 * Installed through an onRoute hook so that every route registered after it (any module, any
 * encapsulation level) gets the hooks appended after its own preHandlers, that is after
 * authentication: keys are scoped per user, so a key can never replay another user's answer.
 * Routes without an authenticated user (sign-in, token, password reset) are skipped, as are routes
 * with `config: { idempotency: false }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../app-context.js';
import { HttpError, badRequest, conflict, unprocessable } from '../lib/http-errors.js';
import { IdempotencyStore, type ClaimRef } from './idempotency-store.js';
import { ServerProcesses } from './server-processes.js';
import { requestHash } from './request-hash.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route opts out of Idempotency-Key handling. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key claim this request holds, for runWrite to store its answer with its write. */
    idempotencyClaim?: ClaimRef;
    /** Set by runWrite once the answer is committed with the write: nothing is left to store. */
    idempotentAnswerStored?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The auth routes (sign-in, sign-out, sign-up, passwords): a session or a secret link is their
 * own guard, and a replayed answer could hand back a token. Other routes opt out with config. */
const EXCLUDED_PREFIXES = ['/api/auth/', '/api/login', '/api/logout', '/api/signup', '/api/password/', '/api/account/password'];
/** Printable ASCII, 1 to 200 characters: a uuid fits, control characters never reach the table. */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

interface Pending {
  ref: ClaimRef;
  settled: boolean;
}

function appliesTo(route: RouteOptions): boolean {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  if (!methods.some((m) => MUTATING.has(m.toUpperCase()))) return false;
  if (!route.url.startsWith('/api/')) return false;
  if (EXCLUDED_PREFIXES.some((p) => route.url.startsWith(p))) return false;
  return route.config?.idempotency !== false;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Answers worth replaying: everything the handler decided, not transient failures. */
function isReplayable(status: number): boolean {
  return status < 500 && status !== 429 && status !== 408;
}

export function installIdempotency(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const processes = new ServerProcesses(ctx.db);
  const store = new IdempotencyStore(ctx.db, processes);
  // Registered before the first request, removed after the last one (close waits for them).
  app.addHook('onReady', () => processes.register());
  app.addHook('onClose', () => processes.deregister());
  const pending = new WeakMap<FastifyRequest, Pending>();

  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const user = request.authUser;
    if (!user) return;
    // Node joins repeated headers with ', ' except a few; an array means it did not, and two keys
    // for one request is ambiguous either way.
    const key = Array.isArray(header) ? undefined : header;
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key must be one value of 1 to 200 printable characters.', [
        { path: 'Idempotency-Key', message: '1 to 200 printable characters' },
      ]);
    }
    const claim = await store.claim(user.id, key, requestHash(request));
    switch (claim.kind) {
      case 'claimed':
        pending.set(request, { ref: claim.ref, settled: false });
        request.idempotencyClaim = claim.ref;
        return;
      case 'mismatch':
        throw unprocessable('This Idempotency-Key was already used for a different request.', [
          { path: 'Idempotency-Key', message: 'already used for a different request' },
        ]);
      case 'running': {
        const error = conflict('A request with this Idempotency-Key is still being processed. Retry shortly.');
        throw new HttpError(error.statusCode, error.code, error.message, undefined, { 'retry-after': '1' });
      }
      case 'replay':
        // Returning the reply from an async hook tells Fastify the answer is sent; the handler
        // does not run again.
        void reply.status(claim.status).header(REPLAYED_HEADER, 'true');
        if (claim.body === '') return reply.send();
        return reply.type('application/json; charset=utf-8').send(claim.body);
    }
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const entry = pending.get(request);
    if (!entry || entry.settled) return payload;
    entry.settled = true;
    if (request.idempotentAnswerStored === true) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
    try {
      if (body !== null && isReplayable(reply.statusCode)) {
        await store.complete(entry.ref, reply.statusCode, body);
      } else {
        await store.release(entry.ref);
      }
    } catch (error) {
      // Nothing committed waits on this answer (a write stores its own); the claim stays
      // `running` and is taken over once stale, and the retry runs the request again.
      request.log.error({ err: error }, 'could not store the idempotent response');
    }
    return payload;
  }

  /** The answer never went through onSend (aborted, hook error): let a retry run again. */
  async function onResponse(request: FastifyRequest): Promise<void> {
    const entry = pending.get(request);
    if (!entry || entry.settled) return;
    entry.settled = true;
    try {
      await store.release(entry.ref);
    } catch (error) {
      request.log.error({ err: error }, 'could not release an idempotency key');
    }
  }

  app.addHook('onRoute', (route) => {
    if (!appliesTo(route)) return;
    route.preHandler = [...asArray(route.preHandler), preHandler];
    route.onSend = [...asArray(route.onSend), onSend];
    route.onResponse = [...asArray(route.onResponse), onResponse];
  });
  return Promise.resolve();
}
