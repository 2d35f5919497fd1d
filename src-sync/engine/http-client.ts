/**
 * What the engine needs from HTTP. The SPA's api client (src-sync/api) satisfies it: it adds the
 * bearer token, refreshes once on a 401 and replays, and rejects every failure with an ApiError.
 * Tests pass a fake, or a small fetch-based client pointed at a real server.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Same-origin path (`/api/...`) or absolute URL. */
  url: string;
  body?: unknown;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** 'blob': resolve with the body as a Blob (history images) instead of parsed JSON. */
  responseType?: 'json' | 'blob';
}

export interface HttpClient {
  /** Resolves with the parsed JSON body of a 2xx answer (a Blob for `responseType: 'blob'`);
   * rejects with an HttpErrorLike otherwise. */
  request(request: HttpRequest): Promise<unknown>;
  /** `request`, made off the caller's thread where the client can (the SPA's: a worker), for a
   * request that must leave inside a keystroke (a chat message sent ahead), or whose large answer
   * would take the thread that writes the rows (a bootstrap page). */
  requestOffThread?(request: HttpRequest): Promise<unknown>;
  /** Tells about every new access token, when the client keeps one (the SPA's api client): writes
   * held because the session was gone are sent as soon as a token exists again. */
  onAccessToken?(listener: (token: string | null) => void): () => void;
}

/** The fields of an ApiError the engine reads. Anything thrown without a numeric `status` counts
 * as a network failure (status 0). */
export interface HttpErrorLike {
  status: number;
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
  /** Seconds, from a Retry-After header. */
  retryAfter?: number | null;
  /** The answer's body as received (a write conflict carries the record in it). */
  body?: unknown;
}

export function toHttpError(error: unknown): HttpErrorLike {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const e = error as Partial<HttpErrorLike> & { status: number };
    return {
      status: e.status,
      message: typeof e.message === 'string' && e.message ? e.message : `HTTP ${e.status}`,
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      issues: Array.isArray(e.issues) ? e.issues : [],
      retryAfter: typeof e.retryAfter === 'number' ? e.retryAfter : null,
      ...('body' in e ? { body: e.body } : {}),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, message: message || 'network error', issues: [], retryAfter: null };
}
