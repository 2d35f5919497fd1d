/** A migrated SQLite database in a temporary directory, seeded with the given options. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seedDatabase, type SeedOptions, type SeedSummary } from '../../../server/seed/seed-database.js';

export interface SeededDatabase {
  db: Db;
  summary: SeedSummary;
  close(): Promise<void>;
}

export async function openEmptyDatabase(): Promise<{ db: Db; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-seed-'));
  const { db } = await openDatabase(`sqlite:${path.join(dir, 'vigil.sqlite')}`);
  await migrateToLatest(db);
  return {
    db,
    dir,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function seededDatabase(options: SeedOptions): Promise<SeededDatabase> {
  const empty = await openEmptyDatabase();
  const summary = await seedDatabase(empty.db, options);
  return { db: empty.db, summary, close: empty.close };
}
