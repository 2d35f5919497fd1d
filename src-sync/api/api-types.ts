/** The api client's public shape. The engine and the session take an ApiClient, so tests inject
 * one built on a fake adapter or pointed at a local server instead of mocking modules. */
import type { ZodType } from 'zod';
import type { TokenResponse } from '../protocol/auth.js';
import type { ApiError } from './api-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A typed result needs a schema: the answer is validated, never cast. Without one it is unknown. */
type SchemaOption<T> = unknown extends T ? { schema?: undefined } : { schema: ZodType<T> };

export type RequestOptions<T = unknown> = SchemaOption<T> & {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * false for the public auth endpoints (login, sign-up, password reset, token grants): no bearer
   * header, and a 401 there is the answer itself (wrong password), not an expired access token.
   */
  auth?: boolean;
  /** 'blob': the answer is binary (history images) and resolves as a Blob typed with the
   * response's Content-Type; default: parsed JSON. */
  responseType?: 'json' | 'blob';
};

export type ApiRequest<T = unknown> = RequestOptions<T> & { method: HttpMethod; url: string; body?: unknown };

export interface ApiClient {
  request: <T = unknown>(request: ApiRequest<T>) => Promise<T>;
  /** `request`, made without spending the caller's task on it where the client can (a worker);
   * the same answer, the same errors. */
  requestOffThread: <T = unknown>(request: ApiRequest<T>) => Promise<T>;
  get: <T = unknown>(url: string, options?: RequestOptions<T>) => Promise<T>;
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  delete: <T = unknown>(url: string, options?: RequestOptions<T> & { body?: unknown }) => Promise<T>;
  getAccessToken: () => string | null;
  setAccessToken: (token: string | null) => void;
  /**
   * Gets a new access token from the refresh cookie. Single-flight: concurrent callers (and, with
   * Web Locks, other tabs) share one `POST /oauth/token`. A rejected refresh (4xx) clears the
   * token and notifies the session-lost listeners; a network failure does not, so an offline app
   * keeps its signed-in user.
   */
  refresh: () => Promise<TokenResponse>;
  /** Called when the session is gone for good (refresh refused): the session signs out. */
  onSessionLost: (listener: (error: ApiError) => void) => () => void;
  /** Called whenever the access token changes (a refresh, a sign-in, a sign-out: null). */
  onAccessToken: (listener: (token: string | null) => void) => () => void;
}
