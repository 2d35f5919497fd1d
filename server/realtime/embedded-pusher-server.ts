/**
 * The embedded Pusher-protocol v7 server: websockets on the API's own HTTP server at /app/{key},
 * so `npm start` needs no second process. It is also the Broadcaster routes publish through.
 * Fan-out is in memory, which is why a multi-instance deployment uses PusherSdkBroadcaster.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import WebSocket, { WebSocketServer } from 'ws';
import type { Broadcaster } from './broadcaster.js';
import { ChannelRegistry } from './channel-registry.js';
import { PusherConnection, type ConnectionOwner, type ConnectionSettings } from './pusher-connection.js';
import {
  DEFAULT_ACTIVITY_TIMEOUT_SECONDS,
  DEFAULT_PONG_TIMEOUT_MS,
  MAX_EVENT_NAME_LENGTH,
  PROTOCOL_VERSION,
  PusherCode,
  frames,
  type PusherCodeValue,
} from './pusher-protocol.js';
import { silentLogger, type RealtimeLogger } from './realtime-logger.js';

export interface EmbeddedPusherOptions {
  appKey: string;
  appSecret: string;
  /** Advertised in connection_established; clients ping when silent this long. Default 120. */
  activityTimeoutSeconds?: number;
  /** Server pings a client silent this long. Default: the advertised activity timeout. */
  pingAfterMs?: number;
  /** Close (4201) when the pong has not arrived within this. Default 30 s. */
  pongTimeoutMs?: number;
  /** How often idle sockets are checked (one timer for all sockets). */
  heartbeatIntervalMs?: number;
  /** Largest frame a client may send; ws closes the socket with 1009 above it. Default 10 KiB. */
  maxPayloadBytes?: number;
  maxChannelsPerConnection?: number;
  /** Sockets admitted at once; above it new ones are closed with 4004. Default 10,000. */
  maxConnections?: number;
  /** Per-socket send buffer before the client is dropped as too slow (4100). Default 1 MiB. */
  maxBufferedBytes?: number;
  /** How long close() waits for clients to acknowledge the 4200 close before cutting them. */
  closeGraceMs?: number;
  logger?: RealtimeLogger;
}

const APP_PATH = /^\/app\/([^/]+)\/?$/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function rejectUpgrade(socket: Duplex, status: 404 | 503, text: string): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export class EmbeddedPusherServer implements Broadcaster, ConnectionOwner {
  readonly settings: ConnectionSettings;
  readonly registry = new ChannelRegistry<PusherConnection>();
  log: RealtimeLogger;
  private readonly loggerGiven: boolean;
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<string, PusherConnection>();
  private readonly pingAfterMs: number;
  private readonly pongTimeoutMs: number;
  private readonly heartbeatIntervalMs: number;
  private readonly maxConnections: number;
  private readonly closeGraceMs: number;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private server: http.Server | null = null;
  private closing: Promise<void> | null = null;

  constructor(options: EmbeddedPusherOptions) {
    const activityTimeoutSeconds = options.activityTimeoutSeconds ?? DEFAULT_ACTIVITY_TIMEOUT_SECONDS;
    this.settings = {
      appKey: options.appKey,
      appSecret: options.appSecret,
      activityTimeoutSeconds,
      maxChannelsPerConnection: options.maxChannelsPerConnection ?? 100,
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    };
    this.pingAfterMs = options.pingAfterMs ?? activityTimeoutSeconds * 1000;
    this.pongTimeoutMs = options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? Math.max(50, Math.min(5000, this.pingAfterMs / 4, this.pongTimeoutMs / 4));
    this.maxConnections = options.maxConnections ?? 10_000;
    this.closeGraceMs = options.closeGraceMs ?? 1000;
    this.log = options.logger ?? silentLogger;
    this.loggerGiven = options.logger !== undefined;
    this.wss = new WebSocketServer({
      noServer: true,
      // We track sockets ourselves (with their subscriptions); ws need not keep a second set.
      clientTracking: false,
      maxPayload: options.maxPayloadBytes ?? 10 * 1024,
      // Frames are small JSON; compression would cost CPU and memory per socket and opens the
      // door to decompression bombs.
      perMessageDeflate: false,
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Logs through the app's logger unless the constructor was given one explicitly. */
  adoptLogger(logger: RealtimeLogger): void {
    if (!this.loggerGiven) this.log = logger;
  }

  /** Takes over websocket upgrades of `server` for /app/{key}. Call once. */
  attach(server: http.Server): void {
    if (this.server) throw new Error('EmbeddedPusherServer is already attached to a server.');
    if (this.closing) throw new Error('EmbeddedPusherServer is closed.');
    this.server = server;
    server.on('upgrade', this.onUpgrade);
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.heartbeatIntervalMs);
    // The heartbeat alone must never keep the process (or a test run) alive.
    this.heartbeatTimer.unref();
  }

  publish(channels: string[], event: string, data: unknown): Promise<void> {
    if (event === '' || event.length > MAX_EVENT_NAME_LENGTH) {
      return Promise.reject(new Error(`Event name must be 1 to ${MAX_EVENT_NAME_LENGTH} characters.`));
    }
    let dataJson: string;
    try {
      // Serialised once for every receiver; `undefined` has no JSON form, so it travels as null.
      dataJson = JSON.stringify(data === undefined ? null : data);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    for (const channel of new Set(channels)) {
      const members = this.registry.members(channel);
      if (!members) continue;
      const frame = frames.channelEvent(channel, event, dataJson);
      // A copy: send() may close a slow socket, and the set must not change under the loop.
      for (const connection of [...members]) connection.send(frame);
    }
    return Promise.resolve();
  }

  /** 4009 (unauthorized, 4000-4099: do not reconnect) to every socket on the channel. */
  disconnect(channel: string): void {
    for (const connection of [...(this.registry.members(channel) ?? [])]) connection.close(PusherCode.unauthorized, 'Account disabled');
  }

  /** Closes every socket with 4200 (clients reconnect at once, to the next process). */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  connectionClosed(connection: PusherConnection): void {
    this.connections.delete(connection.socketId);
  }

  private async shutdown(): Promise<void> {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    const open = [...this.connections.values()];
    await Promise.all(open.map((c) => c.closeAndWait(PusherCode.reconnect, 'Server shutting down; reconnect', this.closeGraceMs)));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.server?.off('upgrade', this.onUpgrade);
  }

  private readonly onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match) {
      // Another upgrade handler may own this path; if we are alone nobody would ever answer.
      if ((this.server?.listenerCount('upgrade') ?? 1) <= 1) rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (this.closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    const key = decodeSegment(match[1] ?? '');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.admit(ws, key, url.searchParams));
  };

  /**
   * Refusals are sent both as a pusher:error frame and as the close code: pusher-js reads the
   * frame during its handshake, browsers and other clients see the code.
   */
  private admit(ws: WebSocket, key: string, query: URLSearchParams): void {
    const refuse = (code: PusherCodeValue, message: string) => {
      ws.on('error', () => undefined); // a refused peer's socket errors are of no interest
      ws.send(frames.error(code, message));
      ws.close(code, message.slice(0, 120));
    };
    // The app key is public (it ships in the SPA), so naming the accepted key is not a leak; we
    // still do not echo the caller's value back.
    // An upgrade that raced with close() must not slip past the shutdown that is closing the rest.
    if (this.closing) return refuse(PusherCode.reconnect, 'Server shutting down; reconnect');
    if (key !== this.settings.appKey) return refuse(PusherCode.appKeyUnknown, 'App key not known by this server.');
    const protocol = query.get('protocol');
    if (protocol === null || protocol === '') return refuse(PusherCode.noProtocol, 'No protocol version supplied.');
    if (Number(protocol) !== PROTOCOL_VERSION) return refuse(PusherCode.unsupportedProtocol, `Unsupported protocol version; use ${PROTOCOL_VERSION}.`);
    if (this.connections.size >= this.maxConnections) return refuse(PusherCode.overConnectionQuota, 'Over connection quota.');
    const socketId = this.newSocketId();
    this.connections.set(socketId, new PusherConnection(socketId, ws, this));
  }

  /** Random, not sequential: socket ids appear in signatures and logs, they need not be guessable. */
  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const connection of this.connections.values()) connection.heartbeat(now, this.pingAfterMs, this.pongTimeoutMs);
  }
}
