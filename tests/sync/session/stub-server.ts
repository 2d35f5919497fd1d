/**
 * A tiny HTTP server on 127.0.0.1 standing in for the Vigil API: each test registers handlers
 * per "METHOD /path" and reads back what was called. No real network leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface StubReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  /** Holds the answer back, so a test can make requests overlap. */
  delayMs?: number;
}

export type StubHandler = (request: StubRequest) => StubReply;

export interface StubServer {
  url: string;
  calls: StubRequest[];
  on(route: string, handler: StubHandler): void;
  close(): Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  const handlers = new Map<string, StubHandler>();
  const calls: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const request: StubRequest = { method: req.method ?? 'GET', path, headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : undefined };
      calls.push(request);
      const handler = handlers.get(`${request.method} ${path}`);
      const reply: StubReply = handler ? handler(request) : { status: 404, body: { error: 'not_found', message: `No stub for ${request.method} ${path}` } };
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    on: (route, handler) => void handlers.set(route, handler),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export function bearerOf(request: StubRequest): string | undefined {
  return request.headers.authorization?.replace(/^Bearer /, '');
}

export function tokenBody(token: string) {
  return { access_token: token, token_type: 'Bearer', expires_in: 900 };
}
