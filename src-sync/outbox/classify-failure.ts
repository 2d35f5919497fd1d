/** Which failures of a queued write are worth retrying, and which are the server's final word. */
import type { HttpErrorLike } from '../engine/http-client.js';

export type FailureKind = 'retry' | 'auth' | 'final';

export function classifyFailure(error: HttpErrorLike): FailureKind {
  const status = error.status;
  // No answer (offline, reset, timeout), an overloaded or broken server: the write may still land.
  if (status === 0 || status >= 500 || status === 408 || status === 425 || status === 429) return 'retry';
  // The api client already refreshed once and replayed; a 401 now means the session is gone.
  // Keep the write: it is sent when the user signs in again (sign-out warns about it first).
  if (status === 401) return 'auth';
  // 409 with Retry-After: the same Idempotency-Key is still running on the server.
  if (status === 409 && typeof error.retryAfter === 'number') return 'retry';
  return 'final';
}
