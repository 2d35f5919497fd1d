/**
 * A demo user's row changed straight in the e2e server's database, and put back: the e2e files
 * share one server, so a test that changes a demo user (its language, its password) restores it
 * in `finally` for the files that sign in as that user after it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';

function withDatabase<T>(dataDir: string, run: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(path.join(dataDir, 'vigil.sqlite'));
  try {
    return run(sqlite);
  } finally {
    sqlite.close();
  }
}

export function setProfileLanguage(dataDir: string, email: string, language: string): void {
  withDatabase(dataDir, (sqlite) => sqlite.prepare('UPDATE users SET language = ? WHERE email = ?').run(language, email));
}

/** Keeps the user's password as it is now; the answer puts it back. */
export function keepPassword(dataDir: string, email: string): () => void {
  const row = withDatabase(dataDir, (sqlite) => sqlite.prepare('SELECT password_hash FROM users WHERE email = ?').get(email)) as { password_hash: string | null } | undefined;
  if (!row) throw new Error(`no user ${email}`);
  return () => {
    withDatabase(dataDir, (sqlite) => sqlite.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(row.password_hash, email));
  };
}

/** How many equipment lines the server holds for a request (read straight from its database). */
export function equipmentLineCount(dataDir: string, requestId: number): number {
  const row = withDatabase(dataDir, (sqlite) => sqlite.prepare('SELECT COUNT(*) AS n FROM request_equipment WHERE request_id = ?').get(requestId)) as { n: number };
  return row.n;
}
