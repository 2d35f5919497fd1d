/**
 * Opens the database named by DATABASE_URL: `sqlite:<file>` (the embedded default, WAL mode)
 * or `postgres://…` for deployments that outgrow one machine. Everything above this file speaks
 * Kysely only, so both dialects run the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, PostgresDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import type { Database } from './types.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
}

export async function openDatabase(databaseUrl: string): Promise<OpenDatabase> {
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) {
    const { default: pg } = await import('pg');
    // bigint (change_log.seq on PostgreSQL, count(*)) arrives as a string by default; every value
    // Vigil stores fits a JS number exactly, and the wire contract expects numbers.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = databaseUrl.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: 'sqlite' };
}
