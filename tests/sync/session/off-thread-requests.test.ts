/**
 * `requestOffThread`: the api client's request made by the request worker (a chat message's,
 * which must not spend the keystroke's task on axios). The worker's own module runs here, in
 * this thread, behind the same message protocol, against a stub server on loopback; the answers
 * must be the api client's own: data, ApiError, a refresh and replay after a 401.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type ApiClient, type OffThreadAnswer, type OffThreadRequests } from '../../../src-sync/index.js';
import type { OffThreadCall } from '../../../src-sync/api/off-thread-requests.js';
import { bearerOf, startStubServer, tokenBody, type StubServer } from './stub-server.js';

/** The worker's global scope, as request-worker.ts uses it. */
const scope: { onmessage: ((event: { data: OffThreadCall }) => void) | null; postMessage: (answer: OffThreadAnswer) => void } = {
  onmessage: null,
  postMessage: () => undefined,
};
const waiting = new Map<number, (answer: OffThreadAnswer) => void>();
let server: StubServer;
let calls: OffThreadCall[];
let workerUp: boolean;
let api: ApiClient;

/** What the SPA's worker wrapper does, without a Worker: post the call, wait for its answer. */
const requests: OffThreadRequests = {
  send(call) {
    if (!workerUp) return Promise.resolve(null);
    const id = calls.length + 1;
    calls.push({ ...call, id });
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      scope.onmessage?.({ data: { ...call, id } });
    });
  },
};

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  scope.postMessage = (answer) => waiting.get(answer.id)?.(answer);
  await import('../../../src-sync/api/request-worker.js');
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  server = await startStubServer();
  vi.stubGlobal('location', { origin: server.url });
  calls = [];
  workerUp = true;
  api = createApiClient({ baseURL: '', locks: null, offThread: requests, headers: { 'X-Test': 'yes' } });
  api.setAccessToken('token-1');
});
afterEach(async () => {
  await server.close();
});

const stored = z.object({ id: z.number(), text: z.string() });
const messageRequest = { method: 'POST' as const, url: '/api/messages/4', body: { text: 'Gate 3 is closed', tempId: 'tmp-1' }, headers: { 'Idempotency-Key': 'key-1' } };

describe('a request made off the thread', () => {
  it('carries the token, the key and the JSON body, and resolves with the checked answer', async () => {
    server.on('POST /api/messages/4', (req) => ({ status: 201, body: { id: 9, text: (req.body as { text: string }).text } }));
    await expect(api.requestOffThread({ ...messageRequest, schema: stored })).resolves.toEqual({ id: 9, text: 'Gate 3 is closed' });
    expect(calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call?.headers).toMatchObject({ authorization: 'Bearer token-1', 'idempotency-key': 'key-1', 'content-type': 'application/json', 'x-test': 'yes' });
    expect(call?.body).toEqual({ text: 'Gate 3 is closed', tempId: 'tmp-1' });
  });

  it('rejects a refusal as the api client does: status, code, issues and Retry-After', async () => {
    server.on('POST /api/messages/4', () => ({
      status: 422,
      body: { error: 'validation_failed', message: 'The text may not be greater than 5000 characters.', issues: [{ path: 'text', message: 'too long' }] },
    }));
    const error = await api.requestOffThread(messageRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', issues: [{ path: 'text', message: 'too long' }] });
    server.on('POST /api/messages/4', () => ({ status: 429, body: { error: 'too_many', message: 'Slow down.' }, headers: { 'retry-after': '3' } }));
    await expect(api.requestOffThread(messageRequest)).rejects.toMatchObject({ status: 429, retryAfter: 3 });
    server.on('POST /api/messages/4', () => ({ status: 502, body: 'not json' }));
    await expect(api.requestOffThread(messageRequest)).rejects.toMatchObject({ status: 502, message: 'Something went wrong. Please try again later.' });
  });

  it('reports no answer as a network failure (status 0), so the outbox sends it again later', async () => {
    await server.close();
    const error = await api.requestOffThread(messageRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    server = await startStubServer();
  });

  it('after a 401, refreshes and replays here, with the same Idempotency-Key', async () => {
    api = createApiClient({ baseURL: server.url, locks: null, offThread: requests });
    api.setAccessToken('expired');
    server.on('POST /api/messages/4', (req) => (bearerOf(req) === 'fresh' ? { status: 201, body: { id: 9, text: 'Gate 3 is closed' } } : { status: 401, body: { error: 'unauthenticated', message: 'Token expired.' } }));
    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('fresh') }));
    await expect(api.requestOffThread(messageRequest)).resolves.toEqual({ id: 9, text: 'Gate 3 is closed' });
    expect(calls).toHaveLength(1);
    expect(server.calls.map((c) => `${c.path} ${bearerOf(c) ?? '-'} ${String(c.headers['idempotency-key'] ?? '-')}`)).toEqual([
      '/api/messages/4 expired key-1',
      '/oauth/token - -',
      '/api/messages/4 fresh key-1',
    ]);
  });

  it('is made here when the worker could not start, or without a token, or when it is not plain JSON', async () => {
    api = createApiClient({ baseURL: server.url, locks: null, offThread: requests });
    api.setAccessToken('token-1');
    server.on('POST /api/messages/4', () => ({ status: 201, body: { id: 9, text: 'Gate 3 is closed' } }));
    server.on('GET /api/messages/4', () => ({ status: 200, body: { data: [] } }));
    workerUp = false;
    await expect(api.requestOffThread(messageRequest)).resolves.toEqual({ id: 9, text: 'Gate 3 is closed' });
    workerUp = true;
    await api.requestOffThread({ method: 'GET', url: '/api/messages/4', signal: new AbortController().signal });
    api.setAccessToken(null);
    await api.requestOffThread(messageRequest);
    expect(calls).toEqual([]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/messages/4', 'GET /api/messages/4', 'POST /api/messages/4']);
  });

  it('sends query params as axios does (null and undefined left out), and parses the answer here', async () => {
    server.on('GET /api/sync/bootstrap', () => ({ status: 200, body: { changes: [{ id: 1, name: 'Entrepôt froid' }], next: null } }));
    const answer = await api.requestOffThread({ method: 'GET', url: '/api/sync/bootstrap', params: { from: '2026-05-01 00:00:00', step: 0, totals: undefined, end: null } });
    expect(answer).toEqual({ changes: [{ id: 1, name: 'Entrepôt froid' }], next: null });
    expect(calls.map((c) => c.url)).toEqual(['/api/sync/bootstrap?from=2026-05-01+00%3A00%3A00&step=0']);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/sync/bootstrap']);
  });
});
