/** Everything a route module needs, built once by main.ts (or by a test) and handed to buildApp. */
import type { Db } from './db/connect.js';
import type { ServerConfig } from './config.js';

export interface AppContext {
  config: ServerConfig;
  db: Db;
  dialect: 'sqlite' | 'postgres';
}
