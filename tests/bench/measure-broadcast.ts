/**
 * Broadcast benchmark (DESIGN.md section 6: "500 concurrent websocket clients receive a
 * broadcast"): opens N raw protocol-v7 clients on loopback, subscribes them to one public
 * channel, publishes through a Broadcaster and measures publish-to-receive latency per client.
 * Clients run in the caller's process, so the figure includes their frame parsing as well.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Broadcaster } from '../../server/realtime/broadcaster.js';
import { frameText } from '../../server/realtime/client-frames.js';

export interface BroadcastFigures {
  clients: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface MeasureBroadcastOptions {
  /** Publishes measured one after the other; every sample of every round counts. Default 5. */
  rounds?: number;
  /** Connections opened at once, so the listen backlog is never overrun. Default 50. */
  batchSize?: number;
  /** Per connect, subscribe and round. Default 10 s. */
  timeoutMs?: number;
  channel?: string;
}

interface BenchClient {
  /** Resolves with performance.now() at the moment the given round arrives. */
  receive(round: number): Promise<number>;
  close(): void;
}

const EVENT = 'bench-broadcast';

function socketUrl(url: string, key: string): string {
  const base = new URL(url);
  base.protocol = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:';
  base.pathname = `/app/${encodeURIComponent(key)}`;
  base.search = '?protocol=7&client=vigil-bench&version=1.0';
  return base.toString();
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function connectClient(url: string, channel: string, timeoutMs: number): Promise<BenchClient> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  let onSubscribed: (() => void) | null = null;

  ws.on('message', (raw) => {
    const at = performance.now();
    let frame: { event?: string; data?: unknown };
    try {
      frame = JSON.parse(frameText(raw)) as { event?: string; data?: unknown };
    } catch {
      return; // not ours to judge here; the protocol tests cover frame validity
    }
    if (frame.event === 'pusher:connection_established') {
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
    } else if (frame.event === 'pusher_internal:subscription_succeeded') {
      onSubscribed?.();
    } else if (frame.event === EVENT && typeof frame.data === 'string') {
      const round = (JSON.parse(frame.data) as { round: number }).round;
      const waiter = waiters.get(round);
      if (waiter) waiter(at);
      else arrivals.set(round, at);
    }
  });

  const subscribed = new Promise<void>((resolve, reject) => {
    onSubscribed = resolve;
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`Socket closed with ${code} before subscribing`)));
  });
  const client: BenchClient = {
    receive(round) {
      const at = arrivals.get(round);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => waiters.set(round, resolve));
    },
    close: () => ws.terminate(),
  };
  return withTimeout(subscribed, timeoutMs, 'connect and subscribe').then(
    () => client,
    (error: unknown) => {
      ws.terminate();
      throw error;
    },
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * `url` is the server's base (http://127.0.0.1:8080 or ws://…); `publisher` is the Broadcaster
 * of that same server (the embedded one in-process), since the socket protocol has no publish.
 */
export async function measureBroadcast(
  url: string,
  key: string,
  clients: number,
  publisher: Pick<Broadcaster, 'publish'>,
  options: MeasureBroadcastOptions = {},
): Promise<BroadcastFigures> {
  const rounds = options.rounds ?? 5;
  const batchSize = options.batchSize ?? 50;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const channel = options.channel ?? 'bench-broadcast';
  const target = socketUrl(url, key);
  const connected: BenchClient[] = [];
  try {
    for (let opened = 0; opened < clients; opened += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, clients - opened) }, () => connectClient(target, channel, timeoutMs));
      const settled = await Promise.allSettled(batch);
      for (const result of settled) if (result.status === 'fulfilled') connected.push(result.value);
      const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
    }
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const arrivals = Promise.all(connected.map((c) => c.receive(round)));
      const start = performance.now();
      await publisher.publish([channel], EVENT, { round });
      const times = await withTimeout(arrivals, timeoutMs, `round ${round} to reach ${clients} clients`);
      for (const at of times) samples.push(at - start);
    }
    samples.sort((a, b) => a - b);
    return {
      clients: connected.length,
      p50Ms: round2(percentile(samples, 50)),
      p95Ms: round2(percentile(samples, 95)),
      maxMs: round2(samples[samples.length - 1] ?? 0),
    };
  } finally {
    for (const client of connected) client.close();
  }
}
