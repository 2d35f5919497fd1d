/**
 * What exactly-once delivery and conflict detection need (ARCHITECTURE.md, "Writes and
 * idempotency" and "Versions and conflicts"):
 * - `server_processes`: every running server process (its boot id), with a heartbeat, so a claim
 *   left `running` by a process that died is recognised as dead at once;
 * - `idempotency_keys.owner` (the boot id holding a running claim) and `.claim` (a token unique to
 *   that claim: the write stores its answer only while it still holds it);
 * - `version` on plannings, shifts and history entries, raised by every change, and
 *   `field_versions`: per record and field, the version that last changed it, who and when;
 * - `temp_id` on those rows: the spec's tempId of the client that created the record.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const VERSIONED = ['plannings', 'shifts', 'planning_history'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('server_processes')
    .addColumn('boot_id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('claim', 'text').execute();
  // A key left `committed` by the previous release (its write is in, its answer was lost) can
  // only be answered as a success without rows: the client then pulls the saved record.
  await db
    .updateTable('idempotency_keys' as never)
    .set({ state: 'done', response_status: 200, response_body: '{"data":null}' } as never)
    .where(sql.ref('state'), '=', 'committed')
    .execute();

  for (const table of VERSIONED) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('temp_id', 'text').execute();
  }

  await db.schema
    .createTable('field_versions')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_versions_pk', ['entity', 'row_id', 'field'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('field_versions').ifExists().execute();
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn('temp_id').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
  await db.schema.alterTable('idempotency_keys').dropColumn('claim').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
  await db.schema.dropTable('server_processes').ifExists().execute();
}
