/**
 * The directory and accounts (ARCHITECTURE.md, "Directory and accounts"):
 *
 * 1. `archived` (0/1) on clients, branches, locations, subcontractors, agents, equipment and
 *    contacts: a record still in use is archived instead of deleted.
 * 2. Locations belong to a client or to a subcontractor: `locations.subcontractor_id`, and
 *    `client_id` may be null. SQLite cannot drop a NOT NULL, so there the table is rebuilt (the
 *    documented twelve steps, foreign keys off while it runs and checked after).
 * 3. Licences get `issued_at`; their dates become calendar days (`2026-05-12`, was
 *    `2026-05-12 00:00:00`).
 * 4. `users.disabled_at`: a disabled user cannot sign in, refresh or call the API.
 * 5. Every user gets an accounts row: staff (`admin`/`planner`, no organisation) and agents'
 *    sign-ins (`agent`, their subcontractor) had none; subcontractor users' role is `manager`.
 * 6. `license_alerts`: which expiry notice went out for which licence, threshold and expiry day,
 *    so each is sent once.
 * 7. `version` and `temp_id` on the directory's tables, for conflict checks and offline creates.
 * 8. The directory's rows are logged again with their scopes, so devices synced before receive
 *    the new fields (their cursors are past the old entries); the new accounts rows are logged
 *    as created.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

const ARCHIVABLE = ['clients', 'branches', 'locations', 'subcontractors', 'agents', 'equipment', 'contacts'] as const;
const VERSIONED = [...ARCHIVABLE, 'licenses', 'accounts'] as const;
/** Parents first, as a bootstrap stores them (SYNC_ENTITIES order). */
const RELOGGED = ['clients', 'branches', 'locations', 'subcontractors', 'agents', 'licenses', 'equipment', 'contacts', 'accounts'] as const;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);

  if (postgres) {
    await sql`ALTER TABLE locations ALTER COLUMN client_id DROP NOT NULL`.execute(db);
    await db.schema.alterTable('locations').addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('cascade')).execute();
  } else {
    await rebuildSqliteLocations(db);
  }
  await db.schema.createIndex('locations_subcontractor').on('locations').column('subcontractor_id').execute();

  for (const table of ARCHIVABLE) await db.schema.alterTable(table).addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('temp_id', 'text').execute();
  }

  await db.schema.alterTable('licenses').addColumn('issued_at', 'text').execute();
  await sql`UPDATE licenses SET expires_at = substr(expires_at, 1, 10) WHERE expires_at IS NOT NULL`.execute(db);
  await db.schema.createIndex('licenses_expires').on('licenses').column('expires_at').execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();

  await db.schema
    .createTable('license_alerts')
    .addColumn('license_id', 'integer', (c) => c.notNull().references('licenses.id').onDelete('cascade'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('license_alerts_pk', ['license_id', 'days', 'expires_at'])
    .execute();

  await backfillAccounts(db);
  await relogDirectory(db);
}

/** Staff and agents' sign-ins get their accounts row; subcontractor users are managers. */
async function backfillAccounts(db: AnyDb): Promise<void> {
  await sql`UPDATE accounts SET role = 'manager' WHERE subcontractor_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO accounts (user_id, client_id, subcontractor_id, role)
    SELECT u.id, NULL, NULL, CASE WHEN u.roles LIKE '%ROLE_ADMIN%' THEN 'admin' ELSE 'planner' END
    FROM users u
    WHERE u.entity = 'admin' AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id)
    ORDER BY u.id`.execute(db);
  await sql`
    INSERT INTO accounts (user_id, client_id, subcontractor_id, role)
    SELECT u.id, NULL, u.subcontractor_id, CASE WHEN u.agent_id IS NOT NULL AND u.roles NOT LIKE '%ROLE_SUBCONTRACTOR%' THEN 'agent' ELSE 'manager' END
    FROM users u
    WHERE u.entity = 'subcontractor' AND u.subcontractor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id)
    ORDER BY u.id`.execute(db);
  await sql`
    INSERT INTO accounts (user_id, client_id, subcontractor_id, role)
    SELECT u.id, u.client_id, NULL, 'member'
    FROM users u
    WHERE u.entity = 'client' AND u.client_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id)
    ORDER BY u.id`.execute(db);
}

/** Logged again with the scopes they had (plain SQL through a scratch table, as 0003 does); rows
 * with no entry yet (the new accounts) as created: nobody saw them before. */
async function relogDirectory(db: AnyDb): Promise<void> {
  const names = sql.join(RELOGGED.map((entity) => sql.lit(entity)));
  await sql`CREATE TABLE change_log_relog AS SELECT entity, row_id, op, scope FROM change_log WHERE op = 'upsert' AND entity IN (${names})`.execute(db);
  await sql`DELETE FROM change_log WHERE op = 'upsert' AND entity IN (${names})`.execute(db);
  for (const entity of RELOGGED) {
    await sql`INSERT INTO change_log (entity, row_id, op, scope) SELECT entity, row_id, op, scope FROM change_log_relog WHERE entity = ${entity} ORDER BY row_id`.execute(db);
  }
  await sql`DROP TABLE change_log_relog`.execute(db);
  // Only a database that has a change log at all (seeded or used) gets entries for new rows.
  const logged = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM change_log`.execute(db);
  if (Number(logged.rows[0]?.n ?? 0) === 0) return;
  await sql`
    INSERT INTO change_log (entity, row_id, op, scope)
    SELECT 'accounts', a.id, 'upsert', '{"previous":[]}' FROM accounts a
    WHERE NOT EXISTS (SELECT 1 FROM change_log c WHERE c.entity = 'accounts' AND c.row_id = a.id)
    ORDER BY a.id`.execute(db);
}

/** SQLite: locations with a nullable client and a subcontractor owner, by rebuilding the table. */
async function rebuildSqliteLocations(db: AnyDb): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN`.execute(db);
    await sql`
      CREATE TABLE locations_next (
        id integer PRIMARY KEY AUTOINCREMENT,
        client_id integer REFERENCES clients(id) ON DELETE CASCADE,
        branch_id integer REFERENCES branches(id) ON DELETE SET NULL,
        name text NOT NULL,
        address text NOT NULL,
        number text,
        postal_code text,
        city text,
        country text,
        timezone text NOT NULL DEFAULT 'Europe/Brussels',
        latitude real,
        longitude real,
        created_at text NOT NULL DEFAULT CURRENT_TIMESTAMP,
        updated_at text NOT NULL DEFAULT CURRENT_TIMESTAMP,
        subcontractor_id integer REFERENCES subcontractors(id) ON DELETE CASCADE
      )`.execute(db);
    await sql`
      INSERT INTO locations_next (id, client_id, branch_id, name, address, number, postal_code, city, country, timezone, latitude, longitude, created_at, updated_at)
      SELECT id, client_id, branch_id, name, address, number, postal_code, city, country, timezone, latitude, longitude, created_at, updated_at FROM locations`.execute(db);
    await sql`DROP TABLE locations`.execute(db);
    await sql`ALTER TABLE locations_next RENAME TO locations`.execute(db);
    await sql`CREATE INDEX locations_client ON locations (client_id)`.execute(db);
    // Only the keys the rebuild could break: from locations, and to it.
    for (const table of ['locations', 'requests', 'plannings']) {
      const broken = await sql<{ table: string }>`SELECT * FROM pragma_foreign_key_check(${table})`.execute(db);
      if (broken.rows.length > 0) throw new Error(`Rebuilding locations broke ${broken.rows.length} foreign keys of ${table}.`);
    }
    await sql`COMMIT`.execute(db);
  } catch (error) {
    await sql`ROLLBACK`.execute(db);
    throw error;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('license_alerts').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropIndex('licenses_expires').ifExists().execute();
  await db.schema.alterTable('licenses').dropColumn('issued_at').execute();
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn('temp_id').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
  for (const table of ARCHIVABLE) await db.schema.alterTable(table).dropColumn('archived').execute();
}
