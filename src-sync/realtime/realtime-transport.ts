/**
 * The engine's view of the realtime connection (DESIGN.md section 7: transport behind a small
 * interface). The laravel-echo + pusher-js implementation is echo-transport.ts; tests pass a fake.
 */

/** Events of the private user channel: the spec's plus `changes` (the newest feed cursor). */
export const REALTIME_EVENTS = [
  'changes',
  'new-message',
  'channel-created',
  'channel-updated',
  'request-created',
  'request-updated',
  'team-location-updated',
  // The user's own account changed (their language, on another device): own-account.ts.
  'account-updated',
  // Field: an SOS raised, acknowledged or escalated (the row travels under `sos`).
  'sos-raised',
  'sos-updated',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

export type RealtimeConnectionState = 'connecting' | 'connected' | 'disconnected' | 'failed';

/** Signs a private-channel subscription (POST /broadcasting/auth); resolves with `{auth}`. */
export type ChannelAuthorizer = (socketId: string, channelName: string) => Promise<{ auth: string }>;

export interface RealtimeHandlers {
  onEvent(name: RealtimeEventName, payload: unknown): void;
  /** Every (re)subscription of the user channel: events may have been missed before it. */
  onSubscribed(): void;
  onStateChange(state: RealtimeConnectionState): void;
  /** Subscription refused or connection error; reported, never thrown. */
  onError(error: unknown): void;
}

export interface RealtimeConnectOptions {
  userId: number;
  authorize: ChannelAuthorizer;
}

export interface RealtimeTransport {
  /** Connects and subscribes `private-App.User.{userId}`. Calling it again replaces the previous
   * connection. */
  connect(options: RealtimeConnectOptions, handlers: RealtimeHandlers): void;
  disconnect(): void;
}

export function userChannelName(userId: number): string {
  return `App.User.${userId}`;
}
