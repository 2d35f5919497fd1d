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

/**
 * Wires any Broadcaster into an app that has not started yet: the embedded server takes the
 * websocket upgrades of app.server, and every broadcaster is closed with the app. Usable on
 * ctx.broadcaster alone, so the Realtime object need not be kept around.
 */
export function attachBroadcaster(app: FastifyInstance, broadcaster: Broadcaster): void {
  if (broadcaster instanceof EmbeddedPusherServer) {
    broadcaster.adoptLogger(app.log);
    broadcaster.attach(app.server);
    // preClose, not onClose: open websockets would keep server.close() waiting forever.
    app.addHook('preClose', () => broadcaster.close());
    return;
  }
  app.addHook('onClose', () => broadcaster.close());
}

export function createRealtime(ctx: Pick<AppContext, 'config'>, tuning: EmbeddedTuning = {}): Realtime {
  const { config } = ctx;
  const broadcaster: Broadcaster =
    config.pusherHost === ''
      ? new EmbeddedPusherServer({ ...tuning, appKey: config.pusherAppKey, appSecret: config.pusherAppSecret })
      : new PusherSdkBroadcaster({
          appId: config.pusherAppId,
          key: config.pusherAppKey,
          secret: config.pusherAppSecret,
          host: config.pusherHost,
          port: config.pusherPort,
          useTLS: config.pusherUseTls,
        });
  return { broadcaster, attach: (app) => attachBroadcaster(app, broadcaster) };
}
