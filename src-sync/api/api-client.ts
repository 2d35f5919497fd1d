/**
 * The axios-based api client, the only module that uses axios. Same-origin by default
 * (baseURL ''), cookies included, bearer access token from memory. On a 401 it refreshes once
 * (single-flight) and replays the original request; every failure rejects as an ApiError.
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { tokenResponseSchema, type TokenResponse } from '../protocol/auth.js';
import { ApiError, fromAnswer, NETWORK_ERROR_MESSAGE, toApiError } from './api-error.js';
import { createMemoryTokenStore, type AccessTokenStore } from './access-token-store.js';
import type { ApiClient, ApiRequest, QueryParams, RequestOptions } from './api-types.js';
import type { CookieJar } from './cookie-jar.js';
import type { OffThreadRequests } from './off-thread-requests.js';
import { defaultLocks, withRefreshLock, type RefreshLocks } from './refresh-lock.js';

export const SPA_CLIENT_ID = 'vigil-spa';
export const TOKEN_PATH = '/oauth/token';

export interface ApiClientOptions {
  /** '' for the SPA (same origin); an absolute URL for Node callers. */
  baseURL: string;
  /** Defaults to an in-memory store (see access-token-store.ts for why never persistent). */
  tokenStore?: AccessTokenStore;
  /** Defaults to navigator.locks when available; null disables cross-tab locking. */
  locks?: RefreshLocks | null;
  /** Tests pass a fake transport here instead of mocking axios. */
  adapter?: AxiosAdapter;
  /** Node only: browsers manage the refresh cookie themselves. */
  cookieJar?: CookieJar;
  /** Extra headers on every request (e.g. Origin for a Node caller). */
  headers?: Record<string, string>;
  clientId?: string;
  /** The app's OAuth redirect (spec section 7: a refresh names it); sent with every refresh. */
  redirectUri?: string;
  timeoutMs?: number;
  /** Where `requestOffThread` makes its requests (the SPA: a worker); without it, here. */
  offThread?: OffThreadRequests | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const tokenListeners = new Set<(token: string | null) => void>();
  const tokens = announcing(options.tokenStore ?? createMemoryTokenStore(), tokenListeners);
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const clientId = options.clientId ?? SPA_CLIENT_ID;
  const sessionLostListeners = new Set<(error: ApiError) => void>();
  const http = createHttp(options);
  let inflightRefresh: Promise<TokenResponse> | null = null;
  /** The last refresh was refused: the session is gone until a token is set again (a sign-in).
   * A 401 then says so at once instead of sending the refused cookie again for every request in
   * flight (queued writes going out side by side would otherwise each try once). */
  let sessionRefused = false;

  function toConfig(request: Omit<ApiRequest<unknown>, 'schema'>, token: string | null): AxiosRequestConfig {
    const headers: Record<string, string> = { ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    return {
      method: request.method,
      url: request.url,
      data: request.body,
      params: request.params,
      headers,
      signal: request.signal,
      // Bytes on every platform (axios' Node adapter has no 'blob'); send() wraps them in a Blob.
      ...(request.responseType === 'blob' ? { responseType: 'arraybuffer' as const } : {}),
    };
  }

  function parse<T>(request: ApiRequest<T>, response: AxiosResponse<unknown>): T {
    if (request.responseType === 'blob') return toBlob(response) as T;
    return parseJson(request, response.status, response.data);
  }

  function parseJson<T>(request: ApiRequest<T>, status: number, data: unknown): T {
    if (!request.schema) return data as T;
    const parsed = request.schema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      status,
      code: 'invalid_response',
      message: `Unexpected answer from the server to ${request.method} ${request.url}.`,
    });
  }

  async function send<T>(request: ApiRequest<T>, token: string | null): Promise<T> {
    try {
      return parse(request, await http.request<unknown>(toConfig(request, token)));
    } catch (error) {
      throw toApiError(error);
    }
  }

  async function request<T>(req: ApiRequest<T>): Promise<T> {
    if (req.auth === false) return send(req, null);
    // No token yet but one on its way (the start-up refresh): wait for it rather than send a
    // request that can only answer 401. Its failure is handled below like any 401.
    if (tokens.get() === null && inflightRefresh) await inflightRefresh.catch(() => undefined);
    const tokenUsed = tokens.get();
    try {
      return await send(req, tokenUsed);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      return replayWithNewToken(req, tokenUsed, error);
    }
  }

  /** The request answered 401 with `tokenUsed`: sent again once with a new token. */
  async function replayWithNewToken<T>(req: ApiRequest<T>, tokenUsed: string | null, error: ApiError): Promise<T> {
    // A refresh that completed while this request was in flight already gave a new token:
    // replay with it instead of rotating the cookie again.
    const current = tokens.get();
    if (current === null && sessionRefused) throw error;
    const token = current !== null && current !== tokenUsed ? current : (await refresh()).access_token;
    // Replayed once only: a second 401 is rejected to the caller, never looped.
    return send(req, token);
  }

  /**
   * `request`, made on the other thread when there is one and the request is plain JSON with a
   * token at hand. After a 401 there (the token expired meanwhile) it is replayed here with a new
   * token, as `request` does; a worker that could not make it, here the ordinary way. Both with
   * the same headers (an Idempotency-Key makes a write that did arrive count once).
   */
  async function requestOffThread<T>(req: ApiRequest<T>): Promise<T> {
    const offThread = options.offThread;
    const token = tokens.get();
    const plainJson = req.responseType !== 'blob' && req.signal === undefined && !(req.body instanceof Blob) && !(req.body instanceof FormData);
    if (!offThread || token === null || req.auth === false || !plainJson) return request(req);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...req.headers, Authorization: `Bearer ${token}` };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await offThread.send({
      url: withQuery(`${options.baseURL}${req.url}`, req.params),
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    if (answer === null) return request(req);
    if (answer.status === 0) throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network_error' });
    const received = { ...answer, data: bodyOf(answer.text) };
    if (answer.status === 401) return replayWithNewToken(req, token, fromAnswer(received));
    if (answer.status < 200 || answer.status >= 300) throw fromAnswer(received);
    return parseJson(req, answer.status, received.data);
  }

  async function requestNewToken(): Promise<TokenResponse> {
    const body = { grant_type: 'refresh_token', client_id: clientId, ...(options.redirectUri === undefined ? {} : { redirect_uri: options.redirectUri }) };
    const response = await send({ method: 'POST', url: TOKEN_PATH, body, auth: false, schema: tokenResponseSchema }, null);
    sessionRefused = false;
    tokens.set(response.access_token);
    return response;
  }

  function refresh(): Promise<TokenResponse> {
    inflightRefresh ??= withRefreshLock(locks, requestNewToken)
      .catch((error: unknown) => {
        const apiError = toApiError(error);
        // Only a refusal ends the session; offline or a 5xx keeps it for the next attempt.
        if (apiError.status >= 400 && apiError.status < 500) {
          sessionRefused = true;
          tokens.set(null);
          for (const listener of sessionLostListeners) listener(apiError);
        }
        throw apiError;
      })
      .finally(() => {
        inflightRefresh = null;
      });
    return inflightRefresh;
  }

  const withMethod =
    (method: 'POST' | 'PUT' | 'PATCH') =>
    <T>(url: string, body?: unknown, opts?: RequestOptions<T>): Promise<T> =>
      request({ ...opts, method, url, body } as ApiRequest<T>);

  return {
    request,
    requestOffThread,
    get: <T>(url: string, opts?: RequestOptions<T>) => request({ ...opts, method: 'GET', url } as ApiRequest<T>),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: <T>(url: string, opts?: RequestOptions<T> & { body?: unknown }) =>
      request({ ...opts, method: 'DELETE', url } as ApiRequest<T>),
    getAccessToken: () => tokens.get(),
    setAccessToken: (token) => {
      if (token !== null) sessionRefused = false;
      tokens.set(token);
    },
    refresh,
    onSessionLost(listener) {
      sessionLostListeners.add(listener);
      return () => sessionLostListeners.delete(listener);
    },
    onAccessToken(listener) {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
  };
}

/** An answer's body: its JSON, or the text itself when it is not JSON (a proxy's page, whose
 * status then names the cause). */
function bodyOf(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `url` with `params` in its query; null and undefined are left out, as axios leaves them out. */
function withQuery(url: string, params: QueryParams | undefined): string {
  const pairs = Object.entries(params ?? {}).flatMap(([key, value]) => (value === null || value === undefined ? [] : [[key, String(value)]]));
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(pairs).toString()}`;
}

/** The store, telling `listeners` about every new token (queued writes wait for one). */
function announcing(store: AccessTokenStore, listeners: ReadonlySet<(token: string | null) => void>): AccessTokenStore {
  return {
    get: () => store.get(),
    set(token) {
      const changed = token !== store.get();
      store.set(token);
      if (changed) for (const listener of listeners) listener(token);
    },
  };
}

function createHttp(options: ApiClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    // The refresh cookie is httpOnly: the browser must send it with every same-origin call.
    withCredentials: true,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json', ...options.headers },
    // Vigil authenticates with a bearer token and sets no XSRF cookie. Left on, axios looks the
    // cookie up before every same-origin request, through the asynchronous Cookie Store API where
    // the browser has one: each request then leaves only after a round trip to the browser and a
    // free main thread (a chat message typed while its echo renders left 10-40 ms late).
    withXSRFToken: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const jar = options.cookieJar;
  if (jar) {
    http.interceptors.request.use((config) => {
      const cookie = jar.header();
      if (cookie) config.headers.set('Cookie', cookie);
      return config;
    });
    const keep = (headers: unknown) => {
      const setCookie = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
      if (Array.isArray(setCookie)) jar.store(setCookie.filter((line): line is string => typeof line === 'string'));
    };
    http.interceptors.response.use(
      (response) => {
        keep(response.headers);
        return response;
      },
      (error: unknown) => {
        if (axios.isAxiosError(error)) keep(error.response?.headers);
        throw error;
      },
    );
  }
  return http;
}

/** A binary answer as a Blob typed by its Content-Type (ArrayBuffer in browsers, Buffer in Node). */
function toBlob(response: AxiosResponse<unknown>): Blob {
  const data = response.data;
  const header: unknown = response.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new Blob([data as ArrayBuffer | Uint8Array<ArrayBuffer>], { type });
  throw new ApiError({ status: response.status, code: 'invalid_response', message: 'Unexpected answer from the server: expected binary data.' });
}
