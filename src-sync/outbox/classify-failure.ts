/** Which failures of a queued write are worth retrying, and which are the server's final word. */
import type { HttpErrorLike } from '../engine/http-client.js';
import { WRITE_CONFLICT } from '../protocol/write-conflict.js';

/**
 * retry: the write may still land (backoff); outage: neither the row nor the server's decision is
 * the cause, the server or the network is (probe until it answers); auth: the session is gone
 * (hold every write until a token works again); conflict: someone else changed the same fields
 * (the user decides); final: the server's no (rolled back, Retry or Discard).
 */
export type FailureKind = 'retry' | 'outage' | 'auth' | 'conflict' | 'final';

export function classifyFailure(error: HttpErrorLike): FailureKind {
  const status = error.status;
  const said = typeof error.retryAfter === 'number';
  // No answer (offline, reset, timeout) or a proxy without its server: probe, then send at once.
  if (status === 0 || status === 502 || status === 504 || (status === 503 && !said)) return 'outage';
  // An overloaded or broken server, or one that said when to come back.
  if (status >= 500 || status === 408 || status === 425 || status === 429) return 'retry';
  // The api client already refreshed once and replayed; a 401 now means the session is gone.
  // Keep the write: it is sent once a token works again (sign-out warns about it first).
  if (status === 401) return 'auth';
  // 409 with Retry-After: the same Idempotency-Key is still running on the server.
  if (status === 409 && said) return 'retry';
  if (status === 409 && error.code === WRITE_CONFLICT) return 'conflict';
  return 'final';
}
