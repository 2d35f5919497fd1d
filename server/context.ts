/** Builds the AppContext: data directory, secret, database (created and migrated), broadcaster,
 * mailer. */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config.js';
import type { AppContext } from './app-context.js';
import { openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { AccessTokens } from './auth/access-token.js';
import { createRealtime } from './realtime/create-realtime.js';
import { createMailer } from './mail/create-mailer.js';

/** A configured secret, or one generated once into the data directory with owner-only
 * permissions: whoever reads it can mint access tokens or sign private channel subscriptions. */
function resolveSecret(configured: string, config: ServerConfig, fileName: string): string {
  if (configured !== '') return configured;
  const file = path.join(config.dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The context exists before Fastify's logger, so mail notices go to stdout, at info level only
 * (the quick start tells people to look there for the reset link). */
function infoLine(config: ServerConfig): (line: string) => void {
  const quiet = ['warn', 'error', 'fatal', 'silent'].includes(config.logLevel);
  return (line) => {
    if (!quiet) process.stdout.write(`${line}\n`);
  };
}

export async function createContext(config: ServerConfig): Promise<AppContext> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { db, dialect } = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  // A public default would let anyone sign `private-App.User.1`; the embedded server needs no
  // shared secret with anything outside this process, so a generated one is safe.
  config.pusherAppSecret = resolveSecret(config.pusherAppSecret, config, 'pusher-secret');
  return {
    config,
    db,
    dialect,
    tokens: new AccessTokens(resolveSecret(config.appSecret, config, 'app-secret'), config.accessTokenTtl),
    broadcaster: createRealtime({ config }).broadcaster,
    mailer: createMailer(config, infoLine(config)),
  };
}
