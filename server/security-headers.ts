/**
 * Security headers on every answer (the SPA's pages, its assets, the service worker and /api),
 * through @fastify/helmet. The policy is written out in full (no helmet defaults) so that what a
 * browser enforces can be read here; ARCHITECTURE.md ("Security headers") says why each source is
 * there. Pages that need less (the OAuth sign-in page, stored images) send a stricter policy of
 * their own, which replaces this one.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfig } from './config.js';

/** Origins the realtime socket may reach besides our own: the external Pusher-compatible server
 * browsers connect to, when one is configured (PUSHER_HOST, or PUSHER_CLIENT_HOST). */
export function realtimeSources(config: ServerConfig): string[] {
  if (config.pusherHost === '') return [];
  const host = config.pusherClientHost === '' ? config.pusherHost : config.pusherClientHost;
  return [`${config.pusherUseTls ? 'wss' : 'ws'}://${host}:${config.pusherClientPort}`];
}

/** The origin of the configured map style (MAP_STYLE_URL), whose tiles, glyphs and sprites the
 * team map fetches; nothing when the style is on our own origin or not set. */
function mapSources(config: ServerConfig): string[] {
  if (config.mapStyleUrl === '') return [];
  try {
    const origin = new URL(config.mapStyleUrl, config.appUrl).origin;
    return origin === new URL(config.appUrl).origin ? [] : [origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const https = new URL(config.appUrl).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    // The built app is module files from our origin: no inline script, no eval.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Emotion (Chakra UI) writes <style> elements at run time with styles computed from props;
    // a nonce would need a fresh document per answer, but the shell is a static file that the
    // service worker serves offline, and hashes cannot cover styles that do not exist yet.
    'style-src': ["'self'", "'unsafe-inline'"],
    // History images are shown from blob: URLs (the offline cache); icons may be data: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the API and, in CSP Level 3, the websocket on our own origin (/app/{key}).
    'connect-src': ["'self'", ...realtimeSources(config), ...mapSources(config)],
    // The service worker (/sw.js) and map rendering workers, which MapLibre starts from blob:.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const https = new URL(config.appUrl).protocol === 'https:';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Same-origin requests keep their full referrer and, above all, their Origin header: under
    // `no-referrer` a browser sends `Origin: null` with a form post or a same-origin fetch POST,
    // which the cross-site guard must refuse. Other sites learn nothing.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS only where the app really is served over https: over http it is ignored at best, and
    // on a name later served over https by mistake it would lock browsers out.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Cross-origin isolation would block the external realtime server and map tiles; not needed.
    crossOriginEmbedderPolicy: false,
  });
}
