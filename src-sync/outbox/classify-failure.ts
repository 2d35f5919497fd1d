/** Which failures of a queued write are worth retrying, and which are the server's final word. */
import type { HttpErrorLike } from '../engine/http-client.js';
import { WRITE_CONFLICT } from '../protocol/write-conflict.js';

/**
 * retry: the write may still land (backoff); outage: neither the row nor the server's decision is
 * the cause, the server or the network is (probe until it answers); auth: the session is gone
 * (hold every write until a token works again); conflict: someone else changed the same fields
 * (the user decides); final: the server's no (rolled back, Retry or Discard); gone: a delete of a
 * record that is no longer there, which is what it asked for (see below).
 */
export type FailureKind = 'retry' | 'outage' | 'auth' | 'conflict' | 'final' | 'gone';

export function classifyFailure(error: HttpErrorLike, method?: string): FailureKind {
  const status = error.status;
  // A delete answered 404 is done, not refused: someone deleted the record first, or this very
  // delete did and its answer was lost, then its key was forgotten (a day) before it was sent
  // again. Shown as "Failed: not found" with a Retry that can only fail, it was a lie.
  if (status === 404 && method === 'DELETE') return 'gone';
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
