/**
 * The SPA's realtime transport, configured by the server (GET /api/realtime/config) instead of
 * by values built into the bundle: the app key and, when the API publishes to an external
 * Pusher-compatible server, that server's host, port and TLS. The last answer is remembered, so
 * a start with no network connects as before once the network is back; with no answer and none
 * remembered, the page's own origin and the default key are used (the embedded server).
 */
import type { ApiClient } from '../api/api-types.js';
import type { KeyValueStorage } from '../session/session-types.js';
import { realtimeConfigSchema, type RealtimeConfig } from '../protocol/realtime-config.js';
import { createEchoTransport, DEFAULT_PUSHER_KEY, sameOriginRealtimeConfig, type EchoTransportConfig } from './echo-transport.js';
import type { RealtimeConnectOptions, RealtimeHandlers, RealtimeTransport } from './realtime-transport.js';

export const REALTIME_CONFIG_KEY = 'vigil.realtimeConfig.v1';

type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

export function toEchoConfig(config: RealtimeConfig, location: PageLocation): EchoTransportConfig {
  const sameOrigin = sameOriginRealtimeConfig(location, config.key);
  if (config.host === null) return sameOrigin;
  const tls = config.tls ?? true;
  const port = config.port ?? (tls ? 443 : 80);
  return { key: config.key, wsHost: config.host, wsPort: port, wssPort: port, forceTLS: tls };
}

function remembered(storage: KeyValueStorage): RealtimeConfig | null {
  try {
    const parsed = realtimeConfigSchema.safeParse(JSON.parse(storage.getItem(REALTIME_CONFIG_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Asks the server; on any failure falls back to the remembered answer, then to same origin. */
export async function loadRealtimeConfig(api: Pick<ApiClient, 'get'>, storage: KeyValueStorage): Promise<RealtimeConfig> {
  try {
    const config = await api.get('/api/realtime/config', { schema: realtimeConfigSchema });
    storage.setItem(REALTIME_CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch {
    return remembered(storage) ?? { key: DEFAULT_PUSHER_KEY, host: null, port: null, tls: null };
  }
}

export interface ConfiguredTransportOptions {
  api: Pick<ApiClient, 'get'>;
  storage: KeyValueStorage;
  location: PageLocation;
  /** Builds the real transport (echo by default; tests pass a fake). */
  create?: (config: EchoTransportConfig) => RealtimeTransport;
}

export function createConfiguredTransport(options: ConfiguredTransportOptions): RealtimeTransport {
  const create = options.create ?? createEchoTransport;
  let inner: RealtimeTransport | null = null;
  /** Bumped by every connect and disconnect, so a late config answer cannot revive a socket. */
  let generation = 0;

  return {
    connect(connectOptions: RealtimeConnectOptions, handlers: RealtimeHandlers): void {
      generation += 1;
      const mine = generation;
      inner?.disconnect();
      inner = null;
      handlers.onStateChange('connecting');
      void loadRealtimeConfig(options.api, options.storage).then((config) => {
        if (mine !== generation) return;
        inner = create(toEchoConfig(config, options.location));
        inner.connect(connectOptions, handlers);
      });
    },
    disconnect(): void {
      generation += 1;
      inner?.disconnect();
      inner = null;
    },
  };
}
