/**
 * One client socket of the embedded Pusher server: answers its frames, keeps its subscriptions in
 * the shared registry and tracks activity for the heartbeat. It never throws out of a socket
 * event handler: a bad client gets a pusher:error (or a close code), the process carries on.
 */
import WebSocket from 'ws';
import { verifyChannelAuth } from './channel-auth.js';
import type { ChannelRegistry } from './channel-registry.js';
import { frameText, parseClientFrame } from './client-frames.js';
import { CHANNEL_NAME, PusherCode, channelKind, frames, type PusherCodeValue } from './pusher-protocol.js';
import type { RealtimeLogger } from './realtime-logger.js';

export interface ConnectionSettings {
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
  /** Bounds what one client can make the server remember. */
  maxChannelsPerConnection: number;
  /** Send buffer above which the client counts as too slow to keep (closed with 4100). */
  maxBufferedBytes: number;
}

export interface ConnectionOwner {
  readonly settings: ConnectionSettings;
  readonly registry: ChannelRegistry<PusherConnection>;
  readonly log: RealtimeLogger;
  connectionClosed(connection: PusherConnection): void;
}

export class PusherConnection {
  readonly channels = new Set<string>();
  private lastSeenAt = Date.now();
  private pingSentAt: number | null = null;
  private readonly closedPromise: Promise<void>;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly owner: ConnectionOwner,
  ) {
    this.closedPromise = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (raw, isBinary) => this.onMessage(raw, isBinary));
    // A WebSocket-level pong (or any frame) also proves the peer is alive.
    ws.on('pong', () => this.touch());
    // ws reports protocol violations (oversized frame: 1009, bad UTF-8: 1007) here and closes the
    // socket itself; without a listener the error would crash the process.
    ws.on('error', (error) => owner.log.warn({ socketId, err: error }, 'realtime socket error'));
    ws.once('close', () => this.onClose());
    this.send(frames.connectionEstablished(socketId, owner.settings.activityTimeoutSeconds));
  }

  /** Returns false when the frame was not queued (socket gone or client too slow). */
  send(frame: string): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    if (this.ws.bufferedAmount > this.owner.settings.maxBufferedBytes) {
      // Dropping events silently would leave the client wrong without knowing it; closing makes
      // it reconnect, and every resubscription triggers a pull from its last cursor.
      this.close(PusherCode.overCapacity, 'Over capacity: client reads too slowly');
      return false;
    }
    this.ws.send(frame);
    return true;
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
  }

  /** Closes with `code` and resolves once the socket is gone, forcing it after `graceMs`. */
  closeAndWait(code: number, reason: string, graceMs: number): Promise<void> {
    this.close(code, reason);
    const force = setTimeout(() => this.ws.terminate(), graceMs);
    return this.closedPromise.finally(() => clearTimeout(force));
  }

  /**
   * Protocol heartbeat, called periodically by the server: ping a client that has been silent for
   * `pingAfterMs`, and drop it (4201) when the pong has not come within `pongTimeoutMs`, so dead
   * peers behind NATs and proxies do not keep their subscriptions forever.
   */
  heartbeat(now: number, pingAfterMs: number, pongTimeoutMs: number): void {
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= pongTimeoutMs) this.close(PusherCode.pongNotReceived, 'Pong reply not received');
      return;
    }
    if (now - this.lastSeenAt >= pingAfterMs) {
      this.pingSentAt = now;
      this.send(frames.ping());
    }
  }

  private touch(): void {
    this.lastSeenAt = Date.now();
    this.pingSentAt = null;
  }

  private onMessage(raw: WebSocket.RawData, isBinary: boolean): void {
    this.touch();
    if (isBinary) {
      this.error(PusherCode.otherError, 'Binary frames are not supported; send UTF-8 JSON text.');
      return;
    }
    const frame = parseClientFrame(frameText(raw));
    switch (frame.kind) {
      case 'ping':
        this.send(frames.pong());
        return;
      case 'pong':
        return; // touch() above already cleared the pending ping.
      case 'subscribe':
        this.subscribe(frame.channel, frame.auth);
        return;
      case 'unsubscribe':
        this.unsubscribe(frame.channel);
        return;
      case 'client-event':
        // Clients talk through the API, where permissions are enforced; a client event would let
        // one user push unvalidated data to another.
        this.error(PusherCode.unauthorized, 'Client events are not enabled on this server.');
        return;
      case 'unsupported':
        this.error(PusherCode.otherError, `Unsupported event: ${frame.event}`);
        return;
      case 'malformed':
        this.error(PusherCode.otherError, frame.reason);
        return;
    }
  }

  private subscribe(channel: string, auth: string | null): void {
    const { settings, registry } = this.owner;
    if (!CHANNEL_NAME.test(channel)) {
      this.refuse(channel.slice(0, 164), 403, PusherCode.otherError, 'Invalid channel name.');
      return;
    }
    const kind = channelKind(channel);
    if (kind === 'presence' || kind === 'private-encrypted') {
      this.refuse(channel, 403, PusherCode.unauthorized, `${kind} channels are not supported by this server.`);
      return;
    }
    // Private channels need the signature /broadcasting/auth gave for exactly this socket id and
    // channel; that route decides who may hear what, this check makes the decision binding.
    if (kind === 'private' && (auth === null || !verifyChannelAuth(settings.appKey, settings.appSecret, this.socketId, channel, auth))) {
      this.refuse(channel, 401, PusherCode.unauthorized, `Invalid signature for channel ${channel}.`);
      return;
    }
    if (!this.channels.has(channel)) {
      if (this.channels.size >= settings.maxChannelsPerConnection) {
        this.refuse(channel, 403, PusherCode.otherError, 'Too many channels on one connection.');
        return;
      }
      this.channels.add(channel);
      registry.add(channel, this);
    }
    // Also answered for a repeated subscribe, so a client that lost the first answer can proceed.
    this.send(frames.subscriptionSucceeded(channel));
  }

  private unsubscribe(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.owner.registry.remove(channel, this);
  }

  private refuse(channel: string, status: 401 | 403, code: PusherCodeValue, message: string): void {
    this.error(code, message);
    this.send(frames.subscriptionError(channel, status, message));
  }

  private error(code: PusherCodeValue, message: string): void {
    this.send(frames.error(code, message));
  }

  private onClose(): void {
    for (const channel of this.channels) this.owner.registry.remove(channel, this);
    this.channels.clear();
    this.owner.connectionClosed(this);
  }
}
