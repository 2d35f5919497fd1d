/**
 * Chooses the realtime implementation from configuration: an empty PUSHER_HOST means the
 * embedded server on the API's own port; otherwise events go through the Pusher SDK to that host
 * and browsers connect there (the embedded socket endpoint is then not served).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Broadcaster } from './broadcaster.js';
import { EmbeddedPusherServer, type EmbeddedPusherOptions } from './embedded-pusher-server.js';
import { PusherSdkBroadcaster } from './pusher-sdk-broadcaster.js';

export interface Realtime {
  broadcaster: Broadcaster;
  /** Call before the app listens: Fastify refuses hooks once started. */
  attach(app: FastifyInstance): void;
}

/** Heartbeat and limit overrides for the embedded server (tests use short timeouts). */
export type EmbeddedTuning = Omit<EmbeddedPusherOptions, 'appKey' | 'appSecret'>;

export function createRealtime(ctx: Pick<AppContext, 'config'>, tuning: EmbeddedTuning = {}): Realtime {
  const { config } = ctx;
  if (config.pusherHost === '') {
    const server = new EmbeddedPusherServer({ ...tuning, appKey: config.pusherAppKey, appSecret: config.pusherAppSecret });
    return {
      broadcaster: server,
      attach(app) {
        if (!tuning.logger) server.useLogger(app.log);
        server.attach(app.server);
        // preClose, not onClose: open websockets would keep server.close() waiting forever.
        app.addHook('preClose', () => server.close());
      },
    };
  }
  const sdk = new PusherSdkBroadcaster({
    appId: config.pusherAppId,
    key: config.pusherAppKey,
    secret: config.pusherAppSecret,
    host: config.pusherHost,
    port: config.pusherPort,
    useTLS: config.pusherUseTls,
  });
  return {
    broadcaster: sdk,
    attach(app) {
      app.addHook('onClose', () => sdk.close());
    },
  };
}
