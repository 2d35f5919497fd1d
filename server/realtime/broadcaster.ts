/** Where server code sends realtime events. The embedded Pusher-protocol server and the
 * Pusher-SDK publisher both implement it; routes only ever see this interface. */
export interface Broadcaster {
  /** Sends `event` with `data` to every subscriber of each channel (e.g. `private-App.User.7`). */
  publish(channels: string[], event: string, data: unknown): Promise<void>;
  /** Closes the sockets subscribed to `channel` for good (a disabled user's), when the
   * broadcaster holds sockets; a hosted Pusher service does not, and its clients find out at
   * their next API call. */
  disconnect?(channel: string): void;
  close(): Promise<void>;
}

export const userChannel = (userId: number) => `private-App.User.${userId}`;

/** Used until a real broadcaster is configured, and in tests that do not look at realtime. */
export class NullBroadcaster implements Broadcaster {
  publish(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
