/**
 * The one error type every api call rejects with. It is built from the server's JSON error body
 * (`{error, message, issues}`), so the UI can always name what failed; network failures and
 * non-JSON answers become an ApiError too (status 0 or the HTTP status), never null.
 */
import { AxiosError, isAxiosError } from 'axios';
import { apiErrorSchema, type ApiIssue } from '../protocol/errors.js';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (offline, DNS, CORS, aborted). */
  readonly status: number;
  /** Machine-readable code from the server body (`error`), e.g. `invalid_credentials`. */
  readonly code: string;
  /** Field-level failures, so a form can put each message under its field. */
  readonly issues: ApiIssue[];
  /** Seconds from a `Retry-After` header (429, 503), when the server sent one. */
  readonly retryAfter: number | null;
  /** The error body as the server sent it (a write conflict carries the current record). */
  readonly body: unknown;

  constructor(init: { status: number; message: string; code?: string; issues?: ApiIssue[]; retryAfter?: number | null; body?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code ?? (init.status === 0 ? 'network_error' : 'http_error');
    this.issues = init.issues ?? [];
    this.retryAfter = init.retryAfter ?? null;
    this.body = init.body;
  }

  /** True when the server could not be reached, so the caller may keep local state and retry. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function parseRetryAfter(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(String(value));
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function fallbackMessage(status: number, statusText: string | undefined): string {
  if (status >= 500) return 'Something went wrong. Please try again later.';
  if (statusText) return `${statusText} (HTTP ${status})`;
  return `Request failed (HTTP ${status})`;
}

/** Converts anything a request can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) return fromAxiosError(error);
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, message: message || NETWORK_ERROR_MESSAGE, code: 'client_error' });
}

function fromAxiosError(error: AxiosError): ApiError {
  const response = error.response;
  if (!response) {
    const aborted = error.code === AxiosError.ERR_CANCELED;
    return new ApiError({
      status: 0,
      message: aborted ? 'The request was cancelled.' : NETWORK_ERROR_MESSAGE,
      code: aborted ? 'aborted' : 'network_error',
    });
  }
  return fromAnswer({ status: response.status, statusText: response.statusText, data: response.data, retryAfter: response.headers['retry-after'] });
}

/** An error answer (status, body, Retry-After header) as an ApiError; any transport's. */
export function fromAnswer(answer: { status: number; statusText?: string; data: unknown; retryAfter: unknown }): ApiError {
  const retryAfter = parseRetryAfter(answer.retryAfter);
  const parsed = apiErrorSchema.safeParse(answer.data);
  if (parsed.success) {
    return new ApiError({
      status: answer.status,
      message: parsed.data.message,
      code: parsed.data.error,
      issues: parsed.data.issues ?? [],
      retryAfter,
      body: answer.data,
    });
  }
  // Bodies without `error` but with a `message` (e.g. a proxy or a plain 401) still name the cause.
  const data = answer.data;
  const message =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message
      ? data.message
      : fallbackMessage(answer.status, answer.statusText);
  return new ApiError({ status: answer.status, message, retryAfter });
}
