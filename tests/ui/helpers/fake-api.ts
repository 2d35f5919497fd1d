/**
 * A fake transport for the real api client (an axios adapter), so UI tests exercise the session
 * and client code without any network. Requests with no handler are recorded as unexpected and
 * fail as network errors; tests assert `unexpected` stays empty.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  adapter: AxiosAdapter;
  calls: FakeRequest[];
  unexpected: string[];
  on(route: string, handler: FakeHandler | FakeReply): void;
}

export function createFakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeRequest[] = [];
  const unexpected: string[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const body: unknown = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    const request: FakeRequest = { method, path, body, authorization: typeof authorization === 'string' ? authorization : undefined };
    calls.push(request);
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) {
      unexpected.push(`${method} ${path}`);
      throw new AxiosError(`Unexpected request ${method} ${path}`, AxiosError.ERR_NETWORK, config);
    }
    const reply = await handler(request);
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };

  return {
    adapter,
    calls,
    unexpected,
    on: (route, handler) => void handlers.set(route, typeof handler === 'function' ? handler : () => handler),
  };
}

export function tokenReply(token = 'access-1'): FakeReply {
  return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 900 } };
}
