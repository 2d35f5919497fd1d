/**
 * startTestServer for the sync, list and policy tests. With SYNC_TEST_POSTGRES set to a server
 * url (`postgres://user@host:port`), each call gets a fresh PostgreSQL database instead of a
 * SQLite file, which is how the portability of the policy and feed queries is checked.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

export async function startSyncTestServer(): Promise<TestServer> {
  const base = process.env.SYNC_TEST_POSTGRES;
  if (base === undefined || base === '') return startTestServer({ seedOnStart: false });
  const { default: pg } = await import('pg');
  const name = `vigil_sync_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // Stand-ins for two fixes the shared layer needs on PostgreSQL (reported, not ours to make):
  // int8 (bigserial seq, count) as a JS number, and timestamp defaults in the wire format.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const server = await startTestServer({ seedOnStart: false, databaseUrl: `${base}/${name}` });
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default LIKE '%CURRENT_TIMESTAMP%'`.execute(server.ctx.db);
  for (const c of columns.rows) {
    await sql`ALTER TABLE ${sql.table(c.table_name)} ALTER COLUMN ${sql.ref(c.column_name)} SET DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS')`.execute(server.ctx.db);
  }
  return {
    ...server,
    async close() {
      await server.close();
      const dropper = new pg.Client({ connectionString: `${base}/postgres` });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}
