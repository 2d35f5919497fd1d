/**
 * A fault-injecting HTTP + websocket proxy on 127.0.0.1 between engines and the real server.
 * Per request, a rule decides: pass, drop it before the server sees it, forward it and drop the
 * answer (the ack is lost after the commit), delay it, or send it twice. With no upstream (the
 * server is down or restarting) every connection fails like a refused one. Websocket upgrades are
 * piped through as raw TCP, and can be blocked and cut to simulate a socket outage.
 */
import http from 'node:http';
import net from 'node:net';

export type ProxyAction = 'pass' | 'drop-request' | 'drop-response' | 'duplicate' | { delayMs: number };

export interface ProxiedRequest {
  method: string;
  url: string;
  body: string;
  idempotencyKey: string | undefined;
}

export interface ForwardRecord extends ProxiedRequest {
  status: number;
  action: string;
}

export class FaultProxy {
  rule: (request: ProxiedRequest) => ProxyAction = () => 'pass';
  /** Every request that reached the server, with its status, in completion order. */
  readonly forwarded: ForwardRecord[] = [];
  wsBlocked = false;
  private upstream: URL | null = null;
  private readonly server = http.createServer((req, res) => void this.onRequest(req, res));
  private readonly sockets = new Set<net.Socket>();
  private readonly clientSockets = new Set<net.Socket>();
  port = 0;

  async listen(upstream: string | null): Promise<string> {
    this.setUpstream(upstream);
    this.server.on('upgrade', (req, socket, head) => this.onUpgrade(req, socket as net.Socket, head));
    this.server.on('connection', (socket) => {
      this.clientSockets.add(socket);
      socket.on('close', () => this.clientSockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setUpstream(upstream: string | null): void {
    this.upstream = upstream === null ? null : new URL(upstream);
  }

  /** Cuts every open websocket (the clients see the connection drop). */
  killSockets(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  async close(): Promise<void> {
    this.killSockets();
    for (const socket of this.clientSockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const key = req.headers['idempotency-key'];
    const info: ProxiedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', body: body.toString('utf8'), idempotencyKey: Array.isArray(key) ? key[0] : key };
    const action = this.rule(info);
    if (typeof action === 'object') await new Promise((resolve) => setTimeout(resolve, action.delayMs));
    if (action === 'drop-request') {
      req.socket.destroy();
      return;
    }
    try {
      let answer = await this.forward(req, body);
      this.forwarded.push({ ...info, status: answer.status, action: typeof action === 'object' ? 'delay' : action });
      if (action === 'duplicate') {
        answer = await this.forward(req, body);
        this.forwarded.push({ ...info, status: answer.status, action: 'duplicate' });
      }
      if (action === 'drop-response') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    } catch {
      // Upstream down or reset: the client sees a dropped connection, like a refused one.
      req.socket.destroy();
    }
  }

  private forward(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const upstream = this.upstream;
    if (!upstream) return Promise.reject(new Error('server down'));
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
      const outgoing = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent: false },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const { connection: _c, 'transfer-encoding': _t, ...rest } = answer.headers;
            resolve({ status: answer.statusCode ?? 502, headers: rest, body: Buffer.concat(chunks) });
          });
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  private onUpgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
    const upstream = this.upstream;
    if (!upstream || this.wsBlocked) {
      socket.destroy();
      return;
    }
    const remote = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? '';
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? upstream.host : (req.rawHeaders[i + 1] ?? '')}`);
      }
      remote.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) remote.write(head);
      socket.pipe(remote);
      remote.pipe(socket);
    });
    const close = () => {
      socket.destroy();
      remote.destroy();
      this.sockets.delete(socket);
    };
    this.sockets.add(socket);
    socket.on('error', close);
    socket.on('close', close);
    remote.on('error', close);
    remote.on('close', close);
  }
}
