/** A bare protocol-level client over `ws`, to see exactly the frames and close codes we send. */
import WebSocket from 'ws';
import { frameText } from '../../../../server/realtime/client-frames.js';

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

export class RawPusherSocket {
  readonly ws: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly inbox: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url, { perMessageDeflate: false });
    this.ws.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('message', (raw) => {
      const frame = JSON.parse(frameText(raw)) as Frame;
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else {
        this.inbox.push(frame);
      }
    });
  }

  /** Opens and waits for pusher:connection_established; returns the socket id. */
  static async connect(url: string): Promise<{ socket: RawPusherSocket; socketId: string }> {
    const socket = new RawPusherSocket(url);
    const established = await socket.next('pusher:connection_established');
    const data = JSON.parse(established.data as string) as { socket_id: string };
    return { socket, socketId: data.socket_id };
  }

  /** The first unread frame with this event (or one of these events), waiting if needed. */
  next(event: string | string[], channel?: string, timeoutMs = 3000): Promise<Frame> {
    const events = Array.isArray(event) ? event : [event];
    const match = (f: Frame) => events.includes(f.event) && (channel === undefined || f.channel === channel);
    const index = this.inbox.findIndex(match);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0] as Frame);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${events.join(' or ')} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  /** Frames received and not consumed by next(), e.g. to prove that nothing was delivered. */
  unread(event?: string): Frame[] {
    return this.inbox.filter((f) => event === undefined || f.event === event);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  subscribe(channel: string, auth?: string): Promise<Frame> {
    this.send({ event: 'pusher:subscribe', data: auth === undefined ? { channel } : { channel, auth } });
    return this.next(['pusher_internal:subscription_succeeded', 'pusher:subscription_error'], channel);
  }

  close(): void {
    this.ws.terminate();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
