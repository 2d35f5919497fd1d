/**
 * A migration test's database: in memory, migrated up to (not including) the migration under
 * test, foreign keys off so the test can lay rows down as an older release left them; closed
 * after each test.
 */
import { Migrator, sql } from 'kysely';
import { afterEach, expect } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/connect.js';
import { MIGRATIONS } from '../../../server/db/migrate.js';

const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

/** `migration`: the name of the one under test, e.g. '0016-created-records'. */
export async function databaseBefore(migration: string): Promise<Db> {
  const { db } = await openDatabase('sqlite::memory:');
  open.push(db);
  const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < migration));
  expect((await new Migrator({ db, provider: { getMigrations: () => Promise.resolve(earlier) } }).migrateToLatest()).error).toBeUndefined();
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  return db;
}
