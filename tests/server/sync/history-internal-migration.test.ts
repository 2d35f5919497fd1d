/**
 * Migration 0003 on a database that already holds a change log: the history gets its `internal`
 * flag (0: shown to the client), and every shift and history upsert is logged again with its
 * scope so that client devices synced before the release receive the rows they may now see.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { databaseBefore } from './database-before.js';

describe('migration 0003-history-internal', () => {
  it('adds internal = 0 to existing entries and logs shifts and history again after everything else, scopes kept', async () => {
    const db = await databaseBefore('0003-history-internal');
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
