/**
 * Migration 0003 on a database that already holds a change log: the history gets its `internal`
 * flag (0: shown to the client), and every shift and history upsert is logged again with its
 * scope so that client devices synced before the release receive the rows they may now see.
 */
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import * as initial from '../../../server/db/migrations/0001-initial.js';

let db: Db | null = null;
afterEach(async () => {
  await db?.destroy();
  db = null;
});

describe('migration 0003-history-internal', () => {
  it('adds internal = 0 to existing entries and logs shifts and history again after everything else, scopes kept', async () => {
    db = (await openDatabase('sqlite::memory:')).db;
    const first = new Migrator({ db, provider: { getMigrations: () => Promise.resolve({ '0001-initial': initial }) } });
    expect((await first.migrateToLatest()).error).toBeUndefined();
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    await sql`INSERT INTO planning_history (planning_id, request_id, status) VALUES (1, 1, 'note')`.execute(db);
    const entries: [string, number, 'upsert' | 'delete', string][] = [
      ['shifts', 5, 'upsert', '{"previous":["subcontractor:4"]}'],
      ['planning_history', 7, 'upsert', '{"previous":["agent:9"]}'],
      ['plannings', 3, 'upsert', '{"previous":[]}'],
      ['planning_history', 8, 'delete', '{"previous":["subcontractor:4"]}'],
    ];
    await db.insertInto('change_log').values(entries.map(([entity, row_id, op, scope]) => ({ entity, row_id, op, scope }))).execute();

    await migrateToLatest(db);

    const internal = await sql<{ internal: number }>`SELECT internal FROM planning_history`.execute(db);
    expect(internal.rows).toEqual([{ internal: 0 }]);
    const log = await db.selectFrom('change_log').select(['entity', 'row_id', 'op', 'scope']).orderBy('seq').execute();
    expect(log.map((e) => `${e.entity}:${e.row_id}:${e.op}:${e.scope}`)).toEqual([
      'plannings:3:upsert:{"previous":[]}',
      'planning_history:8:delete:{"previous":["subcontractor:4"]}',
      'shifts:5:upsert:{"previous":["subcontractor:4"]}',
      'planning_history:7:upsert:{"previous":["agent:9"]}',
    ]);
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name = 'change_log_relog'`.execute(db);
    expect(tables.rows).toEqual([]);
  });
});
