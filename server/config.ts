/**
 * Server configuration, read once from the environment. Every variable has a default so that
 * `npm start` works on a fresh machine; the README lists them.
 */
import path from 'node:path';
import { DEFAULT_SYNC_HORIZON_DAYS } from '../src-sync/protocol/bootstrap.js';

export interface MailConfig {
  /** SMTP url (smtp://user:pass@host:port). Empty: messages are written to `<dataDir>/mail/`. */
  smtpUrl: string;
  from: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `sqlite:<file>` or `postgres://…`. */
  databaseUrl: string;
  appUrl: string;
  pusherAppKey: string;
  pusherAppSecret: string;
  pusherAppId: string;
  /** Empty: the embedded Pusher-protocol server. Otherwise host of a Pusher-compatible server. */
  pusherHost: string;
  pusherPort: number;
  pusherUseTls: boolean;
  /** Where browsers connect to that server, when it differs from where the API publishes
   * (Pusher Channels: ws-<cluster>.pusher.com vs api-<cluster>.pusher.com). Empty: PUSHER_HOST. */
  pusherClientHost: string;
  pusherClientPort: number;
  mail: MailConfig;
  /** Access token lifetime in seconds (short: the SPA keeps it in memory only). */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Login attempts allowed per minute per client address. */
  loginRateLimit: number;
  /** Directory with the built SPA; served when it exists. */
  distDir: string;
  logLevel: string;
  /** Signs access tokens. Empty: a random secret is generated once and kept in `<dataDir>/app-secret`. */
  appSecret: string;
  /** Seed the demo company on first start (empty database). */
  seedOnStart: boolean;
  /** Plannings that ended more than this many days ago (with their shifts and history) are not
   * part of a device's first sync; the list loads them on demand (SYNC_HORIZON_DAYS). */
  syncHorizonDays: number;
  /** A LibreTranslate-compatible API that translates chat messages. Empty: no translation. */
  translateUrl: string;
  translateApiKey: string;
  /** Licence expiry notices at start and every hour (LICENCE_ALERTS=false turns them off; the
   * server tests call the check themselves). */
  licenceAlerts: boolean;
  /** MapLibre style of the team map (a self-hosted style.json, e.g. over a PMTiles file). Empty:
   * markers on a plain background with a coordinate grid, no tile server at all. */
  mapStyleUrl: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'vigil.sqlite')}`,
    appUrl: env.APP_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    pusherAppKey: env.PUSHER_APP_KEY ?? 'vigil',
    pusherAppSecret: env.PUSHER_APP_SECRET ?? '',
    pusherAppId: env.PUSHER_APP_ID ?? 'vigil',
    pusherHost: env.PUSHER_HOST ?? '',
    pusherPort: int(env.PUSHER_PORT, 443),
    pusherUseTls: (env.PUSHER_USE_TLS ?? 'true') !== 'false',
    pusherClientHost: env.PUSHER_CLIENT_HOST ?? '',
    pusherClientPort: int(env.PUSHER_CLIENT_PORT, int(env.PUSHER_PORT, 443)),
    mail: {
      smtpUrl: env.MAIL_SMTP_URL ?? '',
      from: env.MAIL_FROM ?? 'Vigil <no-reply@vigil.test>',
    },
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 60 * 60 * 24 * 30),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    appSecret: env.APP_SECRET ?? '',
    seedOnStart: (env.SEED_ON_START ?? 'true') !== 'false',
    syncHorizonDays: Math.max(0, int(env.SYNC_HORIZON_DAYS, DEFAULT_SYNC_HORIZON_DAYS)),
    translateUrl: env.TRANSLATE_URL ?? '',
    translateApiKey: env.TRANSLATE_API_KEY ?? '',
    licenceAlerts: (env.LICENCE_ALERTS ?? 'true') !== 'false',
    mapStyleUrl: env.MAP_STYLE_URL ?? '',
  };
}
