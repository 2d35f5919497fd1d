/**
 * RealtimeTransport over laravel-echo with the `pusher` broadcaster (pusher-js), against the
 * server's embedded Pusher-protocol endpoint on the same origin (or any Pusher-compatible server).
 * Channel authorisation goes through the engine's authorizer (the api client), so the bearer
 * token, its refresh and replay are the same as for every other call.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import {
  REALTIME_EVENTS, userChannelName, type RealtimeConnectOptions, type RealtimeConnectionState, type RealtimeHandlers,
  type RealtimeTransport,
} from './realtime-transport.js';

export interface EchoTransportConfig {
  /** PUSHER_APP_KEY of the server ('vigil' by default). */
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort?: number;
  forceTLS: boolean;
  /** Defaults to the one scheme `forceTLS` names: a server's port speaks TLS or not, so the
   * other scheme can only fail (pusher-js, given both, tried wss:// against a plain server after
   * every failed ws:// connect, offline included). */
  enabledTransports?: ('ws' | 'wss')[];
  /** Another Pusher client class (tests, bundling). Defaults to pusher-js. */
  Pusher?: typeof Pusher;
}

export const DEFAULT_PUSHER_KEY = 'vigil';

/** Same-origin config for the SPA: host and port of the page, TLS when the page uses it. */
export function sameOriginRealtimeConfig(location: Pick<Location, 'protocol' | 'hostname' | 'port'>, key = DEFAULT_PUSHER_KEY): EchoTransportConfig {
  const tls = location.protocol === 'https:';
  const port = location.port ? Number(location.port) : tls ? 443 : 80;
  return { key, wsHost: location.hostname, wsPort: port, wssPort: port, forceTLS: tls };
}

/** The WebSocket schemes pusher-js may use for `config` (see `enabledTransports`). */
export function transportsOf(config: Pick<EchoTransportConfig, 'forceTLS' | 'enabledTransports'>): ('ws' | 'wss')[] {
  return config.enabledTransports ?? [config.forceTLS ? 'wss' : 'ws'];
}

function toState(status: string): RealtimeConnectionState {
  switch (status) {
    case 'connected':
    case 'connecting':
    case 'failed':
      return status;
    case 'reconnecting':
      return 'connecting';
    default:
      return 'disconnected';
  }
}

export function createEchoTransport(config: EchoTransportConfig): RealtimeTransport {
  let echo: Echo<'pusher'> | null = null;
  let stopStateWatch: (() => void) | null = null;

  function disconnect(): void {
    stopStateWatch?.();
    stopStateWatch = null;
    echo?.disconnect();
    echo = null;
  }

  function connect(options: RealtimeConnectOptions, handlers: RealtimeHandlers): void {
    disconnect();
    const instance = new Echo({
      broadcaster: 'pusher',
      key: config.key,
      // pusher-js insists on a cluster; with wsHost set it is never used.
      cluster: 'mt1',
      wsHost: config.wsHost,
      wsPort: config.wsPort,
      wssPort: config.wssPort ?? config.wsPort,
      forceTLS: config.forceTLS,
      enabledTransports: transportsOf(config),
      enableStats: false,
      Pusher: config.Pusher ?? Pusher,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          options.authorize(socketId, channelName).then(
            (data) => callback(null, data),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    echo = instance;
    stopStateWatch = instance.connector.onConnectionChange((status) => handlers.onStateChange(toState(status)));
    const channel = instance.private(userChannelName(options.userId));
    channel.subscribed(() => handlers.onSubscribed());
    channel.error((error: unknown) => handlers.onError(error));
    for (const name of REALTIME_EVENTS) {
      // The leading dot: our events are raw names, not namespaced Laravel event classes.
      channel.listen(`.${name}`, (payload: unknown) => handlers.onEvent(name, payload));
    }
  }

  return { connect, disconnect };
}
