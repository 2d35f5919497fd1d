/** The SPA's realtime transport takes its key and host from the server, remembers the answer for
 * an offline start, and never connects a socket the engine has meanwhile let go. */
import { describe, expect, it } from 'vitest';
import {
  createConfiguredTransport, createMemoryStorage, REALTIME_CONFIG_KEY, type EchoTransportConfig, type RealtimeHandlers, type RealtimeTransport,
} from '../../../src-sync/index.js';

const page = { protocol: 'https:', hostname: 'vigil.example.test', port: '' };
const handlers: RealtimeHandlers = { onEvent: () => undefined, onSubscribed: () => undefined, onStateChange: () => undefined, onError: () => undefined };
const connectOptions = { userId: 7, authorize: () => Promise.resolve({ auth: 'k:sig' }) };

function harness(answer: () => Promise<unknown>) {
  const storage = createMemoryStorage();
  const made: { config: EchoTransportConfig; connected: number; disconnected: number }[] = [];
  const create = (config: EchoTransportConfig): RealtimeTransport => {
    const entry = { config, connected: 0, disconnected: 0 };
    made.push(entry);
    return { connect: () => void (entry.connected += 1), disconnect: () => void (entry.disconnected += 1) };
  };
  const api = { get: <T>() => answer() as Promise<T> };
  const transport = createConfiguredTransport({ api, storage, location: page, create });
  return { storage, made, transport };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('configured realtime transport', () => {
  it('connects where the server says and remembers it', async () => {
    const h = harness(() => Promise.resolve({ key: 'prod-key', host: 'ws.pusher.test', port: 443, tls: true }));
    h.transport.connect(connectOptions, handlers);
    await settle();
    expect(h.made).toHaveLength(1);
    expect(h.made[0]?.config).toEqual({ key: 'prod-key', wsHost: 'ws.pusher.test', wsPort: 443, wssPort: 443, forceTLS: true });
    expect(h.made[0]?.connected).toBe(1);
    expect(JSON.parse(h.storage.getItem(REALTIME_CONFIG_KEY) ?? '{}')).toMatchObject({ key: 'prod-key' });
  });

  it('uses the page origin for the embedded server', async () => {
    const h = harness(() => Promise.resolve({ key: 'vigil', host: null, port: null, tls: null }));
    h.transport.connect(connectOptions, handlers);
    await settle();
    expect(h.made[0]?.config).toEqual({ key: 'vigil', wsHost: 'vigil.example.test', wsPort: 443, wssPort: 443, forceTLS: true });
  });

  it('falls back to the remembered answer, then to the page origin, when the server cannot be asked', async () => {
    const h = harness(() => Promise.reject(new Error('offline')));
    h.transport.connect(connectOptions, handlers);
    await settle();
    expect(h.made[0]?.config).toMatchObject({ key: 'vigil', wsHost: 'vigil.example.test' });
    h.storage.setItem(REALTIME_CONFIG_KEY, JSON.stringify({ key: 'kept', host: 'ws.kept.test', port: 6001, tls: false }));
    h.transport.connect(connectOptions, handlers);
    await settle();
    expect(h.made[0]?.disconnected).toBe(1);
    expect(h.made[1]?.config).toEqual({ key: 'kept', wsHost: 'ws.kept.test', wsPort: 6001, wssPort: 6001, forceTLS: false });
  });

  it('does not open a socket when disconnected before the answer came', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const h = harness(() => new Promise((resolve) => (answer = resolve)));
    h.transport.connect(connectOptions, handlers);
    h.transport.disconnect();
    answer({ key: 'late', host: null, port: null, tls: null });
    await settle();
    expect(h.made).toHaveLength(0);
  });
});
