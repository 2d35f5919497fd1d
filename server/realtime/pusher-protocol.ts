/**
 * Pusher Channels protocol v7: the codes and the server-to-client frames of the embedded server.
 * Reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
 *
 * Close codes matter because pusher-js decides what to do from their range alone:
 * 4000-4099 do not reconnect, 4100-4199 reconnect with backoff, 4200-4299 reconnect at once.
 * The same codes travel inside `pusher:error` frames; after the handshake pusher-js only logs those.
 */

export const PROTOCOL_VERSION = 7;

/** Seconds the client may stay silent before it pings (advertised in connection_established). */
export const DEFAULT_ACTIVITY_TIMEOUT_SECONDS = 120;

/** The protocol recommends 30 s between our pusher:ping and the client's pusher:pong. */
export const DEFAULT_PONG_TIMEOUT_MS = 30_000;

export const PusherCode = {
  /** The key in /app/{key} is not ours: a misconfigured client must not hammer us (no reconnect). */
  appKeyUnknown: 4001,
  /** More sockets than the server admits; refused rather than risking memory for everyone. */
  overConnectionQuota: 4004,
  /** The protocol query parameter names a version we do not speak. */
  unsupportedProtocol: 4007,
  /** No protocol query parameter: the v1 fallback of the spec is long dead, so refuse. */
  noProtocol: 4008,
  /** A subscription or client event the connection is not authorised for. */
  unauthorized: 4009,
  /** Slow consumer: its send buffer overflowed, so it must reconnect (with backoff) and pull. */
  overCapacity: 4100,
  /** Generic "reconnect now": used on server shutdown so clients come back to the next process. */
  reconnect: 4200,
  /** We pinged after inactivity and no pong came within the pong timeout. */
  pongNotReceived: 4201,
  /** Any other error that does not close the connection (malformed frame, unknown event). */
  otherError: 4300,
} as const;

export type PusherCodeValue = (typeof PusherCode)[keyof typeof PusherCode];

/**
 * Allowed channel characters and length, as Pusher defines them. Anything else is refused before
 * it reaches the channel map, so a client cannot grow it with arbitrary keys.
 */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** Event names are limited to 200 characters by the protocol. */
export const MAX_EVENT_NAME_LENGTH = 200;

export type ChannelKind = 'public' | 'private' | 'private-encrypted' | 'presence';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('private-encrypted-')) return 'private-encrypted';
  if (channel.startsWith('private-')) return 'private';
  if (channel.startsWith('presence-')) return 'presence';
  return 'public';
}

/* Frames. `data` of application events and of connection_established is a JSON *string*
 * (pusher-js parses it a second time); pusher:error and ping/pong carry plain objects, as the
 * protocol document shows them. */

export const frames = {
  connectionEstablished(socketId: string, activityTimeoutSeconds: number): string {
    return JSON.stringify({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
    });
  },
  error(code: PusherCodeValue, message: string): string {
    return JSON.stringify({ event: 'pusher:error', data: { code, message } });
  },
  ping(): string {
    return JSON.stringify({ event: 'pusher:ping', data: {} });
  },
  pong(): string {
    return JSON.stringify({ event: 'pusher:pong', data: {} });
  },
  subscriptionSucceeded(channel: string): string {
    return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  },
  /**
   * Same shape pusher-js emits itself when its auth endpoint fails, so the channel's
   * `pusher:subscription_error` handler (laravel-echo `.error()`) fires for server refusals too.
   */
  subscriptionError(channel: string, status: 401 | 403, message: string): string {
    return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error: message, status } });
  },
  /** `dataJson` is already JSON text: publish serialises the payload once for all receivers. */
  channelEvent(channel: string, event: string, dataJson: string): string {
    return JSON.stringify({ event, channel, data: dataJson });
  },
};
