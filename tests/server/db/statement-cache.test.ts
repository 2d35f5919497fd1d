/** The SQLite connection keeps prepared statements by SQL text (server/db/statement-cache.ts):
 * a text is prepared once, the least recently used is dropped past the bound, and a kept
 * statement answers with the table's shape after a schema change. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../server/db/statement-cache.js';

interface Tables {
  t: { id: number; a: number };
}

const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function database() {
  const sqlite = new Database(':memory:');
  open.push(sqlite);
  sqlite.exec('create table t (id integer primary key, a integer); insert into t (a) values (1), (2), (3)');
  const prepare = vi.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}

describe('the SQLite statement cache', () => {
  it('prepares a text once however often it runs, with each run\'s own parameters', async () => {
    const { sqlite, prepare } = database();
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    for (const a of [1, 2, 3]) {
      const rows = await db.selectFrom('t').select('id').where('a', '=', a).execute();
      expect(rows).toEqual([{ id: a }]);
    }
    await db.updateTable('t').set({ a: 10 }).where('id', '=', 1).execute();
    await db.updateTable('t').set({ a: 20 }).where('id', '=', 2).execute();
    expect(await db.selectFrom('t').select('a').orderBy('id').execute()).toEqual([{ a: 10 }, { a: 20 }, { a: 3 }]);
    // One select, one update, one ordered select.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('drops the least recently used text past its bound, and prepares it again when it comes back', () => {
    const { sqlite, prepare } = database();
    const cache = withStatementCache(sqlite, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1');
    // 'select 2' is now the least recently used: the third text drops it, not 'select 1'.
    cache.prepare('select 3');
    cache.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cache.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(prepare.mock.calls.map(([text]) => text)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('answers with the new shape after a migration changed the table', async () => {
    const { sqlite } = database();
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    const all = () => sql<Record<string, unknown>>`select * from t where id = 1`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, a: 1 }]);
    await sql`alter table t add column b text default 'x'`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, a: 1, b: 'x' }]);
  });
});
