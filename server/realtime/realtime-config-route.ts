/**
 * GET /api/realtime/config: tells the SPA where its realtime socket connects and with which app
 * key, so the browser follows the server's configuration (PUSHER_APP_KEY, PUSHER_HOST, …) instead
 * of a key built into the bundle. Signed-in users only; it names no secret.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/require-user.js';
import { realtimeConfigSchema, type RealtimeConfig } from '../../src-sync/protocol/realtime-config.js';

export function realtimeConfigFor(config: AppContext['config']): RealtimeConfig {
  if (config.pusherHost === '') return { key: config.pusherAppKey, host: null, port: null, tls: null };
  return {
    key: config.pusherAppKey,
    host: config.pusherClientHost === '' ? config.pusherHost : config.pusherClientHost,
    port: config.pusherClientPort,
    tls: config.pusherUseTls,
  };
}

export function realtimeConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/realtime/config', { preHandler: requireUser(ctx) }, () => Promise.resolve(realtimeConfigSchema.parse(realtimeConfigFor(ctx.config))));
  return Promise.resolve();
}
