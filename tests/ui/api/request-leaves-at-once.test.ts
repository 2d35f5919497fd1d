/**
 * A request leaves in the same task that makes it: nothing asynchronous stands between the call
 * and the XHR's send. A chat message's request is started while its echo renders, and any hop
 * (axios' XSRF cookie lookup through the Cookie Store API was one) would hold it until that
 * render, and a round trip to the browser, are over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src-sync/api/api-client.js';

const cookieStore = { get: vi.fn(() => new Promise<never>(() => undefined)) };

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'cookieStore');
});

describe('the api client in the browser', () => {
  it('sends a same-origin request synchronously, without looking up an XSRF cookie', () => {
    // A Cookie Store that never answers: a request waiting for it would never leave.
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const api = createApiClient({ baseURL: '', locks: null });
    api.setAccessToken('token');
    void api.request({ method: 'POST', url: '/api/messages/1', body: { text: 'Gate 3', tempId: 'tmp-1' } }).catch(() => undefined);
    expect(send).toHaveBeenCalledTimes(1);
    expect(cookieStore.get).not.toHaveBeenCalled();
  });
});
