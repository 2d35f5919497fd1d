/** Everything a route module needs, built once by main.ts (or by a test) and handed to buildApp. */
import type { Db } from './db/connect.js';
import type { ServerConfig } from './config.js';
import type { AccessTokens } from './auth/access-token.js';
import type { Broadcaster } from './realtime/broadcaster.js';
import type { Mailer } from './mail/mailer.js';
import type { Clock } from './lib/clock.js';

export interface AppContext {
  config: ServerConfig;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  tokens: AccessTokens;
  broadcaster: Broadcaster;
  /** Password reset links, cancel-planning notices: `ctx.mailer.send({ to, subject, text })`. */
  mailer: Mailer;
  /** Time for the field rules (SOS escalation, device clocks); the system clock when absent. */
  clock?: Clock;
}
