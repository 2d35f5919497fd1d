/**
 * Publishes through the official `pusher` server SDK to any Pusher-compatible server (Pusher
 * Channels, Soketi, Laravel Reverb). This is how several API instances share one realtime hub:
 * the embedded server only reaches sockets connected to its own process.
 */
import Pusher from 'pusher';
import type { Broadcaster } from './broadcaster.js';

/** The HTTP API accepts at most 100 channels per trigger (the SDK throws above it). */
export const MAX_CHANNELS_PER_TRIGGER = 100;

export interface PusherSdkOptions {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  useTLS: boolean;
  /** A hung realtime server must not hold up the request that published. Default 5 s. */
  timeoutMs?: number;
}

export function chunkChannels(channels: string[], size = MAX_CHANNELS_PER_TRIGGER): string[][] {
  const unique = [...new Set(channels)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += size) chunks.push(unique.slice(i, i + size));
  return chunks;
}

export class PusherSdkBroadcaster implements Broadcaster {
  private readonly client: Pusher;
  private closed = false;

  constructor(options: PusherSdkOptions) {
    this.client = new Pusher({
      appId: options.appId,
      key: options.key,
      secret: options.secret,
      host: options.host,
      port: String(options.port),
      useTLS: options.useTLS,
      timeout: options.timeoutMs ?? 5000,
    });
  }

  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    // Nothing goes out after close(): the process is shutting down and clients pull on reconnect.
    if (this.closed) return;
    // The SDK sends a string as-is and JSON-encodes anything else; stringifying here ourselves
    // makes a string payload arrive exactly as the embedded server delivers it (JSON text).
    const dataJson = JSON.stringify(data === undefined ? null : data);
    const results = await Promise.allSettled(chunkChannels(channels).map((chunk) => this.client.trigger(chunk, event, dataJson)));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0) {
      const reason: unknown = failed[0]?.reason;
      const status = typeof reason === 'object' && reason !== null && 'status' in reason ? ` (HTTP ${String(reason.status)})` : '';
      // The SDK's error carries the signed request URL; the message names only the outcome.
      throw new Error(`Realtime publish of ${event} failed for ${failed.length} of ${results.length} channel batches${status}.`, {
        cause: reason,
      });
    }
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}
