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
import { NullBroadcaster } from './realtime/broadcaster.js';
import { createMailer } from './mail/create-mailer.js';

function resolveSecret(config: ServerConfig): string {
  if (config.appSecret !== '') return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  // Written once with owner-only permissions: whoever reads it can mint access tokens.
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
  return {
    config,
    db,
    dialect,
    tokens: new AccessTokens(resolveSecret(config), config.accessTokenTtl),
    broadcaster: new NullBroadcaster(),
    mailer: createMailer(config, infoLine(config)),
  };
}
