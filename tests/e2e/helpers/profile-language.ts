/**
 * Sets a demo user's profile language straight in the e2e server's database: a test reads a
 * screen in another language, then puts the language back in `finally` for the tests after it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';

export function setProfileLanguage(dataDir: string, email: string, language: string): void {
  const sqlite = new Database(path.join(dataDir, 'vigil.sqlite'));
  try {
    sqlite.prepare('UPDATE users SET language = ? WHERE email = ?').run(language, email);
  } finally {
    sqlite.close();
  }
}
